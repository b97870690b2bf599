import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Order, OrderTrackingSummary } from '@printshop/contract'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeItem, makeOrder as makeSharedOrder } from '@/testing/fixtures'
import { fetchMock, jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { TrackOrderPage } from './track-order-page'

/** An order of two LaserJet Pro printers, $539.98 in all. */
function makeOrder(id: string, overrides: Partial<Order> = {}): Order {
  return makeSharedOrder({
    id,
    items: [makeItem({ productName: 'LaserJet Pro', quantity: 2, total: '499.98' })],
    subtotal: '499.98',
    tax: '40.00',
    totalAmount: '539.98',
    ...overrides,
  })
}

const orders = ['1047', '1046', '1045', '1044', '1043', '1042'].map((id) => makeOrder(id))

function signIn(userOrders: Order[] = orders) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
  mockApi((url) => {
    if (url.pathname === '/api/auth/user') return jsonResponse({ id: 'user_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe' })
    if (url.pathname === '/api/user/orders') return jsonResponse(userOrders)
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

function serveVisitor(answer: (url: URL) => Response) {
  mockApi((url) => (url.pathname === '/api/orders/track' ? answer(url) : jsonResponse({ message: 'Not found' }, 404)))
}

afterEach(resetApiMock)

describe('TrackOrderPage for a signed-in customer', () => {
  it('offers the five most recent orders and shows the one picked', async () => {
    signIn()
    renderWithProviders(<TrackOrderPage />, { route: '/track' })

    expect(screen.getByRole('heading', { level: 1, name: 'Track Your Order' })).toBeInTheDocument()
    const recent = await screen.findByRole('region', { name: 'Your Recent Orders' })
    const picks = await within(recent).findAllByRole('button', { name: /Track order #/ })
    expect(picks.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Track order #1047',
      'Track order #1046',
      'Track order #1045',
      'Track order #1044',
      'Track order #1043',
    ])

    await userEvent.click(picks[2]!)

    expect(screen.getByRole('heading', { name: 'Order #1045' })).toHaveFocus()
    expect(screen.getByLabelText('Order Number')).toHaveValue('1045')
  })

  it('finds an order by its digits and shows its details and timeline', async () => {
    signIn()
    renderWithProviders(<TrackOrderPage />, { route: '/track' })
    await screen.findAllByRole('button', { name: /Track order #/ })

    await userEvent.type(screen.getByLabelText('Order Number'), 'Order # 1042')
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))

    const card = screen.getByRole('region', { name: 'Order 1042' })
    expect(within(card).getByRole('heading', { name: 'Order #1042' })).toHaveFocus()
    expect(within(card).getByText('Placed on March 5, 2025')).toBeInTheDocument()
    expect(within(card).getByText('Shipping method: Free Shipping')).toBeInTheDocument()
    expect(within(card).getAllByText('Processing')[0]).toHaveClass('rounded-full')
    expect(within(card).getByText('LaserJet Pro')).toBeInTheDocument()
    expect(within(card).getByText('$539.98')).toBeInTheDocument()
    expect(within(card).getByText('UPS Ground')).toBeInTheDocument()
    expect(within(card).getByText('1Z999AA10000001042')).toBeInTheDocument()
    expect(within(card).getByText('3-5 business days')).toBeInTheDocument()
    const steps = within(within(card).getByRole('list', { name: 'Order progress' })).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Order Placed (done)',
      'Processing (done)In Progress',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ])
    expect(within(card).getByText(/being carefully prepared/)).toBeInTheDocument()
  })

  it("shows the shipment's own carrier and tracking number", async () => {
    signIn([makeOrder('1042', { status: 'shipped', carrier: 'FedEx', trackingNumber: '7712 3456 7890', estimatedDelivery: '2025-03-10' })])
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1042' })

    const card = await screen.findByRole('region', { name: 'Order 1042' })
    expect(within(card).getByText('FedEx')).toBeInTheDocument()
    expect(within(card).getByText('7712 3456 7890')).toBeInTheDocument()
    expect(within(card).getByText('March 10, 2025')).toBeInTheDocument()
    expect(within(card).getByText('In Transit')).toBeInTheDocument()
  })

  it('shows the real carrier of a shipped order without a number, and no made-up number', async () => {
    signIn([makeOrder('1042', { status: 'shipped', carrier: 'USPS', trackingNumber: null })])
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1042' })

    const card = await screen.findByRole('region', { name: 'Order 1042' })
    expect(within(card).getByText('USPS')).toBeInTheDocument()
    expect(within(card).getByText('Not provided')).toBeInTheDocument()
    expect(within(card).queryByText(/1Z999AA1/)).not.toBeInTheDocument()
    expect(within(card).queryByText('Active once your order ships')).not.toBeInTheDocument()
  })

  it('lists the dated tracking history', async () => {
    signIn([
      makeOrder('1042', {
        trackingEvents: [
          { status: 'Order Placed', location: 'Online', timestamp: '2025-03-05T15:30:00.000Z', completed: true },
          { status: 'Processing', location: 'Tulsa, OK', timestamp: '2025-03-06T10:00:00.000Z', completed: true },
        ],
      }),
    ])
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1042' })

    const card = await screen.findByRole('region', { name: 'Order 1042' })
    expect(within(card).getByRole('heading', { name: 'Tracking History' })).toBeInTheDocument()
    expect(within(card).getByText('March 6, 2025 at 10:00 AM')).toBeInTheDocument()
    expect(within(card).getByText(/Tulsa, OK/)).toBeInTheDocument()
  })

  it('shows only the status of a cancelled order', async () => {
    signIn([makeOrder('1042', { status: 'cancelled' })])
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1042' })

    const card = await screen.findByRole('region', { name: 'Order 1042' })
    expect(within(card).getByText('This order has been cancelled.')).toBeInTheDocument()
    expect(within(card).queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument()
    expect(within(card).queryByText('UPS Ground')).not.toBeInTheDocument()
  })

  it('prefills the number from the address and looks it up at once', async () => {
    signIn()
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1044' })

    expect(await screen.findByRole('heading', { name: 'Order #1044' })).toBeInTheDocument()
    expect(screen.getByLabelText('Order Number')).toHaveValue('1044')
  })

  it('says so when the number is not one of their orders, and asks for a number', async () => {
    signIn()
    renderWithProviders(<TrackOrderPage />, { route: '/track' })
    await screen.findAllByRole('button', { name: /Track order #/ })

    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))
    expect(screen.getByLabelText('Order Number')).toHaveAccessibleDescription('Please enter your order number')

    await userEvent.type(screen.getByLabelText('Order Number'), '9999')
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Order not found')
    expect(alert).toHaveTextContent('We could not find order #9999 in your account.')

    // An empty submit after that leaves the field's error only.
    await userEvent.clear(screen.getByLabelText('Order Number'))
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))
    expect(screen.getByLabelText('Order Number')).toHaveAccessibleDescription('Please enter your order number')
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument()
  })
})

describe('TrackOrderPage for a visitor', () => {
  const summary: OrderTrackingSummary = {
    id: '1042',
    status: 'shipped',
    createdAt: '2025-03-05T15:30:00.000Z',
    updatedAt: '2025-03-07T09:15:00.000Z',
    estimatedDelivery: null,
  }

  it('asks for the order number and the e-mail of the order', async () => {
    serveVisitor(() => jsonResponse(summary))
    renderWithProviders(<TrackOrderPage />, { route: '/track' })

    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))

    expect(await screen.findByText('Please enter your order number')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(requestedUrls()).toHaveLength(0)
    expect(screen.queryByRole('region', { name: 'Your Recent Orders' })).not.toBeInTheDocument()
  })

  it('looks the order up by number and e-mail and shows status and dates only', async () => {
    serveVisitor(() => jsonResponse(summary))
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1042' })

    expect(screen.getByLabelText('Order Number')).toHaveValue('1042')
    await userEvent.type(screen.getByLabelText('Email Address'), 'jane@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))

    const card = await screen.findByRole('region', { name: 'Order 1042' })
    const [url] = requestedUrls()
    expect(url?.pathname).toBe('/api/orders/track')
    expect(url?.search).toBe('')
    const [, init] = fetchMock.mock.calls[0]!
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ orderNumber: '1042', email: 'jane@example.com' })
    expect(within(card).getByRole('heading', { name: 'Order #1042' })).toHaveFocus()
    expect(within(card).getByText('Shipped', { selector: 'span.rounded-full' })).toBeInTheDocument()
    expect(within(card).getByText('March 5, 2025')).toBeInTheDocument()
    expect(within(card).getByText('March 7, 2025 at 9:15 AM')).toBeInTheDocument()
    expect(within(card).getByText('3-5 business days')).toBeInTheDocument()
    expect(within(card).getByText('In Transit')).toBeInTheDocument()
    expect(within(card).queryByText('UPS Ground')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=/track')
  })

  it("fills in the number and e-mail from the shipped e-mail's link", async () => {
    serveVisitor(() => jsonResponse(summary))
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1042&email=jane%40example.com' })
    expect(screen.getByLabelText('Order Number')).toHaveValue('1042')
    expect(screen.getByLabelText('Email Address')).toHaveValue('jane@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))
    expect(await screen.findByRole('region', { name: 'Order 1042' })).toBeInTheDocument()
  })

  it("passes on the server's word when lookups are limited", async () => {
    serveVisitor(() => jsonResponse({ message: 'Too many tracking attempts. Please try again in 15 minutes.' }, 429))
    renderWithProviders(<TrackOrderPage />, { route: '/track?order=1042' })

    await userEvent.type(screen.getByLabelText('Email Address'), 'jane@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tracking attempts. Please try again in 15 minutes.')
  })

  it("shows the server's answer when nothing matches", async () => {
    serveVisitor(() => jsonResponse({ message: 'We could not find an order with that number and email address.' }, 404))
    renderWithProviders(<TrackOrderPage />, { route: '/track' })

    await userEvent.type(screen.getByLabelText('Order Number'), '#1042')
    await userEvent.type(screen.getByLabelText('Email Address'), 'someone@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Order not found')
    expect(alert).toHaveTextContent('We could not find an order with that number and email address.')
    await waitFor(() => expect(within(alert).getByRole('heading')).toHaveFocus())
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)).orderNumber).toBe('1042')

    // An empty submit after that leaves the field errors only, not the previous answer beside them.
    await userEvent.clear(screen.getByLabelText('Order Number'))
    await userEvent.click(screen.getByRole('button', { name: 'Track Order' }))
    expect(await screen.findByText('Please enter your order number')).toBeInTheDocument()
    expect(screen.queryByText('Order not found')).not.toBeInTheDocument()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
