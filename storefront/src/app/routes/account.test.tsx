import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Order, User } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeItem, makeOrder, makeUser } from '@/testing/fixtures'
import { fetchMock, jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { AccountPage } from './account'
import { amountRows } from '@/testing/order-amounts'

type Handler = (body: Record<string, unknown>) => Response | Promise<Response>

/** A small stand-in for the shop's API: the current user, their orders, and the two updates. */
function serveAccount({
  user = makeUser(),
  orders = [],
  profile,
  password,
}: { user?: User | null; orders?: Order[]; profile?: Handler; password?: Handler } = {}) {
  let current = user
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input, init) => {
    const { pathname } = new URL(String(input), 'http://localhost')
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {}
    if (pathname === '/api/auth/user') return current ? jsonResponse(current) : jsonResponse({ message: 'Unauthorized' }, 401)
    if (pathname === '/api/user/orders') return jsonResponse(orders)
    if (pathname === '/api/user/profile' && init?.method === 'PUT') {
      const response = await (profile ?? (() => jsonResponse({ message: 'Profile updated', user: { ...current, ...body } })))(body)
      if (response.ok && current) current = { ...current, ...body }
      return response
    }
    if (pathname === '/api/user/password' && init?.method === 'PUT') {
      return (password ?? (() => jsonResponse({ message: 'Password changed' })))(body)
    }
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

function requestsTo(pathname: string) {
  return fetchMock.mock.calls.filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname)
}

const lastToast = () => useToastStore.getState().toasts[0]

const ORDERS: Order[] = [
  makeOrder({
    id: '1045',
    createdAt: '2025-04-20T12:00:00.000Z',
    status: 'shipped',
    totalAmount: '100.50',
    items: [makeItem({ productName: 'ScanSnap iX1600', quantity: 2, price: 45.25, total: '90.50' })],
    paymentMethod: 'pay_with_card',
    trackingNumber: '1Z999AA10123456784',
    carrier: 'UPS',
  }),
  makeOrder({ id: '1044', createdAt: '2025-04-02T12:00:00.000Z', status: 'processing', totalAmount: '269.99' }),
  makeOrder({ id: '1043', createdAt: '2025-03-10T12:00:00.000Z', status: 'delivered', totalAmount: '10.00' }),
  makeOrder({ id: '1042', createdAt: '2025-03-05T12:00:00.000Z', status: 'cancelled', totalAmount: '19.51' }),
]

function renderAccount(route = '/account') {
  return renderWithProviders(<AccountPage />, { route })
}

async function openTab(name: string) {
  const user = userEvent.setup()
  await user.click(await screen.findByRole('tab', { name }))
  return user
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('AccountPage access', () => {
  it('shows a spinner while the account loads', async () => {
    serveAccount()
    renderAccount()

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account...')
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument()
    expect(document.title).toBe('My Account - PrintShop Pro')
  })

  it('turns a visitor who is not signed in away to the sign-in page', async () => {
    localStorage.removeItem(AUTH_TOKEN_KEY)
    serveAccount({ user: null })
    renderAccount()

    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getByText('Please sign in to view your account.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/account')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/account'))
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('brings a visitor back to the tab they asked for after signing in', async () => {
    localStorage.removeItem(AUTH_TOKEN_KEY)
    serveAccount({ user: null })
    renderAccount('/account?tab=orders')

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/account%3Ftab%3Dorders')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/account%3Ftab%3Dorders'))
  })

  it('treats a rejected token like a signed-out visitor', async () => {
    serveAccount({ user: null })
    renderAccount()

    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })
})

describe('AccountPage overview', () => {
  it('greets the customer and sums up their orders', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()

    expect(await screen.findByText('Welcome back, Ann!')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument()
    expect(screen.getByText('Total Orders').nextElementSibling).toHaveTextContent('4')
    // What was paid and kept: the cancelled order's $19.51 is not spent.
    expect(screen.getByText('Total Spent').nextElementSibling).toHaveTextContent('$380.49')
    expect(screen.getByText('Member Since').nextElementSibling).toHaveTextContent('2023')
  })

  it('links to the Quick Order page', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()

    const quickOrder = within(await screen.findByRole('region', { name: 'Order by SKU' }))
    expect(quickOrder.getByRole('link', { name: 'Quick Order' })).toHaveAttribute('href', '/quick-order')
  })

  it('lists the three most recent orders with their number, date, items, status and total', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()

    const recent = within(await screen.findByRole('region', { name: 'Recent Orders' }))
    const rows = recent.getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('#1045')
    expect(rows[0]).toHaveTextContent('April 20, 2025 · 2 items')
    expect(rows[0]).toHaveTextContent('$100.50')
    expect(within(rows[0]!).getByText('Shipped')).toHaveClass('bg-blue-100')
    expect(recent.queryByText('#1042')).not.toBeInTheDocument()
  })

  it('opens the order details from the View button', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()

    await userEvent.click(await screen.findByRole('button', { name: 'View order #1045' }))

    const dialog = await screen.findByRole('dialog', { name: 'Order #1045' })
    expect(dialog).toHaveTextContent('April 20, 2025')
    expect(within(dialog).getByText('Shipped')).toBeInTheDocument()
    expect(dialog).toHaveTextContent('Total$100.50')
    expect(dialog).toHaveTextContent('Payment MethodCredit / Debit Card')
    expect(dialog).toHaveTextContent('Ann Lee100 Main StSuite 4Tulsa, OK 74103United StatesPhone: (918) 555-0100')
    expect(dialog).toHaveTextContent('ScanSnap iX1600Quantity: 2 × $45.25$90.50')
  })

  it("shows the order's amounts, with the promo code's discount between the subtotal and the shipping, and the option it ships by", async () => {
    serveAccount({
      orders: [
        makeOrder({ id: '1046', subtotal: '300.00', promoCode: 'SPRING10', discountAmount: '30.00', tax: '21.60', totalAmount: '291.60' }),
        makeOrder({ id: '1047', subtotal: '49.50', promoCode: 'SHIPFREE', discountAmount: '0.00', tax: '3.96', totalAmount: '53.46' }),
        makeOrder({ id: '1048', subtotal: '49.50', shippingCost: '9.99', shippingMethod: 'Standard Shipping', tax: '3.96', totalAmount: '63.45' }),
      ],
    })
    renderAccount()
    const user = userEvent.setup()
    /** The terms and values of the open dialog's amounts, in order. */
    const amountsOf = async (orderNumber: string) => {
      await user.click(await screen.findByRole('button', { name: `View order #${orderNumber}` }))
      const dialog = await screen.findByRole('dialog', { name: `Order #${orderNumber}` })
      const rows = amountRows(dialog)
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      return rows
    }

    expect(await amountsOf('1046')).toEqual(['Subtotal $300.00', 'Discount (SPRING10) -$30.00', 'Shipping FREE', 'Tax $21.60', 'Total $291.60', 'Shipping Method Free Shipping'])
    expect(await amountsOf('1047')).toEqual(['Subtotal $49.50', 'Discount (SHIPFREE) Free shipping', 'Shipping FREE', 'Tax $3.96', 'Total $53.46', 'Shipping Method Free Shipping'])
    expect(await amountsOf('1048')).toEqual(['Subtotal $49.50', 'Shipping $9.99', 'Tax $3.96', 'Total $63.45', 'Shipping Method Standard Shipping'])
  })

  it("shows a returned order's lines returned, the refund and the net paid", async () => {
    serveAccount({
      orders: [
        makeOrder({
          id: '1049',
          items: [makeItem({ productName: 'After Printer', quantity: 2, price: 50, total: '100.00', returnedQuantity: 1 })],
          subtotal: '100.00',
          tax: '8.00',
          totalAmount: '108.00',
          refundedAmount: '54.00',
        }),
      ],
    })
    renderAccount()
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'View order #1049' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order #1049' })
    const rows = amountRows(dialog)
    // The figures as charged, then the refund and what was paid and kept.
    expect(rows).toEqual([
      'Subtotal $100.00',
      'Shipping FREE',
      'Tax $8.00',
      'Total $108.00',
      'Refunded (returns) -$54.00',
      'Net Paid $54.00',
      'Shipping Method Free Shipping',
    ])
    expect(dialog).toHaveTextContent('After PrinterQuantity: 2 × $50.00Returned: 1$100.00')
  })

  it('reads Cash on Delivery when the order has no payment method and 2025 without a creation date', async () => {
    serveAccount({
      user: makeUser({ firstName: null, createdAt: undefined }),
      orders: [makeOrder({ paymentMethod: undefined as unknown as Order['paymentMethod'] })],
    })
    renderAccount()

    expect(await screen.findByText('Welcome back, ann@example.com!')).toBeInTheDocument()
    expect(screen.getByText('Member Since').nextElementSibling).toHaveTextContent('2025')
    await userEvent.click(screen.getByRole('button', { name: 'View order #1042' }))
    expect(await screen.findByRole('dialog')).toHaveTextContent('Payment MethodCash on Delivery')
  })

  it('shows a friendly empty state without orders', async () => {
    serveAccount({ orders: [] })
    renderAccount()

    expect(await screen.findByText("You haven't placed any orders yet")).toBeInTheDocument()
    expect(screen.getByText('Total Orders').nextElementSibling).toHaveTextContent('0')
    expect(screen.getByText('Total Spent').nextElementSibling).toHaveTextContent('$0.00')
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products')
  })
})

describe('AccountPage orders', () => {
  it('lists every order with its lines', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()

    await openTab('Orders')

    expect(screen.getByRole('heading', { name: 'Order History' })).toBeInTheDocument()
    const orders = screen.getAllByRole('article')
    expect(orders).toHaveLength(4)
    expect(orders[0]).toHaveAccessibleName('Order #1045')
    expect(orders[0]).toHaveTextContent('Placed on April 20, 2025')
    expect(orders[0]).toHaveTextContent('ScanSnap iX1600Quantity: 2$45.25')
    expect(within(orders[3]!).getByText('Cancelled')).toHaveClass('bg-red-100')
    expect(within(orders[3]!).getByRole('button', { name: 'View Details' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=orders')
  })

  it('opens on the tab named in the address', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount('/account?tab=orders')

    expect(await screen.findByRole('tab', { name: 'Orders', selected: true })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Order History' })).toBeInTheDocument()
  })

  it('tracks a processing order through the timeline', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()
    const user = await openTab('Orders')

    await user.click(within(screen.getAllByRole('article')[1]!).getByRole('button', { name: 'Track Order' }))

    const dialog = await screen.findByRole('dialog', { name: 'Track Order #1044' })
    expect(dialog).toHaveTextContent('Expected delivery: 3-5 business days')
    const steps = within(within(dialog).getByRole('list', { name: 'Order progress' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order Placed(done)',
      'Processing(done)In Progress',
      'Shipped(not yet)',
      'Delivered(not yet)',
    ])
    expect(dialog).toHaveTextContent("Your order is being carefully prepared. We'll send you an update once it ships.")
  })

  it('marks a shipped order In Transit and shows its tracking number', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()
    const user = await openTab('Orders')

    await user.click(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Track Order' }))

    const dialog = await screen.findByRole('dialog', { name: 'Track Order #1045' })
    expect(dialog).toHaveTextContent('UPS tracking number: 1Z999AA10123456784')
    expect(within(dialog).getByText('In Transit')).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent('carefully prepared')
  })

  it('marks a delivered order Completed', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()
    const user = await openTab('Orders')

    await user.click(within(screen.getAllByRole('article')[2]!).getByRole('button', { name: 'Track Order' }))

    const dialog = await screen.findByRole('dialog', { name: 'Track Order #1043' })
    expect(dialog).toHaveTextContent('Expected delivery: Delivered')
    expect(within(dialog).getByText('Completed')).toBeInTheDocument()
  })

  it('shows only the status of a cancelled order', async () => {
    serveAccount({ orders: ORDERS })
    renderAccount()
    const user = await openTab('Orders')

    await user.click(within(screen.getAllByRole('article')[3]!).getByRole('button', { name: 'Track Order' }))

    const dialog = await screen.findByRole('dialog', { name: 'Track Order #1042' })
    expect(within(dialog).getByText('Cancelled')).toBeInTheDocument()
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument()
    expect(dialog).not.toHaveTextContent('Expected delivery')
  })

  it('shows the empty state in the order history too', async () => {
    serveAccount({ orders: [] })
    renderAccount('/account?tab=orders')

    expect(await screen.findByRole('heading', { name: 'Order History' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/products')
  })
})

describe('AccountPage profile', () => {
  it('shows the personal information', async () => {
    serveAccount()
    renderAccount()
    await openTab('Profile')

    const section = screen.getByRole('region', { name: 'Personal Information' })
    expect(section).toHaveTextContent('Full NameAnn Lee')
    expect(section).toHaveTextContent('Emailann@example.com')
    expect(section).toHaveTextContent('Phone(918) 555-0100')
  })

  it('leaves the phone out when there is none, and asks for one when editing', async () => {
    serveAccount({ user: makeUser({ phone: null }) })
    renderAccount('/account?tab=profile')

    const section = await screen.findByRole('region', { name: 'Personal Information' })
    expect(section).not.toHaveTextContent('Phone')
    await userEvent.click(within(section).getByRole('button', { name: 'Edit Profile' }))
    const phone = within(await screen.findByRole('dialog', { name: 'Edit Profile' })).getByLabelText('Phone Number')
    expect(phone).toHaveValue('')
    expect(phone).toHaveAttribute('placeholder', '(555) 123-4567')
  })

  it('checks every field of the profile form', async () => {
    serveAccount()
    renderAccount('/account?tab=profile')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    expect(dialog.getByLabelText('First Name')).toHaveValue('Ann')
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number']) await user.clear(dialog.getByLabelText(label))
    await user.type(dialog.getByLabelText('First Name'), 'A')
    await user.type(dialog.getByLabelText('Email'), 'nope')
    await user.type(dialog.getByLabelText('Phone Number'), '555-0100')
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }))

    expect(await dialog.findByText('First name must be at least 2 characters')).toBeInTheDocument()
    expect(dialog.getByText('Last name must be at least 2 characters')).toBeInTheDocument()
    expect(dialog.getByText('Invalid email address')).toBeInTheDocument()
    expect(dialog.getByText('Phone number is required and must be at least 10 digits')).toBeInTheDocument()
    expect(requestsTo('/api/user/profile')).toHaveLength(0)
  })

  it('saves the profile, closes the dialog and shows the new details', async () => {
    serveAccount()
    renderAccount('/account?tab=profile')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    await user.clear(dialog.getByLabelText('First Name'))
    await user.type(dialog.getByLabelText('First Name'), 'Annie')
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [, init] = requestsTo('/api/user/profile')[0] ?? []
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Annie',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '(918) 555-0100',
    })
    expect(lastToast()).toMatchObject({ title: 'Profile Updated', variant: 'default' })
    expect(screen.getByRole('region', { name: 'Personal Information' })).toHaveTextContent('Full NameAnnie Lee')
    expect(screen.getByText('Welcome back, Annie!')).toBeInTheDocument()
  })

  it('asks for the current password only for a new e-mail, sends it, and keeps the token of the session that continues', async () => {
    serveAccount({
      profile: (body) => jsonResponse({ message: 'Profile updated', token: 'token-after-email-change', user: { ...makeUser(), ...body } }),
    })
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-before')
    renderAccount('/account?tab=profile')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    expect(dialog.queryByLabelText('Current Password')).not.toBeInTheDocument()
    await user.clear(dialog.getByLabelText('Email'))
    await user.type(dialog.getByLabelText('Email'), 'ann.new@example.com')
    const password = dialog.getByLabelText('Current Password')
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAccessibleDescription(/sign you out everywhere else/)
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }))
    expect(await dialog.findByText('Enter your current password to change your e-mail')).toBeInTheDocument()
    expect(requestsTo('/api/user/profile')).toHaveLength(0)

    await user.type(password, 'my-password-1')
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [, init] = requestsTo('/api/user/profile')[0] ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ email: 'ann.new@example.com', currentPassword: 'my-password-1' })
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('token-after-email-change')
  })

  it("shows the server's word on a wrong current password beside the field", async () => {
    serveAccount({
      profile: () =>
        jsonResponse({ message: 'Current password is incorrect', errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }] }, 400),
    })
    renderAccount('/account?tab=profile')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    await user.clear(dialog.getByLabelText('Email'))
    await user.type(dialog.getByLabelText('Email'), 'ann.new@example.com')
    await user.type(dialog.getByLabelText('Current Password'), 'not-mine')
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(dialog.getByLabelText('Current Password')).toHaveAttribute('aria-invalid', 'true'))
    expect(dialog.getAllByText('Current password is incorrect').length).toBeGreaterThan(0)
  })

  it('keeps the dialog open and reports a refused update with the server message', async () => {
    serveAccount({ profile: () => jsonResponse({ message: 'That email address is already used by another account' }, 409) })
    renderAccount('/account?tab=profile')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Profile' }))
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Update Failed',
        description: 'That email address is already used by another account',
        variant: 'destructive',
      }),
    )
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument()
  })

  it('falls back to its own words when the update fails without a message', async () => {
    serveAccount({ profile: () => Promise.reject(new TypeError('Failed to fetch')) })
    renderAccount('/account?tab=profile')
    const user = userEvent.setup()

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Update Failed', description: 'Failed to update profile' }))
  })
})

describe('AccountPage settings', () => {
  async function openPasswordDialog() {
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Change Password' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Password' }))
    return { user, dialog }
  }

  /** Types the three passwords into the open dialog and submits it. */
  async function submitPasswords(
    { user, dialog }: Awaited<ReturnType<typeof openPasswordDialog>>,
    { current, next, confirm }: { current: string; next: string; confirm: string },
  ) {
    await user.type(dialog.getByLabelText('Current Password'), current)
    await user.type(dialog.getByLabelText('New Password'), next)
    await user.type(dialog.getByLabelText('Confirm New Password'), confirm)
    await user.click(dialog.getByRole('button', { name: 'Update Password' }))
  }

  it('links to support', async () => {
    serveAccount()
    renderAccount('/account?tab=settings')

    expect(await screen.findByRole('heading', { name: 'Account Settings' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact')
  })

  it('checks the password fields', async () => {
    serveAccount()
    renderAccount('/account?tab=settings')
    const { user, dialog } = await openPasswordDialog()

    await user.type(dialog.getByLabelText('New Password'), 'short')
    await user.click(dialog.getByRole('button', { name: 'Update Password' }))

    expect(await dialog.findByText('Current password is required')).toBeInTheDocument()
    expect(dialog.getByText('New password must be at least 8 characters')).toBeInTheDocument()
    expect(dialog.getByText('Please confirm your password')).toBeInTheDocument()
    expect(dialog.getByLabelText('Current Password')).toHaveAttribute('autocomplete', 'current-password')
    expect(dialog.getByLabelText('New Password')).toHaveAttribute('autocomplete', 'new-password')
    expect(requestsTo('/api/user/password')).toHaveLength(0)
  })

  it("reports a confirmation that doesn't match on the confirmation field", async () => {
    serveAccount()
    renderAccount('/account?tab=settings')
    const { user, dialog } = await openPasswordDialog()

    await submitPasswords({ user, dialog }, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-2' })

    expect(await dialog.findByText("Passwords don't match")).toBeInTheDocument()
    expect(dialog.getByLabelText('Confirm New Password')).toHaveAttribute('aria-invalid', 'true')
    expect(requestsTo('/api/user/password')).toHaveLength(0)
  })

  it('changes the password and clears the form', async () => {
    serveAccount()
    renderAccount('/account?tab=settings')
    const { user, dialog } = await openPasswordDialog()

    await submitPasswords({ user, dialog }, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-1' })

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const [, init] = requestsTo('/api/user/password')[0] ?? []
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    })
    expect(lastToast()).toMatchObject({ title: 'Password Changed' })

    const reopened = await openPasswordDialog()
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(reopened.dialog.getByLabelText(label)).toHaveValue('')
    }
  })

  it('reports a wrong current password on the field and in a toast', async () => {
    serveAccount({
      password: () =>
        jsonResponse(
          { message: 'Current password is incorrect', errors: [{ path: 'currentPassword', message: 'Current password is incorrect' }] },
          400,
        ),
    })
    renderAccount('/account?tab=settings')
    const { user, dialog } = await openPasswordDialog()

    await submitPasswords({ user, dialog }, { current: 'wrong-one', next: 'new-secret-1', confirm: 'new-secret-1' })

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Password Change Failed',
        description: 'Current password is incorrect',
        variant: 'destructive',
      }),
    )
    expect(dialog.getByLabelText('Current Password')).toHaveAccessibleDescription('Current password is incorrect')
    expect(dialog.getByLabelText('New Password')).toHaveValue('new-secret-1')
  })

  it('falls back to its own words when the change fails without a message', async () => {
    serveAccount({ password: () => new Response('', { status: 500 }) })
    renderAccount('/account?tab=settings')
    const { user, dialog } = await openPasswordDialog()

    await submitPasswords({ user, dialog }, { current: 'old-secret', next: 'new-secret-1', confirm: 'new-secret-1' })

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Password Change Failed', description: 'Failed to change password' }))
  })
})
