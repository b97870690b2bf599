import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CANCEL_WINDOW_MINUTES, ORDER_CANCEL_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore } from '@/stores/cart-store'
import { makeItem, makeOrder, makeProduct } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { AccountPage } from './account'

const MINUTE = 60_000
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString()

const lastToast = () => useToastStore.getState().toasts[0]

/** Opens the order's details from the Orders tab. */
async function openDetails(orderId: string) {
  const article = await screen.findByRole('article', { name: `Order #${orderId}` })
  await userEvent.click(within(article).getByRole('button', { name: 'View Details' }))
  return screen.findByRole('dialog', { name: `Order #${orderId}` })
}

function renderOrders() {
  return renderWithProviders(<AccountPage />, { route: '/account?tab=orders' })
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
  useCartStore.getState().clearCart()
})

afterEach(resetApiMock)

describe('AccountPage cancelling an order', () => {
  it('offers to cancel only within the hour and before the order ships', async () => {
    serveCustomer({
      orders: [
        makeOrder({ id: '1050', status: 'pending', createdAt: minutesAgo(5) }),
        makeOrder({ id: '1049', status: 'processing', createdAt: minutesAgo(CANCEL_WINDOW_MINUTES - 2) }),
        makeOrder({ id: '1048', status: 'pending', createdAt: minutesAgo(CANCEL_WINDOW_MINUTES + 1) }),
        makeOrder({ id: '1047', status: 'shipped', createdAt: minutesAgo(5) }),
        makeOrder({ id: '1046', status: 'cancelled', createdAt: minutesAgo(5) }),
      ],
    })
    renderOrders()

    for (const [id, offered] of [['1050', true], ['1049', true], ['1048', false], ['1047', false], ['1046', false]] as const) {
      const dialog = await openDetails(id)
      expect(within(dialog).queryByRole('button', { name: 'Cancel order' }) !== null, `order #${id}`).toBe(offered)
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    }
  })

  it("shows Cancel order on the order's card, with the time left to cancel beside it", async () => {
    const createdAt = minutesAgo(18)
    serveCustomer({
      orders: [makeOrder({ id: '1050', status: 'pending', createdAt }), makeOrder({ id: '1048', status: 'pending', createdAt: minutesAgo(CANCEL_WINDOW_MINUTES + 1) })],
    })
    renderOrders()

    const card = await screen.findByRole('article', { name: 'Order #1050' })
    expect(within(card).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
    const closes = new Date(Date.parse(createdAt) + CANCEL_WINDOW_MINUTES * MINUTE).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })
    expect(within(card).getByText(`Cancel by ${closes} (42 min left)`)).toBeInTheDocument()
    const late = await screen.findByRole('article', { name: 'Order #1048' })
    expect(within(late).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    expect(within(late).queryByText(/Cancel by/)).not.toBeInTheDocument()
  })

  it('takes the button away when the hour is up while the details are open', async () => {
    // The hour is up two seconds after the page opens.
    serveCustomer({ orders: [makeOrder({ id: '1050', status: 'pending', createdAt: new Date(Date.now() - CANCEL_WINDOW_MINUTES * MINUTE + 2000).toISOString() })] })
    renderOrders()

    const dialog = await openDetails('1050')
    expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument(), { timeout: 5000 })
  })

  it('asks first, and keeps the order when the customer says so', async () => {
    serveCustomer({ orders: [makeOrder({ id: '1050', status: 'pending', createdAt: minutesAgo(5) })] })
    renderOrders()
    const dialog = await openDetails('1050')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))

    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #1050?' })
    expect(confirm).toHaveAccessibleDescription('The items go back into stock and nothing will be charged. This cannot be undone.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep order' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(sentRequests('POST', '/api/user/orders/1050/cancel')).toHaveLength(0)
    expect(within(screen.getByRole('dialog', { name: 'Order #1050' })).getByText('Pending')).toBeInTheDocument()
  })

  it('cancels the order once confirmed and shows it cancelled', async () => {
    const api = serveCustomer({ orders: [makeOrder({ id: '1050', status: 'pending', createdAt: minutesAgo(5) })] })
    renderOrders()
    const dialog = await openDetails('1050')
    const listFetches = sentRequests('GET', '/api/user/orders').length

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel order #1050?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Order #1050 cancelled', description: ORDER_CANCEL_MESSAGES.done }))
    const [cancel] = sentRequests('POST', '/api/user/orders/1050/cancel')
    expect(cancel?.body).toBeUndefined()
    expect(cancel?.headers.get('Authorization')).toBe('Bearer tok-1')
    expect(api.orders[0]?.status).toBe('cancelled')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    const details = screen.getByRole('dialog', { name: 'Order #1050' })
    expect(within(details).getByText('Cancelled')).toBeInTheDocument()
    expect(within(details).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    await waitFor(() => expect(sentRequests('GET', '/api/user/orders').length).toBeGreaterThan(listFetches))
  })

  it("passes on the server's refusal and shows the order as it is now", async () => {
    const api = serveCustomer({
      orders: [makeOrder({ id: '1050', status: 'processing', createdAt: minutesAgo(5) })],
      override: ({ method, url }) => {
        if (method !== 'POST' || url.pathname !== '/api/user/orders/1050/cancel') return undefined
        // Staff shipped it meanwhile.
        api.orders = api.orders.map((order) => ({ ...order, status: 'shipped' }))
        return jsonResponse({ message: ORDER_CANCEL_MESSAGES.shipped }, 409)
      },
    })
    renderOrders()
    const dialog = await openDetails('1050')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel order' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Order not cancelled', description: ORDER_CANCEL_MESSAGES.shipped, variant: 'destructive' }),
    )
    await waitFor(() => expect(within(screen.getByRole('dialog', { name: 'Order #1050' })).getByText('Shipped')).toBeInTheDocument())
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(within(screen.getByRole('dialog', { name: 'Order #1050' })).queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
  })
})

describe('AccountPage buying an order again', () => {
  const printer = makeProduct({ id: 'prod_printer', name: 'LaserJet Pro', price: '249.99', stockQuantity: 10 })
  const scanner = makeProduct({ id: 'prod_scanner', name: 'ScanSnap iX1600', price: '399.00', stockQuantity: 1 })
  const paper = makeProduct({ id: 'prod_paper', name: 'Photo Paper', price: '19.99', stockQuantity: 0, inStock: true })
  const toner = makeProduct({ id: 'prod_toner', name: 'Toner 58A', price: '89.00', stockQuantity: 0, inStock: false })

  const order = makeOrder({
    id: '1042',
    status: 'delivered',
    items: [
      makeItem({ productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 2, price: 229.99 }),
      makeItem({ productId: 'prod_scanner', productName: 'ScanSnap iX1600', quantity: 3 }),
      makeItem({ productId: 'prod_gone', productName: 'Old Fax 200', quantity: 1 }),
      makeItem({ productId: 'prod_toner', productName: 'Toner 58A', quantity: 2 }),
      // Stock not counted (in stock, quantity 0): as many as ordered, over two lines.
      makeItem({ productId: 'prod_paper', productName: 'Photo Paper', quantity: 3 }),
      makeItem({ productId: 'prod_paper', productName: 'Photo Paper', quantity: 2 }),
    ],
  })

  it('adds what is in stock, no more than in stock, reports the rest and opens the cart', async () => {
    serveCustomer({ orders: [order], products: [printer, scanner, paper, toner] })
    useCartStore.getState().addItem({ id: 'prod_other', name: 'USB Cable', price: '9.99', image: '' })
    renderOrders()

    const article = await screen.findByRole('article', { name: 'Order #1042' })
    await userEvent.click(within(article).getByRole('button', { name: 'Buy again' }))

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/))
    const cart = useCartStore.getState().items.map(({ productId, quantity, product }) => ({ productId, quantity, price: product.price }))
    expect(cart).toEqual([
      { productId: 'prod_other', quantity: 1, price: '9.99' },
      // Today's price, not the order's.
      { productId: 'prod_printer', quantity: 2, price: '249.99' },
      { productId: 'prod_scanner', quantity: 1, price: '399.00' },
      { productId: 'prod_paper', quantity: 5, price: '19.99' },
    ])
    expect(lastToast()).toMatchObject({
      title: 'Added 8 items to your cart',
      description: 'Could not add everything: ScanSnap iX1600 (only 1 available), Old Fax 200 (no longer sold), Toner 58A (out of stock).',
      variant: 'default',
    })
    // Each product asked for once.
    expect(sentRequests('GET', '/api/products/prod_paper')).toHaveLength(1)
    expect(sentRequests('GET', '/api/products/prod_gone')).toHaveLength(1)
  })

  it('adds nothing and stays when nothing can be bought, from the order details too', async () => {
    serveCustomer({ orders: [makeOrder({ id: '1042', items: [makeItem({ productId: 'prod_toner', productName: 'Toner 58A' }), makeItem({ productId: 'prod_gone', productName: 'Old Fax 200' })] })], products: [toner] })
    renderOrders()
    const dialog = await openDetails('1042')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy again' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Nothing was added to your cart',
        description: 'Not available: Toner 58A (out of stock), Old Fax 200 (no longer sold).',
        variant: 'destructive',
      }),
    )
    expect(useCartStore.getState().items).toEqual([])
    expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=orders')
    expect(within(dialog).getByRole('button', { name: 'Buy again' })).toBeEnabled()
  })

  it('says "1 item" for a single unit, from the overview\'s order details', async () => {
    serveCustomer({ orders: [makeOrder({ id: '1042', items: [makeItem({ productId: 'prod_printer', quantity: 1 })] })], products: [printer] })
    renderWithProviders(<AccountPage />, { route: '/account' })

    await userEvent.click(await screen.findByRole('button', { name: 'View order #1042' }))
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Order #1042' })).getByRole('button', { name: 'Buy again' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Added 1 item to your cart' }))
    expect(lastToast()?.description).toBeUndefined()
    // The router moves in a transition, a moment after the toast.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/cart$/))
  })
})
