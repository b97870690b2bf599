import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeOrder, makeUser } from '@/testing/fixtures'
import { fetchMock, jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { invoicePdf } from '@/testing/serve-customer'
import { OrderConfirmationPage } from './order-confirmation'

const page = (
  <Routes>
    <Route path="/checkout/confirmation/:orderNumber" element={<OrderConfirmationPage />} />
  </Routes>
)

/** The shop's API for a signed-in customer whose only order is #1042. */
function serve({ signedIn = true, orderAnswer = () => jsonResponse(makeOrder({ id: '1042' })) } = {}) {
  if (signedIn) localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
  mockApi((url) => {
    if (url.pathname === '/api/auth/user') return signedIn ? jsonResponse(makeUser()) : jsonResponse({ message: 'Unauthorized' }, 401)
    if (url.pathname === '/api/user/orders/1042') return orderAnswer()
    if (url.pathname === '/api/user/orders/1042/invoice') return invoicePdf('1042')
    if (url.pathname.startsWith('/api/user/orders/')) return jsonResponse({ message: 'Order not found' }, 404)
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

describe('OrderConfirmationPage (/checkout/confirmation/{number})', () => {
  afterEach(() => {
    resetApiMock()
    localStorage.clear()
    vi.restoreAllMocks()
  })

  it('shows the confirmation of the customer’s own order after a reload, read from the server', async () => {
    serve()
    renderWithProviders(page, { route: '/checkout/confirmation/1042' })
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(screen.getByText('#1042')).toBeInTheDocument()
    expect(document.title).toBe('Order Confirmed - PrintShop Pro')
    expect(requestedUrls().map((url) => url.pathname)).toContain('/api/user/orders/1042')
  })

  it('shows the real state of an order that has moved on: cancelled, shipped, delivered, returned', async () => {
    // The confirmation e-mail's link opens this page long after the order was placed.
    const timeline = () => screen.getByRole('region', { name: 'Order Timeline' })
    const done = () => within(timeline()).queryAllByText('(done)').map((mark) => mark.parentElement?.textContent?.replace(' (done)', ''))
    const cases = [
      { order: { status: 'cancelled', updatedAt: '2025-03-01T13:00:00.000Z' }, heading: 'Order Cancelled', text: /was cancelled and will not be shipped/, steps: ['Order Confirmed', 'Cancelled'] },
      { order: { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z999' }, heading: 'Order Shipped', text: /on its way with UPS, tracking number 1Z999/, steps: ['Order Confirmed', 'Processing', 'Shipped'] },
      { order: { status: 'delivered', deliveredAt: '2025-03-05T10:00:00.000Z' }, heading: 'Order Delivered', text: /was delivered/, steps: ['Order Confirmed', 'Processing', 'Shipped', 'Delivered'] },
      {
        order: { status: 'delivered', returns: [{ id: 'ret_1', orderNumber: '1042', status: 'refunded', reason: 'damaged', note: null, items: [], refundAmount: '10.00', createdAt: '2025-03-06T10:00:00.000Z', receivedAt: '2025-03-07T10:00:00.000Z' }] },
        heading: 'Items Returned',
        text: /received the items you sent back/,
        steps: ['Order Confirmed', 'Processing', 'Shipped', 'Delivered', 'Returned'],
      },
    ] as const
    for (const { order, heading, text, steps } of cases) {
      serve({ orderAnswer: () => jsonResponse(makeOrder({ id: '1042', ...(order as object) })) })
      const { unmount } = renderWithProviders(page, { route: '/checkout/confirmation/1042' })
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument()
      expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument()
      expect(screen.getByText(text)).toBeInTheDocument()
      expect(done()).toEqual(steps)
      unmount()
      resetApiMock()
    }
  })

  it('says an order that is not the customer’s cannot be found', async () => {
    serve()
    renderWithProviders(page, { route: '/checkout/confirmation/7' })
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument()
    expect(screen.getByText('We could not find order #7 in your account.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account?tab=orders')
  })

  it('asks a visitor to sign in, and comes back here afterwards', async () => {
    serve({ signedIn: false })
    renderWithProviders(page, { route: '/checkout/confirmation/1042' })
    expect(await screen.findByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/checkout/confirmation/1042')
    expect(screen.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute('href', '/track?order=1042')
  })

  it("shows the promo code's discount between the subtotal and the shipping", async () => {
    serve({
      orderAnswer: () =>
        jsonResponse(makeOrder({ id: '1042', subtotal: '300.00', promoCode: 'SPRING10', discountAmount: '30.00', tax: '21.60', totalAmount: '291.60' })),
    })
    renderWithProviders(page, { route: '/checkout/confirmation/1042' })
    await screen.findByRole('heading', { name: 'Order Confirmed!' })

    const amounts = screen.getByText('Subtotal').closest('dl')!
    expect(within(amounts).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Subtotal',
      'Discount (SPRING10)',
      'Shipping',
      'Tax',
      'Total Amount',
      'Payment Method',
      'Shipping Method',
    ])
    expect(within(amounts).getByText('Discount (SPRING10)').nextElementSibling).toHaveTextContent('-$30.00')
    expect(within(amounts).getByText('Total Amount').nextElementSibling).toHaveTextContent('$291.60')
  })

  it('shows no discount line for an order without a promo code', async () => {
    serve()
    renderWithProviders(page, { route: '/checkout/confirmation/1042' })
    await screen.findByRole('heading', { name: 'Order Confirmed!' })

    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument()
  })

  it("downloads the order's invoice with the customer's token", async () => {
    serve()
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/invoice')
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const names: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download)
    })
    renderWithProviders(page, { route: '/checkout/confirmation/1042' })

    await userEvent.click(await screen.findByRole('button', { name: 'Download Invoice' }))

    await waitFor(() => expect(names).toEqual(['invoice-INV-1042.pdf']))
    expect((created.mock.calls[0]![0] as Blob).type).toBe('application/pdf')
    const invoiceCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/user/orders/1042/invoice')
    expect(new Headers(invoiceCall?.[1]?.headers).get('Authorization')).toBe('Bearer token-1')
  })

  it("shows a company order's terms and due day, its PO number and the certificate that took the tax off", async () => {
    serve({
      orderAnswer: () =>
        jsonResponse(
          makeOrder({
            id: '1042',
            paymentMethod: 'invoice',
            paymentTerms: 'net30',
            paymentDue: '2025-04-04',
            invoicePaid: false,
            poNumber: 'PO-7781',
            taxExemptCertificate: 'R-44512',
            tax: '0.00',
            totalAmount: '249.99',
          }),
        ),
    })
    renderWithProviders(page, { route: '/checkout/confirmation/1042' })
    await screen.findByRole('heading', { name: 'Order Confirmed!' })

    const amounts = screen.getByText('Subtotal').closest('dl')!
    expect(within(amounts).getAllByRole('term').map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)).toEqual([
      'Subtotal $249.99',
      'Shipping FREE',
      'Tax exempt: certificate R-44512 $0.00',
      'Total Amount $249.99',
      'Payment Method Pay by invoice, net 30 — due April 4, 2025',
      'PO Number PO-7781',
      'Shipping Method Free Shipping',
    ])
  })

  it('says so when the order cannot be read right now', async () => {
    serve({ orderAnswer: () => jsonResponse({ message: 'down' }, 503) })
    renderWithProviders(page, { route: '/checkout/confirmation/1042' })
    expect(await screen.findByRole('heading', { name: 'Order Unavailable' })).toBeInTheDocument()
  })
})
