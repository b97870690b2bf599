import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { adminKeys } from '@/lib/query-keys'
import { makeAddress, makeItem } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeAdminOrder, pageOf, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { OrdersTab } from './orders-tab'

const lastToast = () => useToastStore.getState().toasts[0]

const processing = makeAdminOrder({
  id: '1042',
  orderId: 'order_1042',
  customerPhone: null,
  paymentMethod: 'card_on_delivery',
  items: [
    makeItem({ productId: 'prod_1', productName: 'LaserJet Pro M404n', quantity: 2, price: 249.99, total: '499.98' }),
    makeItem({ productId: 'prod_9', productName: 'Toner 58A', quantity: 1, price: 89.5, total: '89.50' }),
  ],
  totalAmount: '636.70',
  status: 'processing',
  nextStatuses: ['shipped', 'cancelled'],
})
const shipped = makeAdminOrder({
  id: '1041',
  orderId: 'order_1041',
  customerName: 'Bo Reyes',
  customerEmail: 'bo@diner.example',
  shippingAddress: makeAddress({ firstName: 'Bo', lastName: 'Reyes', address2: null }),
  items: [],
  status: 'shipped',
  carrier: 'FedEx',
  trackingNumber: '7712 3456 7890',
  estimatedDelivery: '2025-03-12',
  nextStatuses: ['delivered'],
})
const delivered = makeAdminOrder({ id: '1040', orderId: 'order_1040', status: 'delivered', nextStatuses: [] })

function serveOrders(extra: Parameters<typeof serveAdmin>[0] = {}) {
  serveAdmin({ 'GET /api/admin/orders': ({ url }) => pageOf('orders', [processing, shipped, delivered], url), ...extra })
}

async function openOrder(id: string) {
  await userEvent.click(await screen.findByRole('button', { name: `View order #${id}` }))
  return screen.getByRole('dialog', { name: `Order #${id}` })
}

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('OrdersTab', () => {
  it('lists the orders: id, customer name and e-mail, total, status, date and View', async () => {
    serveOrders()
    renderWithProviders(<OrdersTab />)

    const table = await screen.findByRole('table', { name: 'Orders' })
    await within(table).findByText('#1042')
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Order ID',
      'Customer',
      'Total',
      'Status',
      'Date',
      'Actions',
    ])
    const row = within(table).getAllByRole('row')[1]!
    expect(within(row).getByText('Ann Lee')).toBeInTheDocument()
    expect(within(row).getByText('ann@example.com')).toBeInTheDocument()
    expect(within(row).getByText('$636.70')).toBeInTheDocument()
    expect(within(row).getByText('Processing')).toBeInTheDocument()
    expect(within(row).getByText('March 5, 2025')).toBeInTheDocument()
  })

  it('marks an invoice on terms past its due day unpaid Overdue, and no other order', async () => {
    const overdue = makeAdminOrder({ id: '1050', orderId: 'order_1050', paymentMethod: 'invoice', paymentTerms: 'net30', paymentDue: '2025-04-04', invoicePaid: false })
    const notYetDue = makeAdminOrder({ id: '1051', orderId: 'order_1051', paymentMethod: 'invoice', paymentTerms: 'net30', paymentDue: '2099-04-04', invoicePaid: false })
    const paid = makeAdminOrder({ id: '1052', orderId: 'order_1052', paymentMethod: 'invoice', paymentTerms: 'net15', paymentDue: '2025-04-04', invoicePaid: true })
    const cancelled = makeAdminOrder({ id: '1053', orderId: 'order_1053', paymentMethod: 'invoice', paymentTerms: 'net15', paymentDue: '2025-04-04', invoicePaid: false, status: 'cancelled' })
    serveAdmin({ 'GET /api/admin/orders': ({ url }) => pageOf('orders', [overdue, notYetDue, paid, cancelled, processing], url) })
    renderWithProviders(<OrdersTab />)

    const table = await screen.findByRole('table', { name: 'Orders' })
    await within(table).findByText('#1050')
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent)
    expect(statuses).toEqual(['ProcessingOverdue', 'Processing', 'Processing', 'Cancelled', 'Processing'])
    expect(within(table).getByText('Overdue')).toHaveClass('bg-red-100')
  })

  it('says No orders found', async () => {
    serveAdmin()
    renderWithProviders(<OrdersTab />)

    expect(await screen.findByText('No orders found')).toBeInTheDocument()
  })

  it('filters by status and searches by number or e-mail on the server', async () => {
    serveOrders()
    renderWithProviders(<OrdersTab />)
    await screen.findByText('#1042')
    expect(sentRequests('GET /api/admin/orders')[0]?.url.search).toBe('?limit=20&offset=0')

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'shipped')
    await waitFor(() => expect(sentRequests('GET /api/admin/orders').at(-1)?.url.search).toBe('?status=shipped&limit=20&offset=0'))

    await userEvent.type(screen.getByLabelText('Search orders'), 'bo@diner.example')
    await waitFor(() =>
      expect(sentRequests('GET /api/admin/orders').at(-1)?.url.search).toBe('?status=shipped&search=bo%40diner.example&limit=20&offset=0'),
    )
  })

  it('shows everything about the order in its dialog', async () => {
    serveOrders()
    renderWithProviders(<OrdersTab />)
    const dialog = await openOrder('1042')

    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent('Processing')
    expect(within(dialog).getByText('Total Amount').nextSibling).toHaveTextContent('$636.70')
    expect(within(dialog).getByText('Order Date').nextSibling).toHaveTextContent('March 5, 2025')
    expect(within(dialog).getByText('Payment Method').nextSibling).toHaveTextContent('Card on Delivery')
    expect(within(dialog).getByText('Name').nextSibling).toHaveTextContent('Ann Lee')
    expect(within(dialog).getByText('Email').nextSibling).toHaveTextContent('ann@example.com')
    expect(within(dialog).getByText('Phone').nextSibling).toHaveTextContent('Not provided')
    const address = dialog.querySelector('address')!
    expect(address).toHaveTextContent('Ann Lee100 Main StSuite 4Tulsa, OK 74103United States')
    const items = within(dialog).getByRole('table', { name: 'Order items' })
    expect(within(items).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'ProductProduct IDQuantityPriceTotal',
      'LaserJet Pro M404nprod_12$249.99$499.98',
      'Toner 58Aprod_91$89.50$89.50',
    ])
    expect(within(dialog).queryByText('Tracking Information')).not.toBeInTheDocument()
  })

  it("lists the e-mails sent about the order and whether each went out, and the payment's state", async () => {
    serveOrders({
      'GET /api/admin/orders/order_1042': () =>
        jsonResponse({
          ...processing,
          paymentStatus: 'paid',
          emails: [
            { id: 'noti_1', template: 'order-confirmation', to: 'ann@example.com', status: 'success', createdAt: '2025-03-05T10:00:00.000Z' },
            { id: 'noti_2', template: 'order-shipped', to: 'ann@example.com', status: 'failure', createdAt: '2025-03-06T10:00:00.000Z' },
          ],
        }),
    })
    renderWithProviders(<OrdersTab />)
    const dialog = await openOrder('1042')
    const heading = within(dialog).getByRole('heading', { name: 'E-mails' })
    const list = await within(heading.parentElement!).findByRole('list')
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Order confirmationann@example\.com · .*Sent$/),
      expect.stringMatching(/^Shippedann@example\.com · .*Not sent yet: retrying$/),
    ])
    expect(within(dialog).getByText('Payment Method').nextSibling).toHaveTextContent('Card on DeliveryPaid')
  })

  it('says when no e-mail has been sent about the order yet', async () => {
    serveOrders({ 'GET /api/admin/orders/order_1042': () => jsonResponse({ ...processing, emails: [] }) })
    renderWithProviders(<OrdersTab />)
    const dialog = await openOrder('1042')
    expect(await within(dialog).findByText('None sent yet')).toBeInTheDocument()
  })

  it('shows tracking info when the order has a tracking number, and No items available', async () => {
    serveOrders()
    renderWithProviders(<OrdersTab />)
    const dialog = await openOrder('1041')

    expect(within(dialog).getByText('No items available')).toBeInTheDocument()
    expect(within(dialog).getByText('Carrier').nextSibling).toHaveTextContent('FedEx')
    expect(within(dialog).getByText('Tracking Number').nextSibling).toHaveTextContent('7712 3456 7890')
    expect(within(dialog).getByText('Estimated Delivery').nextSibling).toHaveTextContent('2025-03-12')
    expect(dialog.querySelector('address')).toHaveTextContent('Bo Reyes100 Main StTulsa, OK 74103United States')
  })

  it('offers only the moves the order allows', async () => {
    serveOrders()
    renderWithProviders(<OrdersTab />)

    let dialog = await openOrder('1042')
    const options = within(within(dialog).getByLabelText('New Status')).getAllByRole('option')
    expect(options.map((option) => option.textContent)).toEqual(['Shipped', 'Cancelled'])
    await userEvent.keyboard('{Escape}')

    dialog = await openOrder('1041')
    expect(within(within(dialog).getByLabelText('New Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Delivered'])
    await userEvent.keyboard('{Escape}')

    dialog = await openOrder('1040')
    expect(within(dialog).queryByLabelText('New Status')).not.toBeInTheDocument()
    expect(within(dialog).getByText('This order is delivered and cannot be moved any further.')).toBeInTheDocument()
  })

  it('needs a carrier and a tracking number to ship, then ships and shows the new state', async () => {
    const shippedNow = { ...processing, status: 'shipped', carrier: 'FedEx', trackingNumber: '1Z999AA10123456784', estimatedDelivery: '2025-03-12', nextStatuses: ['delivered'] }
    serveOrders({ 'POST /api/admin/orders/1042/status': () => jsonResponse(shippedNow) })
    const { queryClient } = renderWithProviders(<OrdersTab />)
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const dialog = await openOrder('1042')
    const user = userEvent.setup()

    expect(within(dialog).getByLabelText('New Status')).toHaveValue('shipped')
    expect(within(dialog).getByLabelText('Carrier')).toHaveValue('UPS')
    await user.clear(within(dialog).getByLabelText('Carrier'))
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }))

    expect(await within(dialog).findByText('Carrier is required to mark an order shipped')).toBeInTheDocument()
    expect(within(dialog).getByText('Tracking number is required to mark an order shipped')).toBeInTheDocument()
    expect(sentRequests('POST /api/admin/orders/1042/status')).toHaveLength(0)

    await user.type(within(dialog).getByLabelText('Carrier'), 'FedEx')
    await user.type(within(dialog).getByLabelText('Tracking Number'), '1Z999AA10123456784')
    fireEvent.change(within(dialog).getByLabelText('Estimated Delivery (Optional)'), { target: { value: '2025-03-12' } })
    await user.click(within(dialog).getByRole('button', { name: 'Update Status' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Order Updated', description: 'Order #1042 is now Shipped.' }))
    const [move] = sentRequests('POST /api/admin/orders/1042/status')
    expect(move?.body).toEqual({ status: 'shipped', carrier: 'FedEx', trackingNumber: '1Z999AA10123456784', estimatedDelivery: '2025-03-12' })
    expect(move?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent('Shipped')
    expect(within(dialog).getByText('Tracking Number').nextSibling).toHaveTextContent('1Z999AA10123456784')
    expect(within(within(dialog).getByLabelText('New Status')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Delivered'])
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.orders.all })
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.stats() })
  })

  it('sends only the status for other moves, and reports a move the server refuses', async () => {
    serveOrders({
      'POST /api/admin/orders/1042/status': () => jsonResponse({ message: 'Order 1042 has already shipped and can no longer be cancelled.' }, 409),
    })
    renderWithProviders(<OrdersTab />)
    const dialog = await openOrder('1042')

    await userEvent.selectOptions(within(dialog).getByLabelText('New Status'), 'cancelled')
    expect(within(dialog).queryByLabelText('Carrier')).not.toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }))
    // Cancelling asks first, naming what it does; keeping the order sends nothing.
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #1042?' })
    expect(confirm).toHaveTextContent('Its items go back into stock, its payment is cancelled (or refunded when it was taken), and the customer is e-mailed')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Order' }))
    expect(sentRequests('POST /api/admin/orders/1042/status')).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }))
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Cancel order #1042?' })).getByRole('button', { name: 'Cancel Order' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Update Failed',
        description: 'Order 1042 has already shipped and can no longer be cancelled.',
        variant: 'destructive',
      }),
    )
    expect(sentRequests('POST /api/admin/orders/1042/status')[0]?.body).toEqual({ status: 'cancelled' })
  })
})
