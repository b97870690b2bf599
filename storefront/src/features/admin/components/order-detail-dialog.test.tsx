import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { AdminOrder } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { makeItem } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeAdminOrder, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { OrderDetailDialog } from './order-detail-dialog'
import { amountRows } from '@/testing/order-amounts'

const lastToast = () => useToastStore.getState().toasts[0]

/** An order of Reyes Diner Group on net 30, unpaid; `paymentDue` decides whether it is overdue (today is the real day, UTC). */
const onTerms = (overrides: Partial<AdminOrder> = {}) =>
  makeAdminOrder({
    id: '1042',
    orderId: 'order_1042',
    paymentMethod: 'invoice',
    paymentTerms: 'net30',
    paymentDue: '2099-04-04',
    invoicePaid: false,
    companyName: 'Reyes Diner Group',
    poNumber: 'PO-7731',
    ...overrides,
  })

const paymentCell = (dialog: HTMLElement) => within(dialog).getByText('Payment Method').nextSibling as HTMLElement
const invoiceSection = (dialog: HTMLElement) => within(dialog).getByRole('region', { name: 'Invoice INV-1042' })

const LONG_NAME = 'Epson SureColor P900 17-Inch Wide Format Photo Printer with Pigment Ink and Roll Paper Support'

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
  serveAdmin()
})
afterEach(() => {
  resetApiMock()
  vi.restoreAllMocks()
})

describe('OrderDetailDialog', () => {
  it('gives the product names the room: the id and the figures keep to one narrow line each', () => {
    const order = makeAdminOrder({
      id: '1042',
      items: [makeItem({ productId: 'prod_01JQ8ZK3M4N5P6Q7R8S9T0V1W2', productName: LONG_NAME, quantity: 12, price: 1299.99, total: '15599.88' })],
    })
    renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1042' })
    // Wider than the other large dialogs on large screens.
    expect(dialog).toHaveClass('md:max-w-3xl', 'lg:max-w-4xl', 'xl:max-w-5xl')
    const table = within(dialog).getByRole('table', { name: 'Order items' })
    // It scrolls sideways in its own box on a phone.
    expect(table.parentElement).toHaveClass('overflow-x-auto')

    const headers = within(table).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual(['Product', 'Product ID', 'Quantity', 'Price', 'Total'])
    const [name, ...narrow] = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')
    expect(name).toHaveTextContent(LONG_NAME)
    expect(name).not.toHaveClass('whitespace-nowrap')
    expect(headers[0]).not.toHaveClass('whitespace-nowrap')
    expect(narrow.map((cell) => cell.textContent)).toEqual(['prod_01JQ8ZK3M4N5P6Q7R8S9T0V1W2', '12', '$1,299.99', '$15,599.88'])
    for (const cell of [...narrow, ...headers.slice(1)]) expect(cell).toHaveClass('whitespace-nowrap', 'w-px')
  })

  it("shows the order's amounts, with the promo code's discount between the subtotal and the shipping", () => {
    const order = makeAdminOrder({ id: '1046', subtotal: '300.00', promoCode: 'SPRING10', discountAmount: '30.00', tax: '21.60', totalAmount: '291.60' })
    renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1046' })
    const rows = amountRows(dialog)
    expect(rows).toEqual(['Subtotal $300.00', 'Discount (SPRING10) -$30.00', 'Shipping FREE', 'Tax $21.60', 'Total $291.60', 'Shipping Method Free Shipping'])
  })

  it('shows the lines returned, the refund and the net paid, as the customer sees them', () => {
    const order = makeAdminOrder({
      id: '1049',
      items: [makeItem({ productName: 'After Printer', quantity: 2, price: 50, total: '100.00', returnedQuantity: 1 })],
      subtotal: '100.00',
      tax: '8.00',
      totalAmount: '108.00',
      refundedAmount: '54.00',
    })
    renderWithProviders(<OrderDetailDialog order={order} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1049' })
    const rows = amountRows(dialog)
    expect(rows).toEqual(['Subtotal $100.00', 'Shipping FREE', 'Tax $8.00', 'Total $108.00', 'Refunded (returns) -$54.00', 'Net Paid $54.00', 'Shipping Method Free Shipping'])
    const [, , quantity] = within(within(dialog).getByRole('table', { name: 'Order items' }).querySelectorAll('tbody tr')[0] as HTMLElement).getAllByRole('cell')
    expect(quantity).toHaveTextContent('21 returned')
  })

  it('shows no discount line for an order without a promo code', () => {
    renderWithProviders(<OrderDetailDialog order={makeAdminOrder({ id: '1042' })} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1042' })
    expect(within(dialog).getByText('Subtotal')).toBeInTheDocument()
    expect(within(dialog).queryByText(/^Discount/)).not.toBeInTheDocument()
  })
})

describe('the invoice in the order dialog', () => {
  it("shows an order on terms: pay by invoice, its terms and due day, awaiting payment; its company and PO number", () => {
    renderWithProviders(<OrderDetailDialog order={onTerms()} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog', { name: 'Order #1042' })
    expect(paymentCell(dialog)).toHaveTextContent('Pay by invoice, net 30 — due April 4, 2099Awaiting payment')
    const invoice = invoiceSection(dialog)
    expect(within(invoice).getByText('Company').nextSibling).toHaveTextContent('Reyes Diner Group')
    expect(within(invoice).getByText('PO Number').nextSibling).toHaveTextContent('PO-7731')
    expect(within(invoice).queryByText('Sales Tax')).not.toBeInTheDocument()
    expect(within(invoice).getByRole('button', { name: 'Mark Invoice Paid' })).toBeInTheDocument()
  })

  it('says Overdue once the due day has passed unpaid', () => {
    renderWithProviders(<OrderDetailDialog order={onTerms({ paymentDue: '2025-04-04' })} onClose={() => {}} />)

    const state = within(paymentCell(screen.getByRole('dialog'))).getByText('Overdue')
    expect(state).toHaveClass('bg-red-100')
  })

  it('says Paid for a paid invoice, and offers no Mark Invoice Paid', () => {
    renderWithProviders(<OrderDetailDialog order={onTerms({ paymentDue: '2025-04-04', invoicePaid: true, status: 'delivered' })} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog')
    expect(within(paymentCell(dialog)).getByText('Paid')).toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Mark Invoice Paid' })).not.toBeInTheDocument()
  })

  it("shows the tax exemption the order was exempted by; an order not on terms keeps its payment method and offers its invoice only", () => {
    renderWithProviders(<OrderDetailDialog order={makeAdminOrder({ id: '1042', taxExemptCertificate: 'RS-48213' })} onClose={() => {}} />)

    const dialog = screen.getByRole('dialog')
    expect(paymentCell(dialog)).toHaveTextContent(/^Cash on Delivery$/)
    const invoice = invoiceSection(dialog)
    expect(within(invoice).getByText('Sales Tax').nextSibling).toHaveTextContent('Tax exempt: certificate RS-48213')
    expect(within(invoice).queryByText('PO Number')).not.toBeInTheDocument()
    expect(within(invoice).queryByRole('button', { name: 'Mark Invoice Paid' })).not.toBeInTheDocument()
    expect(within(invoice).getByRole('button', { name: 'Download Invoice' })).toBeInTheDocument()
  })

  it('marks the invoice paid once confirmed, and shows it paid', async () => {
    serveAdmin({
      'POST /api/admin/orders/1042/invoice-paid': () => jsonResponse({ ...onTerms({ paymentDue: '2025-04-04', invoicePaid: true }), paymentStatus: 'paid', emails: [] }),
    })
    renderWithProviders(<OrderDetailDialog order={onTerms({ paymentDue: '2025-04-04' })} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Order #1042' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Invoice Paid' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Mark INV-1042 paid?' })
    // Nothing is sent before it is confirmed.
    expect(sentRequests('POST /api/admin/orders/1042/invoice-paid')).toHaveLength(0)
    await userEvent.click(within(confirm).getByRole('button', { name: 'Mark Invoice Paid' }))

    await waitFor(() => expect(within(paymentCell(dialog)).getByText('Paid')).toBeInTheDocument())
    expect(sentRequests('POST /api/admin/orders/1042/invoice-paid')).toHaveLength(1)
    expect(sentRequests('POST /api/admin/orders/1042/invoice-paid')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Mark Invoice Paid' })).not.toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Invoice Paid', description: 'INV-1042 of order #1042 is marked paid.' })
  })

  it("shows the server's refusal (409)", async () => {
    serveAdmin({ 'POST /api/admin/orders/1042/invoice-paid': () => jsonResponse({ message: 'This invoice is already paid.' }, 409) })
    renderWithProviders(<OrderDetailDialog order={onTerms()} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Order #1042' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Invoice Paid' }))
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark Invoice Paid' }))

    expect(await within(invoiceSection(dialog)).findByRole('alert')).toHaveTextContent('This invoice is already paid.')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('downloads the invoice PDF with the staff token', async () => {
    serveAdmin({
      'GET /api/admin/orders/1042/invoice': () =>
        new Response(new Blob(['%PDF-1.7 invoice'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="invoice-INV-1042.pdf"' },
        }),
    })
    let saved: Blob | undefined
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved = blob
      return 'blob:invoice'
    })
    URL.revokeObjectURL = vi.fn()
    let link: { download: string; href: string } | undefined
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      link = { download: this.download, href: this.href }
    })
    renderWithProviders(<OrderDetailDialog order={makeAdminOrder({ id: '1042' })} onClose={() => {}} />)

    await userEvent.click(screen.getByRole('button', { name: 'Download Invoice' }))

    await waitFor(() => expect(link?.download).toBe('invoice-INV-1042.pdf'))
    expect(await saved!.text()).toBe('%PDF-1.7 invoice')
    expect(sentRequests('GET /api/admin/orders/1042/invoice')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('names the file itself when the server does not, and says when the download fails', async () => {
    let fail = false
    serveAdmin({
      'GET /api/admin/orders/1042/invoice': () =>
        fail ? jsonResponse({ message: 'Order not found' }, 404) : new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' })),
    })
    URL.createObjectURL = vi.fn(() => 'blob:invoice')
    URL.revokeObjectURL = vi.fn()
    let link: { download: string; href: string } | undefined
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      link = { download: this.download, href: this.href }
    })
    renderWithProviders(<OrderDetailDialog order={makeAdminOrder({ id: '1042' })} onClose={() => {}} />)

    await userEvent.click(screen.getByRole('button', { name: 'Download Invoice' }))
    await waitFor(() => expect(link?.download).toBe('invoice-INV-1042.pdf'))

    fail = true
    await userEvent.click(screen.getByRole('button', { name: 'Download Invoice' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Download Failed', description: 'Order not found' }))
  })
})
