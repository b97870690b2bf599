import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { accountOrderPath, invoiceFileName } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { companyRoutes, makeCompany } from '@/testing/companies'
import { makeOrder } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { amountRows } from '@/testing/order-amounts'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { AccountPage } from './account'

// Invoices and net terms in the account (docs/using-the-shop.md, "Invoices and net terms"): every
// order's invoice to download, a company order's PO number, terms and exemption in its details, the
// e-mails' link to one order, and the overdue invoices the company's members see.

const lastToast = () => useToastStore.getState().toasts[0]

/** An order of Lee Printing on net 30, for Ann (cus_1) unless said otherwise. */
const onTerms = (overrides: Parameters<typeof makeOrder>[0] = {}) =>
  makeOrder({
    paymentMethod: 'invoice',
    paymentTerms: 'net30',
    paymentDue: '2099-04-04',
    invoicePaid: false,
    companyName: 'Lee Printing Co.',
    ...overrides,
  })

const ORDERS = [
  // Past its due day, unpaid, placed by Bob: every member sees it overdue.
  onTerms({ id: '1071', paymentDue: '2020-02-04', userId: 'cus_2', customerName: 'Bob Kim', customerEmail: 'bob@example.com' }),
  // Past its due day but paid, or cancelled: not overdue.
  onTerms({ id: '1070', paymentDue: '2020-02-04', invoicePaid: true }),
  onTerms({ id: '1069', paymentDue: '2020-02-04', status: 'cancelled' }),
  // Not due yet.
  onTerms({ id: '1068', poNumber: 'PO-7781', taxExemptCertificate: 'R-44512', tax: '0.00', totalAmount: '249.99', taxRate: 0 }),
  makeOrder({ id: '1042' }),
]

/** Saves of a file through a link: its name and the blob behind its address. */
function captureDownloads() {
  const blobs = new Map<string, Blob>()
  let next = 0
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    next += 1
    blobs.set(`blob:test/${next}`, blob as Blob)
    return `blob:test/${next}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
  const saved: Array<{ name: string; blob: Blob | undefined }> = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') })
  })
  return saved
}

function renderAccount(route: string) {
  return renderWithProviders(<AccountPage />, { route })
}

const orderCard = (orderNumber: string) => screen.findByRole('article', { name: `Order #${orderNumber}` })

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
})

afterEach(() => {
  resetApiMock()
  vi.restoreAllMocks()
})

describe('AccountPage invoices', () => {
  it("downloads an order's invoice with the customer's token and saves it as invoice-INV-<number>.pdf", async () => {
    serveCustomer({ orders: ORDERS })
    const saved = captureDownloads()
    renderAccount('/account?tab=orders')

    await userEvent.click(within(await orderCard('1068')).getByRole('button', { name: 'View Details' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #1068' }))
    await userEvent.click(dialog.getByRole('button', { name: 'Download Invoice' }))

    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]!.name).toBe(invoiceFileName('1068'))
    expect(saved[0]!.name).toBe('invoice-INV-1068.pdf')
    expect(saved[0]!.blob?.type).toBe('application/pdf')
    expect(await saved[0]!.blob?.text()).toBe('%PDF-1.7 INV-1068')
    const [request] = sentRequests('GET', '/api/user/orders/1068/invoice')
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1')
    expect(request?.headers.get('Accept')).toBe('application/pdf')
    expect(dialog.getByRole('button', { name: 'Download Invoice' })).toBeEnabled()
  })

  it('says so when the invoice cannot be had, and saves nothing', async () => {
    serveCustomer({
      orders: ORDERS,
      override: ({ url }) => (url.pathname.endsWith('/invoice') ? jsonResponse({ message: 'Order not found' }, 404) : undefined),
    })
    const saved = captureDownloads()
    renderAccount('/account?tab=orders')

    await userEvent.click(within(await orderCard('1042')).getByRole('button', { name: 'View Details' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Order #1042' })).getByRole('button', { name: 'Download Invoice' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Invoice not downloaded', description: 'Order not found', variant: 'destructive' }))
    expect(saved).toHaveLength(0)
  })

  it("shows a company order's PO number, company, exemption and terms in its details", async () => {
    serveCustomer({ orders: ORDERS })
    renderAccount('/account?tab=orders')

    await userEvent.click(within(await orderCard('1068')).getByRole('button', { name: 'View Details' }))
    const dialog = await screen.findByRole('dialog', { name: 'Order #1068' })
    const details = within(dialog)
    expect(details.getByText('PO Number').nextElementSibling).toHaveTextContent('PO-7781')
    expect(details.getByText('Company').nextElementSibling).toHaveTextContent('Lee Printing Co.')
    expect(details.getByText('Payment Method').nextElementSibling).toHaveTextContent('Pay by invoice, net 30 — due April 4, 2099Awaiting payment')
    // The exemption in place of the tax line.
    expect(amountRows(dialog)).toEqual([
      'Subtotal $249.99',
      'Shipping FREE',
      'Tax exempt: certificate R-44512 $0.00',
      'Total $249.99',
      'Shipping Method Free Shipping',
    ])
  })

  it('says whether an invoice is paid, waiting for payment or overdue', async () => {
    serveCustomer({ orders: ORDERS })
    renderAccount('/account?tab=orders')
    const user = userEvent.setup()
    const paymentOf = async (orderNumber: string) => {
      await user.click(within(await orderCard(orderNumber)).getByRole('button', { name: 'View Details' }))
      const dialog = within(await screen.findByRole('dialog', { name: `Order #${orderNumber}` }))
      const text = dialog.getByText('Payment Method').nextElementSibling?.textContent
      await user.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
      return text
    }

    expect(await paymentOf('1071')).toBe('Pay by invoice, net 30 — due February 4, 2020Overdue')
    expect(await paymentOf('1070')).toBe('Pay by invoice, net 30 — due February 4, 2020Paid')
    // Nothing is owed on a cancelled order.
    expect(await paymentOf('1069')).toBe('Pay by invoice, net 30 — due February 4, 2020')
    expect(await paymentOf('1042')).toBe('Cash on Delivery')
  })

  it('marks the overdue invoices in the order list, a colleague’s included', async () => {
    serveCustomer({ orders: ORDERS })
    renderAccount('/account?tab=orders')

    expect(within(await orderCard('1071')).getByText('Overdue')).toHaveClass('bg-red-100')
    for (const orderNumber of ['1070', '1069', '1068', '1042']) {
      expect(within(await orderCard(orderNumber)).queryByText('Overdue')).not.toBeInTheDocument()
    }
  })
})

describe("AccountPage an order's own address (?order=)", () => {
  it("opens the order's details from the e-mails' link, and closing them leaves the list", async () => {
    serveCustomer({ orders: ORDERS })
    renderAccount(accountOrderPath('1068'))

    const dialog = await screen.findByRole('dialog', { name: 'Order #1068' })
    // The page behind the modal dialog is hidden from assistive technology while it is open.
    expect(screen.getByRole('tab', { name: 'Orders', selected: true, hidden: true })).toBeInTheDocument()
    expect(within(dialog).getByText('PO Number').nextElementSibling).toHaveTextContent('PO-7781')

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\?tab=orders$/)

    // View Details gives the open order an address of its own.
    await userEvent.click(within(await orderCard('1042')).getByRole('button', { name: 'View Details' }))
    expect(await screen.findByRole('dialog', { name: 'Order #1042' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=orders&order=1042')
  })

  it('says so when the order is not in the account', async () => {
    serveCustomer({ orders: ORDERS })
    renderAccount(accountOrderPath('9999'))

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find order #9999 in your account.')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\?tab=orders$/)
  })

  it('leaves the order behind for another tab', async () => {
    serveCustomer({ orders: ORDERS })
    renderAccount(accountOrderPath('1068'))

    await screen.findByRole('dialog', { name: 'Order #1068' })
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account\?tab=profile$/)
  })
})

describe('AccountPage company payment terms', () => {
  const serveCompany = (company = makeCompany(), orders = ORDERS) => serveCustomer({ orders, override: companyRoutes({ company }).override })

  it("shows the company's terms and how many of its invoices are overdue, with the way to its orders", async () => {
    serveCompany(makeCompany({ paymentTerms: 'net30' }))
    renderAccount('/account?tab=company')

    const details = within(await screen.findByRole('region', { name: 'Lee Printing Co.' }))
    const terms = details.getByText('Payment Terms').nextElementSibling
    expect(terms).toHaveTextContent('Net 30')
    expect(terms).toHaveTextContent('1 overdue invoice')
    await userEvent.click(details.getByRole('link', { name: 'View orders' }))
    expect(await screen.findByRole('tab', { name: 'Orders', selected: true })).toBeInTheDocument()
  })

  it('offers to ask about paying by invoice without terms, and counts nothing when nothing is overdue', async () => {
    serveCompany(makeCompany({ paymentTerms: null }), [makeOrder()])
    renderAccount('/account?tab=company')

    const details = within(await screen.findByRole('region', { name: 'Lee Printing Co.' }))
    expect(details.getByText('Payment Terms').nextElementSibling).toHaveTextContent(/^None — ask us about paying by invoice$/)
    expect(details.queryByText(/overdue/)).not.toBeInTheDocument()
  })
})
