import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  RETURN_MESSAGES,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_WINDOW_DAYS,
  UNOPENED_RETURN_WINDOW_DAYS,
  returnRequestBodySchema,
  type Order,
} from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { formatOrderDate } from '@/lib/order-dates'
import { makeItem, makeOrder, makeReturn } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { AccountPage } from './account'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const ago = (ms: number) => new Date(Date.now() - ms).toISOString()
const daysAgo = (days: number) => ago(days * DAY)

const lastToast = () => useToastStore.getState().toasts[0]

/** A delivered order of three products, one of them over two lines (3 + 2 packs of paper). */
function deliveredOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    id: '1050',
    status: 'delivered',
    deliveredAt: daysAgo(3),
    items: [
      makeItem({ productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 3 }),
      makeItem({ productId: 'prod_paper', productName: 'Photo Paper', quantity: 3 }),
      makeItem({ productId: 'prod_paper', productName: 'Photo Paper', quantity: 2 }),
      makeItem({ productId: 'prod_toner', productName: 'Toner 58A', quantity: 1 }),
    ],
    returns: [],
    ...overrides,
  })
}

const article = (orderId: string) => screen.findByRole('article', { name: `Order #${orderId}` })

/** Opens 'Return items' of the order from its card in the Orders tab. */
async function openReturn(orderId: string) {
  await userEvent.click(within(await article(orderId)).getByRole('button', { name: 'Return items' }))
  return screen.findByRole('dialog', { name: `Return items from order #${orderId}` })
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

function renderOrders() {
  return renderWithProviders(<AccountPage />, { route: '/account?tab=orders' })
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('AccountPage returning items', () => {
  it('offers Return items only for a delivered order inside the return window with something left to return', async () => {
    serveCustomer({
      orders: [
        deliveredOrder({ id: '1050', deliveredAt: daysAgo(2) }),
        deliveredOrder({ id: '1049', deliveredAt: ago(RETURN_WINDOW_DAYS * DAY - 10 * MINUTE) }),
        // Past the 30 days, inside the 60: unopened items may still come back.
        deliveredOrder({ id: '1048', deliveredAt: ago(RETURN_WINDOW_DAYS * DAY + MINUTE) }),
        deliveredOrder({ id: '1043', deliveredAt: ago(UNOPENED_RETURN_WINDOW_DAYS * DAY + MINUTE) }),
        deliveredOrder({ id: '1047', status: 'shipped', deliveredAt: null }),
        deliveredOrder({ id: '1046', deliveredAt: null }),
        deliveredOrder({ id: '1045', status: 'processing', deliveredAt: daysAgo(2) }),
        makeOrder({
          id: '1044',
          status: 'delivered',
          deliveredAt: daysAgo(2),
          items: [makeItem({ productId: 'prod_1', quantity: 2 })],
          returns: [makeReturn({ orderNumber: '1044', items: [{ productId: 'prod_1', productName: 'LaserJet Pro M404n', quantity: 2 }] })],
        }),
      ],
    })
    renderOrders()

    for (const [id, offered] of [
      ['1050', true],
      ['1049', true],
      ['1048', true],
      ['1043', false],
      ['1047', false],
      ['1046', false],
      ['1045', false],
      ['1044', false],
    ] as const) {
      const card = await article(id)
      expect(within(card).queryByRole('button', { name: 'Return items' }) !== null, `order #${id} card`).toBe(offered)
      // Beside Buy again, in the order's details too.
      await userEvent.click(within(card).getByRole('button', { name: 'View Details' }))
      const details = await screen.findByRole('dialog', { name: `Order #${id}` })
      expect(within(details).queryByRole('button', { name: 'Return items' }) !== null, `order #${id} details`).toBe(offered)
      await userEvent.click(within(details).getByRole('button', { name: 'Close' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    }
  })

  it('offers each product of the order once, up to what is left to return', async () => {
    serveCustomer({
      orders: [
        deliveredOrder({
          deliveredAt: '2025-06-10T15:00:00.000Z',
          returns: [
            makeReturn({
              orderNumber: '1050',
              status: 'refunded',
              items: [
                { productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 1 },
                { productId: 'prod_toner', productName: 'Toner 58A', quantity: 1 },
              ],
            }),
          ],
        }),
      ],
    })
    // The window is measured from a fixed delivery date, so the test does not depend on today.
    const now = Date.parse('2025-06-12T12:00:00.000Z')
    const realNow = Date.now
    Date.now = () => now
    try {
      renderOrders()
      const dialog = await openReturn('1050')

      expect(dialog).toHaveAccessibleDescription(
        `Choose what you are sending back. Returns for this order are accepted until ${formatOrderDate('2025-07-10T15:00:00.000Z')}, and unopened items until ${formatOrderDate('2025-08-09T15:00:00.000Z')}.`,
      )
      expect(options(within(dialog).getByLabelText('Quantity of LaserJet Pro'))).toEqual(['0', '1', '2'])
      expect(options(within(dialog).getByLabelText('Quantity of Photo Paper'))).toEqual(['0', '1', '2', '3', '4', '5'])
      expect(within(dialog).queryByLabelText('Quantity of Toner 58A')).not.toBeInTheDocument()
      const items = within(within(dialog).getByRole('group', { name: 'Items' })).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^LaserJet ProBought: 3 · Already returned: 1Quantity/),
        expect.stringMatching(/^Photo PaperBought: 5Quantity/),
        'Toner 58ABought: 1 · Already returned: 1Nothing left to return',
      ])
      expect(options(within(dialog).getByLabelText('Reason'))).toEqual(['Choose a reason', ...Object.values(RETURN_REASON_LABELS)])
    } finally {
      Date.now = realNow
    }
  })

  it('keeps Request return disabled until an item has a quantity', async () => {
    serveCustomer({ orders: [deliveredOrder()] })
    renderOrders()
    const dialog = await openReturn('1050')
    const request = within(dialog).getByRole('button', { name: 'Request return' })

    expect(request).toBeDisabled()
    await userEvent.selectOptions(within(dialog).getByLabelText('Quantity of Photo Paper'), '2')
    expect(request).toBeEnabled()
    await userEvent.selectOptions(within(dialog).getByLabelText('Quantity of Photo Paper'), '0')
    expect(request).toBeDisabled()
  })

  it("checks the request with the contract's rules before sending it", async () => {
    serveCustomer({ orders: [deliveredOrder()] })
    renderOrders()
    const dialog = await openReturn('1050')
    const tooLong = 'x'.repeat(1001)
    const noteMessage = returnRequestBodySchema.safeParse({ items: [{ productId: 'p', quantity: 1 }], reason: 'other', note: tooLong })
      .error?.issues[0]?.message

    await userEvent.selectOptions(within(dialog).getByLabelText('Quantity of LaserJet Pro'), '1')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request return' }))

    expect(await within(dialog).findByText('Please choose a reason')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true')

    expect(within(dialog).getByLabelText('Note')).toHaveAttribute('maxLength', '1000')
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: tooLong } })
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), RETURN_REASON_LABELS.other)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request return' }))

    expect(noteMessage).toBeTruthy()
    expect(await within(dialog).findByText(noteMessage!)).toBeInTheDocument()
    expect(within(dialog).queryByText('Please choose a reason')).not.toBeInTheDocument()
    expect(sentRequests('POST', '/api/user/orders/1050/returns')).toHaveLength(0)
  })

  it('requests the return, says so, and shows it on the order with what is left to return', async () => {
    const api = serveCustomer({ orders: [deliveredOrder()] })
    renderOrders()
    const dialog = await openReturn('1050')
    const listFetches = sentRequests('GET', '/api/user/orders').length
    const user = userEvent.setup()

    await user.selectOptions(within(dialog).getByLabelText('Quantity of LaserJet Pro'), '3')
    await user.selectOptions(within(dialog).getByLabelText('Quantity of Photo Paper'), '1')
    await user.selectOptions(within(dialog).getByLabelText('Reason'), RETURN_REASON_LABELS.defective)
    await user.type(within(dialog).getByLabelText('Note'), '  Prints streaks  ')
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }))

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Return requested', description: RETURN_MESSAGES.requested }))
    const [request] = sentRequests('POST', '/api/user/orders/1050/returns')
    expect(request?.body).toEqual({
      items: [
        { productId: 'prod_printer', quantity: 3 },
        { productId: 'prod_paper', quantity: 1 },
      ],
      reason: 'defective',
      note: 'Prints streaks',
    })
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1')
    expect(api.orders[0]?.returns).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(sentRequests('GET', '/api/user/orders').length).toBeGreaterThan(listFetches))

    const returns = within(await within(await article('1050')).findByRole('region', { name: 'Returns' }))
    expect(returns.getAllByRole('listitem')[0]).toHaveTextContent(
      `Requested on ${formatOrderDate(new Date())}${RETURN_STATUS_LABELS.requested}3 × LaserJet Pro1 × Photo PaperReason: ${RETURN_REASON_LABELS.defective}Note: Prints streaks`,
    )
    expect(returns.queryByText(/Refund/)).not.toBeInTheDocument()

    // What was returned is no longer offered.
    const again = await openReturn('1050')
    expect(within(again).queryByLabelText('Quantity of LaserJet Pro')).not.toBeInTheDocument()
    expect(options(within(again).getByLabelText('Quantity of Photo Paper'))).toEqual(['0', '1', '2', '3', '4'])
  })

  it('takes unopened items back after the 30 days, once the customer says they are unopened', async () => {
    serveCustomer({ orders: [deliveredOrder({ deliveredAt: daysAgo(RETURN_WINDOW_DAYS + 10) })] })
    renderOrders()
    const dialog = await openReturn('1050')
    expect(dialog).toHaveAccessibleDescription(/It is more than 30 days since delivery: unopened items, in their sealed packaging, are accepted until/)
    const user = userEvent.setup()
    await user.selectOptions(within(dialog).getByLabelText('Quantity of Photo Paper'), '1')
    await user.selectOptions(within(dialog).getByLabelText('Reason'), RETURN_REASON_LABELS.no_longer_needed)
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }))

    expect(await within(dialog).findByText(RETURN_MESSAGES.unopenedOnly)).toBeInTheDocument()
    expect(sentRequests('POST', '/api/user/orders/1050/returns')).toHaveLength(0)

    await user.click(within(dialog).getByLabelText('The items are unopened, in their sealed packaging'))
    await user.click(within(dialog).getByRole('button', { name: 'Request return' }))
    await waitFor(() => expect(sentRequests('POST', '/api/user/orders/1050/returns')).toHaveLength(1))
    expect(sentRequests('POST', '/api/user/orders/1050/returns')[0]?.body).toEqual({
      items: [{ productId: 'prod_paper', quantity: 1 }],
      reason: 'no_longer_needed',
      unopened: true,
    })
  })

  it("shows the server's refusal and keeps the dialog open, even when nothing is left to return", async () => {
    const printers = [makeItem({ productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 3 })]
    const api = serveCustomer({ orders: [deliveredOrder({ items: printers })] })
    renderOrders()
    const dialog = await openReturn('1050')
    // Meanwhile, in another tab, every printer went into a return.
    api.orders = api.orders.map((order) => ({
      ...order,
      returns: [makeReturn({ orderNumber: '1050', items: [{ productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 3 }] })],
    }))

    await userEvent.selectOptions(within(dialog).getByLabelText('Quantity of LaserJet Pro'), '2')
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), RETURN_REASON_LABELS.no_longer_needed)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request return' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.tooMany)
    expect(lastToast()).toBeUndefined()
    // The orders are read again: the printers are no longer offered, and the dialog stays to say why.
    await waitFor(() => expect(within(dialog).getByText('Nothing left to return')).toBeInTheDocument())
    expect(screen.getByRole('dialog', { name: 'Return items from order #1050' })).toHaveTextContent(RETURN_MESSAGES.tooMany)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const card = await article('1050')
    expect(within(card).getByRole('region', { name: 'Returns' })).toHaveTextContent('3 × LaserJet Pro')
    expect(within(card).queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
  })

  it('passes on a closed return window', async () => {
    serveCustomer({
      orders: [deliveredOrder()],
      override: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/user/orders/1050/returns'
          ? jsonResponse({ message: RETURN_MESSAGES.windowClosed }, 409)
          : undefined,
    })
    renderOrders()
    const dialog = await openReturn('1050')

    await userEvent.selectOptions(within(dialog).getByLabelText('Quantity of Toner 58A'), '1')
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), RETURN_REASON_LABELS.damaged)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request return' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.windowClosed)
    expect(within(dialog).getByRole('button', { name: 'Request return' })).toBeEnabled()
  })

  it("shows a 400's message and puts its field messages under the fields", async () => {
    serveCustomer({
      orders: [deliveredOrder()],
      override: ({ method, url }) =>
        method === 'POST' && url.pathname === '/api/user/orders/1050/returns'
          ? jsonResponse({ message: 'Please check the highlighted fields.', errors: [{ path: 'note', message: 'Note holds a link' }] }, 400)
          : undefined,
    })
    renderOrders()
    const dialog = await openReturn('1050')

    await userEvent.selectOptions(within(dialog).getByLabelText('Quantity of Toner 58A'), '1')
    await userEvent.selectOptions(within(dialog).getByLabelText('Reason'), RETURN_REASON_LABELS.other)
    await userEvent.type(within(dialog).getByLabelText('Note'), 'see http://example.com')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Request return' }))

    expect(await within(dialog).findByText('Please check the highlighted fields.')).toBeInTheDocument()
    expect(within(dialog).getByText('Note holds a link')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true')
  })
})

describe("AccountPage an order's returns", () => {
  const order = makeOrder({
    id: '1040',
    status: 'delivered',
    deliveredAt: daysAgo(UNOPENED_RETURN_WINDOW_DAYS + 5),
    items: [
      makeItem({ productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 2 }),
      makeItem({ productId: 'prod_toner', productName: 'Toner 58A', quantity: 4 }),
    ],
    returns: [
      makeReturn({
        id: 'ret_1',
        orderNumber: '1040',
        status: 'refunded',
        reason: 'damaged',
        items: [{ productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 1 }],
        refundAmount: '249.99',
        createdAt: '2025-03-20T12:00:00.000Z',
        receivedAt: '2025-03-25T12:00:00.000Z',
      }),
      makeReturn({
        id: 'ret_2',
        orderNumber: '1040',
        status: 'requested',
        reason: 'no_longer_needed',
        note: 'Ordered too many',
        items: [{ productId: 'prod_toner', productName: 'Toner 58A', quantity: 2 }],
        createdAt: '2025-03-28T12:00:00.000Z',
      }),
    ],
  })

  it('lists each return with its date, items, reason, status and, once set, the refund', async () => {
    serveCustomer({ orders: [order, makeOrder({ id: '1039' })] })
    renderOrders()

    const card = await article('1040')
    const list = within(within(card).getByRole('region', { name: 'Returns' })).getAllByRole('list')[0]!
    const returns = [...list.querySelectorAll<HTMLElement>(':scope > li')]
    expect(returns).toHaveLength(2)
    const [refunded, requested] = returns as [HTMLElement, HTMLElement]
    expect(refunded).toHaveTextContent(
      `Requested on March 20, 2025${RETURN_STATUS_LABELS.refunded}1 × LaserJet ProReason: ${RETURN_REASON_LABELS.damaged}Received on March 25, 2025Refund: $249.99`,
    )
    expect(within(refunded).getByText(RETURN_STATUS_LABELS.refunded)).toHaveClass('bg-green-100')
    expect(requested).toHaveTextContent(
      `Requested on March 28, 2025${RETURN_STATUS_LABELS.requested}2 × Toner 58AReason: ${RETURN_REASON_LABELS.no_longer_needed}Note: Ordered too many`,
    )
    expect(requested).not.toHaveTextContent('Refund')
    // Past the window: the returns are shown, no new one is offered.
    expect(within(card).queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
    // An order without returns shows none.
    expect(within(await article('1039')).queryByRole('region', { name: 'Returns' })).not.toBeInTheDocument()
  })

  it("shows the returns in the order's details too", async () => {
    serveCustomer({ orders: [order] })
    renderOrders()

    await userEvent.click(within(await article('1040')).getByRole('button', { name: 'View Details' }))
    const details = await screen.findByRole('dialog', { name: 'Order #1040' })
    const returns = within(details).getByRole('region', { name: 'Returns' })
    expect(returns).toHaveTextContent('Refund: $249.99')
    expect(returns).toHaveTextContent(`2 × Toner 58AReason: ${RETURN_REASON_LABELS.no_longer_needed}`)
    expect(within(details).queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
  })
})

describe('AccountPage the returns view (?tab=orders&show=returns)', () => {
  const withReturn = (id: string) =>
    deliveredOrder({
      id,
      returns: [
        makeReturn({ id: `ret_${id}`, orderNumber: id, items: [{ productId: 'prod_toner', productName: 'Toner 58A', quantity: 1 }] }),
      ],
    })
  const renderReturns = () => renderWithProviders(<AccountPage />, { route: '/account?tab=orders&show=returns' })
  const shownOrders = () => screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))
  const location = () => screen.getByTestId('location').textContent

  it('lists only the orders with returns, saying so', async () => {
    // Without returns: an empty list, and none at all (an order as some answers carry it).
    serveCustomer({ orders: [withReturn('1052'), deliveredOrder({ id: '1051' }), makeOrder({ id: '1050' }), withReturn('1049')] })
    renderReturns()

    const card = await article('1052')
    expect(shownOrders()).toEqual(['order-1052-title', 'order-1049-title'])
    expect(within(card).getByRole('region', { name: 'Returns' })).toHaveTextContent('1 × Toner 58A')
    expect(screen.getByText('Showing orders with returns.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Show all orders' })).toBeInTheDocument()
    expect(screen.queryByText(/You have no returns yet/)).not.toBeInTheDocument()
  })

  it('brings every order back with Show all orders, staying on the Orders tab', async () => {
    serveCustomer({ orders: [withReturn('1052'), deliveredOrder({ id: '1051' }), makeOrder({ id: '1050' })] })
    renderReturns()
    await article('1052')
    expect(shownOrders()).toHaveLength(1)

    await userEvent.click(screen.getByRole('button', { name: 'Show all orders' }))

    await waitFor(() => expect(shownOrders()).toEqual(['order-1052-title', 'order-1051-title', 'order-1050-title']))
    expect(location()).toBe('/account?tab=orders')
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.queryByText('Showing orders with returns.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show all orders' })).not.toBeInTheDocument()
  })

  it('says how to return items when no order has a return, with a way back to all orders', async () => {
    serveCustomer({ orders: [deliveredOrder({ id: '1051' }), makeOrder({ id: '1050' })] })
    renderReturns()

    expect(
      await screen.findByText("You have no returns yet. To return items, open a delivered order and choose 'Return items'."),
    ).toBeInTheDocument()
    expect(screen.queryByRole('article')).not.toBeInTheDocument()
    expect(screen.queryByText('Showing orders with returns.')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Show all orders' }))

    expect(await article('1051')).toBeInTheDocument()
    expect(shownOrders()).toHaveLength(2)
    expect(location()).toBe('/account?tab=orders')
    expect(screen.queryByText(/You have no returns yet/)).not.toBeInTheDocument()
  })

  it('lists every order without show=returns', async () => {
    serveCustomer({ orders: [withReturn('1052'), deliveredOrder({ id: '1051' })] })
    renderOrders()

    await article('1052')
    expect(shownOrders()).toHaveLength(2)
    expect(screen.queryByText('Showing orders with returns.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Show all orders' })).not.toBeInTheDocument()
  })
})
