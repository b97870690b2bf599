import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Order, User } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { createQueryClient } from '@/lib/query-client'
import { orderKeys } from '@/lib/query-keys'
import { useCartStore } from '@/stores/cart-store'
import { makeAddress, makeItem, makeOrder, makeUser } from '@/testing/fixtures'
import { fetchMock, jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { checkoutRoutes } from '../testing/checkout-routes'

/** The signed-in customer's order list (account, tracking). */
const userOrdersQueryKey = orderKeys.list({ scope: 'mine' })

const customer: User = makeUser({ id: 'user_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: '9185550100' })


function fillCart() {
  const cart = useCartStore.getState()
  cart.addItem({ id: 'prod_printer', name: 'LaserJet Pro', price: '249.99', image: 'laserjet.svg' })
  cart.addItem({ id: 'prod_scanner', name: 'ScanSnap', price: '89.50', image: 'scansnap.svg' }, 2)
}

/** The order the server makes of the filled cart and form (see fillCart and fillAddress). */
function placedOrder(overrides: Partial<Order> = {}): Order {
  const address = makeAddress({ firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: 'Suite 5' })
  return makeOrder({
    createdAt: '2025-03-05T15:30:00.000Z',
    updatedAt: '2025-03-05T15:30:00.000Z',
    userId: customer.id,
    customerEmail: customer.email,
    customerName: 'Jane Doe',
    customerPhone: customer.phone,
    shippingAddress: address,
    billingAddress: address,
    items: [
      makeItem({ productId: 'prod_printer', productName: 'LaserJet Pro' }),
      makeItem({ productId: 'prod_scanner', productName: 'ScanSnap', quantity: 2, price: 89.5, total: '179.00' }),
    ],
    subtotal: '428.99',
    tax: '34.32',
    totalAmount: '463.31',
    status: 'pending',
    ...overrides,
  })
}

type OrderAnswer = () => Response | Promise<Response>

/** Serves the signed-in customer and answers each POST /api/orders with the next answer (the last one repeats). */
function serve({ user = customer, answers = [() => jsonResponse(placedOrder(), 201)] }: { user?: User | null; answers?: OrderAnswer[] } = {}) {
  let posts = 0
  mockApi((url) => {
    if (url.pathname === '/api/auth/user') return user ? jsonResponse(user) : jsonResponse({ message: 'Unauthorized' }, 401)
    if (url.pathname === '/api/orders') {
      const answer = answers[Math.min(posts, answers.length - 1)]!
      posts += 1
      return answer()
    }
    if (url.pathname === '/api/user/orders') return jsonResponse([])
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

/** The JSON bodies sent to POST /api/orders, in order. */
function orderBodies(): Array<Record<string, unknown>> {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input) === '/api/orders' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>)
}

function renderCheckout(queryClient = createQueryClient()) {
  return renderWithProviders(checkoutRoutes, { route: '/checkout', queryClient })
}

const step = (name: RegExp) => screen.getByRole('region', { name })
const lastToast = () => useToastStore.getState().toasts[0]

async function fillAddress(region: HTMLElement) {
  const field = (label: string) => within(region).getByLabelText(label)
  await userEvent.clear(field('First Name'))
  await userEvent.type(field('First Name'), 'Jane')
  await userEvent.clear(field('Last Name'))
  await userEvent.type(field('Last Name'), 'Doe')
  await userEvent.type(field('Street Address'), '100 Main Street')
  await userEvent.type(field('Apartment, suite, etc. (optional)'), 'Suite 5')
  await userEvent.type(field('City'), 'Tulsa')
  await userEvent.selectOptions(field('State'), 'OK')
  await userEvent.type(field('ZIP Code'), '74103')
}

/** Fills the shipping address and ticks 'Same as shipping address': the rest is prefilled. */
async function fillValidForm() {
  await fillAddress(await screen.findByRole('region', { name: /Shipping Address/ }))
  await userEvent.click(screen.getByLabelText('Same as shipping address'))
}

/** Orders placed in a test empty the cart a moment later; wait for it so it cannot reach the next test. */
async function cartCleared() {
  await waitFor(() => expect(useCartStore.getState().items).toEqual([]))
}

const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Processing/ })

/** Serves the given answers to POST /api/orders, fills in a valid form and places the order. */
async function placeOrderAnswering(...answers: OrderAnswer[]) {
  serve({ answers })
  renderCheckout()
  await fillValidForm()
  await userEvent.click(placeOrderButton())
}

const orderSummary = () => screen.getByRole('complementary', { name: 'Order Summary' })

beforeEach(() => {
  useCartStore.getState().clearCart()
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('CheckoutPage access', () => {
  it("shows 'Loading...' while the sign-in state loads", () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
    fillCart()
    mockApi(() => new Promise<Response>(() => {}))
    renderCheckout()

    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
  })

  it('asks a visitor to sign in, with ways back to checkout', () => {
    fillCart()
    serve({ user: null })
    renderCheckout()

    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/checkout')
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?redirect=/checkout')
    expect(screen.getByRole('link', { name: 'Back to Cart' })).toHaveAttribute('href', '/cart')
  })

  it('sends a signed-in customer with an empty cart back to the cart', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
    serve()
    renderCheckout()

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'))
  })
})

describe('CheckoutPage form', () => {
  beforeEach(() => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
    fillCart()
  })

  it("says that order e-mails go to the account's address when another one is typed", async () => {
    serve()
    renderCheckout()
    const email = await screen.findByLabelText('Email Address')
    expect(email).not.toHaveAccessibleDescription(/account's e-mail/)
    await userEvent.clear(email)
    await userEvent.type(email, 'someone.else@example.com')
    expect(email).toHaveAccessibleDescription(
      "Order confirmations and updates go to your account's e-mail, jane@example.com. You can change it in your profile.",
    )
  })

  it('shows the four steps prefilled from the customer, cash on delivery and billing not the same', async () => {
    serve()
    renderCheckout()

    expect(await screen.findByRole('heading', { name: 'Step 1: Contact Information' })).toHaveAttribute('tabindex', '-1')
    expect(screen.getByRole('heading', { name: 'Step 2: Shipping Address' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Step 3: Billing Address' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Step 4: Payment Method' })).toBeInTheDocument()
    expect(document.title).toBe('Checkout - PrintShop Pro')

    expect(screen.getByLabelText('Email Address')).toHaveValue('jane@example.com')
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Doe')
    expect(screen.getByLabelText('Phone Number (optional)')).toHaveValue('9185550100')
    expect(within(step(/Shipping Address/)).getByLabelText('First Name')).toHaveValue('Jane')
    expect(within(step(/Shipping Address/)).getByLabelText('Last Name')).toHaveValue('Doe')
    expect(within(step(/Billing Address/)).getByLabelText('First Name')).toHaveValue('')
    expect(screen.getByLabelText('Same as shipping address')).not.toBeChecked()
    expect(screen.getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument()

    const stateSelect = within(step(/Shipping Address/)).getByLabelText('State')
    const codes = within(stateSelect).getAllByRole('option').map((option) => option.getAttribute('value')).filter(Boolean)
    // The 50 states and the District of Columbia (docs/decisions.md, "Checkout").
    expect(codes).toHaveLength(51)
    expect(codes).toContain('OK')
    expect(codes).toContain('DC')
  })

  it('shows the order summary beside the form', async () => {
    serve()
    renderCheckout()

    const summary = await screen.findByRole('complementary', { name: 'Order Summary' })
    expect(within(summary).getByText('LaserJet Pro')).toBeInTheDocument()
    expect(within(summary).getByText('Qty 2 × $89.50')).toBeInTheDocument()
    expect(within(summary).getByText('$179.00')).toBeInTheDocument()
    expect(within(summary).getByText('$428.99')).toBeInTheDocument()
    expect(within(summary).getByText('FREE')).toBeInTheDocument()
    expect(within(summary).getByText('$34.32')).toBeInTheDocument()
    expect(within(summary).getByText('$463.31')).toBeInTheDocument()
  })

  it('hides the billing fields while billing is the same as shipping', async () => {
    serve()
    renderCheckout()
    const billing = await screen.findByRole('region', { name: /Billing Address/ })

    await userEvent.click(within(billing).getByLabelText('Same as shipping address'))
    expect(within(billing).queryByLabelText('First Name')).not.toBeInTheDocument()
    await userEvent.click(within(billing).getByLabelText('Same as shipping address'))
    expect(within(billing).getByLabelText('First Name')).toBeInTheDocument()
  })

  it('shows every message of an invalid form at once, with a toast, and focuses the first invalid field', async () => {
    serve({ user: { ...customer, firstName: '', lastName: '', phone: null } })
    renderCheckout()
    await userEvent.clear(await screen.findByLabelText('Email Address'))
    await userEvent.type(screen.getByLabelText('Email Address'), 'not-an-email')

    await userEvent.click(placeOrderButton())

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Name is required')).toBeInTheDocument()
    for (const message of ['First name is required', 'Last name is required', 'Address is required', 'City is required', 'State is required', 'ZIP code is required']) {
      // Once for shipping, once for billing.
      expect(screen.getAllByText(message)).toHaveLength(2)
    }
    expect(screen.getByText('Billing address is required when different from shipping address')).toBeInTheDocument()
    expect(lastToast()).toMatchObject({
      title: 'Please fill in all required fields',
      description: 'Check the form for any missing or invalid information.',
    })
    expect(screen.getByLabelText('Email Address')).toHaveFocus()
    expect(screen.getByLabelText('Email Address')).toHaveAccessibleDescription('Please enter a valid email address')
    expect(orderBodies()).toHaveLength(0)
  })

  it('focuses the first invalid field further down the form', async () => {
    serve()
    renderCheckout()
    await fillAddress(await screen.findByRole('region', { name: /Shipping Address/ }))
    await userEvent.clear(within(step(/Shipping Address/)).getByLabelText('ZIP Code'))
    await userEvent.type(within(step(/Shipping Address/)).getByLabelText('ZIP Code'), '741')
    await userEvent.click(screen.getByLabelText('Same as shipping address'))

    await userEvent.click(placeOrderButton())

    const zip = within(step(/Shipping Address/)).getByLabelText('ZIP Code')
    await waitFor(() => expect(zip).toHaveFocus())
    // The spec's message, after the hint that says what a whole ZIP code is.
    expect(zip).toHaveAccessibleDescription('5 digits, or ZIP+4 ZIP code is required')
    expect(within(step(/Shipping Address/)).getByText('ZIP code is required')).toBeVisible()
  })

  it('requires valid card details only when paying with card', async () => {
    serve()
    renderCheckout()
    await fillValidForm()
    await userEvent.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }))
    await userEvent.type(screen.getByLabelText('Card Number'), '4242 4242 4242 4242')
    await userEvent.type(screen.getByLabelText('Expiry Date'), '13/30')
    await userEvent.type(screen.getByLabelText('CVV'), '12')

    await userEvent.click(placeOrderButton())

    // Each field says what is wrong with it; a good card number is not marked, and the spec's message
    // stands above the card fields.
    expect(await screen.findByLabelText('Expiry Date')).toHaveAccessibleDescription('Please enter the expiry date as MM/YY')
    const payment = screen.getByRole('region', { name: /Payment Method/ })
    expect(within(payment).getAllByRole('alert').map((alert) => alert.textContent)).toContain('Card details are required when paying with card')
    expect(screen.getByLabelText('Card Number')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('CVV')).toHaveAccessibleDescription('Please enter the 3 or 4 digit security code')
    expect(screen.getByLabelText('Name on Card')).toHaveAccessibleDescription('Please enter the name on the card')
    expect(screen.getByLabelText('Expiry Date')).toHaveFocus()

    // Switching to cash on delivery drops the card checks.
    await userEvent.click(screen.getByRole('radio', { name: /Cash on Delivery/ }))
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument()
    await userEvent.click(placeOrderButton())
    await waitFor(() => expect(orderBodies()).toHaveLength(1))
    await cartCleared()
  })

  it('shapes the expiry date as it is typed: 1229 becomes 12/29, and a card typed without spaces is accepted', async () => {
    serve()
    renderCheckout()
    await fillValidForm()
    await userEvent.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }))
    await userEvent.type(screen.getByLabelText('Card Number'), '4242424242424242')
    await userEvent.type(screen.getByLabelText('Expiry Date'), '1229')
    expect(screen.getByLabelText('Expiry Date')).toHaveValue('12/29')
    await userEvent.type(screen.getByLabelText('CVV'), '123')
    await userEvent.type(screen.getByLabelText('Name on Card'), 'Jane Doe')
    await userEvent.click(placeOrderButton())
    await waitFor(() => expect(orderBodies()).toHaveLength(1))
    expect(screen.queryByText('Card details are required when paying with card')).not.toBeInTheDocument()
    await cartCleared()
  })

  it('rejects a short card number with the card message', async () => {
    serve()
    renderCheckout()
    await fillValidForm()
    await userEvent.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }))
    await userEvent.type(screen.getByLabelText('Card Number'), '4242 4242')
    await userEvent.type(screen.getByLabelText('Expiry Date'), '12/30')
    await userEvent.type(screen.getByLabelText('CVV'), '123')
    await userEvent.type(screen.getByLabelText('Name on Card'), 'Jane Doe')

    await userEvent.click(placeOrderButton())

    expect(await screen.findByText('Card details are required when paying with card')).toBeInTheDocument()
    expect(screen.getByLabelText('Expiry Date')).not.toHaveAttribute('aria-invalid')
    expect(orderBodies()).toHaveLength(0)
  })
})

describe('CheckoutPage placing the order', () => {
  beforeEach(() => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
    fillCart()
  })

  it('sends the order without card data, confirms it and empties the cart', async () => {
    serve({ answers: [() => jsonResponse(placedOrder({ paymentMethod: 'pay_with_card' }), 201)] })
    const queryClient = createQueryClient()
    queryClient.setQueryData(userOrdersQueryKey, [])
    renderCheckout(queryClient)
    await fillValidForm()
    await userEvent.click(screen.getByRole('radio', { name: /Credit \/ Debit Card/ }))
    await userEvent.type(screen.getByLabelText('Card Number'), '4242 4242 4242 4242')
    await userEvent.type(screen.getByLabelText('Expiry Date'), '12/30')
    await userEvent.type(screen.getByLabelText('CVV'), '123')
    await userEvent.type(screen.getByLabelText('Name on Card'), 'Jane Doe')

    await userEvent.click(placeOrderButton())

    const heading = await screen.findByRole('heading', { name: 'Order Confirmed!' })
    const [body] = orderBodies()
    const address = { firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: 'Suite 5', city: 'Tulsa', state: 'OK', zipCode: '74103', country: 'US' }
    expect(body).toEqual({
      sessionId: expect.stringMatching(/^checkout_\d{13}_/) as unknown,
      userId: 'user_1',
      customerEmail: 'jane@example.com',
      customerName: 'Jane Doe',
      customerPhone: '9185550100',
      shippingAddress: address,
      billingAddress: address,
      totalAmount: '463.31',
      // The cheapest of the shop's options for the cart ($428.99 ships free under the seeded settings).
      shippingOptionId: 'so_free',
      items: [
        { productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 1, price: 249.99, total: '249.99' },
        { productId: 'prod_scanner', productName: 'ScanSnap', quantity: 2, price: 89.5, total: '179.00' },
      ],
      paymentMethod: 'pay_with_card',
    })
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === '/api/orders')!
    expect(String(init?.body)).not.toMatch(/4242|12\/30|cvv|card(Number|Name)/)
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1')

    expect(lastToast()).toMatchObject({ title: 'Order placed successfully!', description: 'Your order #1042 has been confirmed.' })
    // The confirmation has its own address, which a reload or Back finds again.
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirmation/1042')
    expect(heading).toHaveFocus()
    expect(document.title).toBe('Order Confirmed - PrintShop Pro')
    expect(screen.getByText('#1042')).toBeInTheDocument()
    const items = screen.getByRole('table')
    expect(within(items).getByRole('row', { name: /^ScanSnap.*2 \$89\.50 \$179\.00$/ })).toBeInTheDocument()
    expect(screen.getByText('Total Amount').nextElementSibling).toHaveTextContent('$463.31')
    expect(screen.getByText('Credit / Debit Card')).toBeInTheDocument()
    const delivery = screen.getByText(/100 Main Street/)
    for (const line of ['Jane Doe', 'Suite 5', 'Tulsa, OK 74103', 'United States']) expect(delivery).toHaveTextContent(line)
    expect(screen.getByText('jane@example.com')).toBeInTheDocument()
    expect(screen.getByText('9185550100')).toBeInTheDocument()
    expect(screen.getByText('Order Confirmed')).toBeInTheDocument()
    expect(screen.getByText('March 5, 2025 at 3:30 PM')).toBeInTheDocument()
    expect(screen.getByText('1-2 business days')).toBeInTheDocument()
    expect(screen.getByText('Tracking info to follow')).toBeInTheDocument()
    expect(screen.getByText('Expected by March 12, 2025')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute('href', '/track?order=1042')
    expect(screen.getByRole('link', { name: 'Get Support' })).toHaveAttribute('href', '/support')
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
    expect(screen.getByRole('link', { name: '(918) 555-0142' })).toHaveAttribute('href', 'tel:+19185550142')
    expect(screen.getByRole('link', { name: 'support@printshoppro.com' })).toHaveAttribute('href', 'mailto:support@printshoppro.com')

    // The cart goes a moment later; the confirmation stays.
    await cartCleared()
    expect(screen.getByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(queryClient.getQueryState(userOrdersQueryKey)?.isInvalidated).toBe(true)
  })

  it("reads 'Processing...' while the order is sent", async () => {
    let answer: (response: Response) => void = () => {}
    serve({ answers: [() => new Promise<Response>((resolve) => (answer = resolve))] })
    renderCheckout()
    await fillValidForm()

    await userEvent.click(placeOrderButton())

    await waitFor(() => expect(placeOrderButton()).toHaveTextContent('Processing...'))
    expect(placeOrderButton()).toBeDisabled()
    answer(jsonResponse(placedOrder(), 201))
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    await cartCleared()
  })

  it('sends a visitor whose session ended to sign in after a second', async () => {
    await placeOrderAnswering(() => jsonResponse({ message: 'Unauthorized' }, 401))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Please sign in',
        description: 'You need to be signed in to place an order. Redirecting...',
      }),
    )
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/checkout$/)
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/checkout'), { timeout: 2000 })
    expect(useCartStore.getState().items).toHaveLength(2)
  })

  it('shows a stock problem and offers to lower the quantity', async () => {
    await placeOrderAnswering(
      () =>
        jsonResponse({ code: 'insufficient_stock', message: 'Only 1 left of "ScanSnap"', productId: 'prod_scanner', available: 1 }, 409),
    )

    const summary = orderSummary()
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Only 1 left of "ScanSnap"')
    expect(lastToast()).toMatchObject({ title: 'Order failed', description: 'Only 1 left of "ScanSnap"', variant: 'destructive' })
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument()

    await userEvent.click(within(summary).getByRole('button', { name: 'Change quantity to 1' }))
    expect(useCartStore.getState().items.find((item) => item.productId === 'prod_scanner')?.quantity).toBe(1)
    expect(within(summary).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the ceiling on unpaid units of a product and offers to lower the quantity to what may still be ordered', async () => {
    const message = 'You can order 2 more of "ScanSnap" until your earlier orders are paid (at most 10 of one product in unpaid orders).'
    await placeOrderAnswering(() => jsonResponse({ code: 'quantity_limit', message, productId: 'prod_scanner', limit: 10, available: 2 }, 409))

    const summary = orderSummary()
    expect(await within(summary).findByRole('alert')).toHaveTextContent(message)
    await userEvent.click(within(summary).getByRole('button', { name: 'Change quantity to 2' }))
    expect(useCartStore.getState().items.find((item) => item.productId === 'prod_scanner')?.quantity).toBe(2)
  })

  it('offers to remove a product that sold out', async () => {
    await placeOrderAnswering(
      () =>
        jsonResponse({ code: 'insufficient_stock', message: '"ScanSnap" is out of stock. Please remove it from your cart.', productId: 'prod_scanner', available: 0 }, 409),
    )

    const summary = orderSummary()
    await userEvent.click(await within(summary).findByRole('button', { name: 'Remove ScanSnap' }))
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual(['prod_printer'])
  })

  it.each([400, 409])('offers to remove a product the shop no longer sells (HTTP %i)', async (status) => {
    const message = 'Product prod_scanner does not exist or is no longer sold.'
    await placeOrderAnswering(
      () =>
        jsonResponse(
          { code: 'unknown_product', message, productId: 'prod_scanner', errors: [{ path: 'items.1.productId', message }] },
          status,
        ),
    )

    const summary = orderSummary()
    expect(await within(summary).findByRole('alert')).toHaveTextContent(message)
    expect(lastToast()).toMatchObject({ title: 'Order failed', description: message, variant: 'destructive' })
    await userEvent.click(within(summary).getByRole('button', { name: 'Remove ScanSnap' }))
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual(['prod_printer'])
  })

  it("takes the server's prices after a total mismatch and resubmits with the same session", async () => {
    const mismatch = {
      code: 'total_mismatch',
      message: 'Prices have changed since you added these items. Please review your order.',
      subtotal: '448.99',
      shippingCost: '0.00',
      tax: '35.92',
      totalAmount: '484.91',
      items: [
        { productId: 'prod_printer', price: '269.99' },
        { productId: 'prod_scanner', price: 89.5 },
      ],
    }
    await placeOrderAnswering(() => jsonResponse(mismatch, 409), () => jsonResponse(placedOrder({ totalAmount: '484.91' }), 201))

    const summary = orderSummary()
    expect(await within(summary).findByRole('alert')).toHaveTextContent('Prices have changed since you added these items. Please review your order.')
    expect(lastToast()).toMatchObject({ title: 'Order failed', description: mismatch.message, variant: 'destructive' })
    expect(useCartStore.getState().items.map((item) => item.product.price)).toEqual(['269.99', '89.50'])
    expect(within(summary).getByText('$448.99')).toBeInTheDocument()
    expect(within(summary).getByText('$35.92')).toBeInTheDocument()
    expect(within(summary).getByText('$484.91')).toBeInTheDocument()

    await userEvent.click(placeOrderButton())

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    const [first, second] = orderBodies()
    expect(second?.totalAmount).toBe('484.91')
    expect(second?.sessionId).toBe(first?.sessionId)
    await cartCleared()
  })

  it('reports any other failure and reuses the session id when the shopper tries again', async () => {
    await placeOrderAnswering(() => new Response('Internal Server Error', { status: 500 }), () => jsonResponse(placedOrder(), 200))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Order failed',
        description: 'There was an error placing your order. Please try again.',
        variant: 'destructive',
      }),
    )
    expect(placeOrderButton()).toHaveTextContent('Place Order')
    expect(placeOrderButton()).toBeEnabled()
    // The failure's toast appears at the top of the screen, clear of Place Order at the bottom.
    expect(useToastStore.getState().placement).toBe('top')

    await userEvent.click(placeOrderButton())

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    const bodies = orderBodies()
    expect(bodies).toHaveLength(2)
    expect(bodies[1]?.sessionId).toBe(bodies[0]?.sessionId)
    await cartCleared()
  })

  it("shows the server's field messages of a rejected form", async () => {
    await placeOrderAnswering(
      () =>
        jsonResponse({ message: 'Invalid order', errors: [{ path: 'shippingAddress.zipCode', message: 'ZIP code does not match the state' }] }, 400),
    )

    expect(await screen.findByText('ZIP code does not match the state')).toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Order failed' })
  })
})

describe('CheckoutPage preparing the order', () => {
  beforeEach(() => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
    fillCart()
  })

  /** The JSON bodies sent to POST /api/checkout, in order. */
  const prepareBodies = () =>
    fetchMock.mock.calls
      .filter(([input, init]) => String(input) === '/api/checkout' && init?.method === 'POST')
      .map(([, init]) => JSON.parse(String(init?.body)) as { sessionId: string; items: unknown[] })

  it('prepares the order while the form is filled in, with the checkout the order then names, and again when the cart changes', async () => {
    serve()
    renderCheckout()
    await waitFor(() => expect(prepareBodies()).toHaveLength(1))
    const [first] = prepareBodies()
    expect(first.items).toEqual([
      { productId: 'prod_printer', quantity: 1 },
      { productId: 'prod_scanner', quantity: 2 },
    ])

    const scanner = useCartStore.getState().items.find((item) => item.productId === 'prod_scanner')!
    act(() => useCartStore.getState().updateQuantity(scanner.id, 1))
    await waitFor(() => expect(prepareBodies()).toHaveLength(2))
    expect(prepareBodies()[1]).toEqual({ sessionId: first.sessionId, items: [{ productId: 'prod_printer', quantity: 1 }, { productId: 'prod_scanner', quantity: 1 }] })

    await fillValidForm()
    await userEvent.click(placeOrderButton())
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(orderBodies()[0].sessionId).toEqual(first.sessionId)
    // Typing sends nothing until the address is complete; then it is priced for its state (here
    // again by Place Order, as preparing failed), and nothing more once the order is placed.
    const later = prepareBodies().slice(2)
    expect(later.length).toBeGreaterThan(0)
    for (const body of later) expect(body).toMatchObject({ sessionId: first.sessionId, shippingAddress: { state: 'OK', zipCode: '74103' } })
    const sent = prepareBodies().length
    await cartCleared()
    expect(prepareBodies()).toHaveLength(sent)
  })

  it('places the order when preparing it failed, without a word about it', async () => {
    // serve() answers POST /api/checkout with 404.
    await placeOrderAnswering(() => jsonResponse(placedOrder(), 201))
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(prepareBodies().length).toBeGreaterThan(0)
    expect(useToastStore.getState().toasts.map((toast) => toast.title)).toEqual(['Order placed successfully!'])
    await cartCleared()
  })
})
