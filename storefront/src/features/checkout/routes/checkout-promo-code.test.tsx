import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PROMO_MESSAGES, type Order } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore } from '@/stores/cart-store'
import { makeAddress, makeItem, makeOrder, makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer, type Override } from '@/testing/serve-customer'
import { promotionsOverride, type TestPromotion } from '@/testing/serve-promotions'
import { checkoutRoutes } from '../testing/checkout-routes'
import { CLEAR_CART_DELAY_MS } from './checkout-page'

const customer = makeUser({ id: 'user_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: '9185550100' })
const PROMOTIONS: TestPromotion[] = [
  { code: 'SPRING10', kind: 'percentage', value: 10, minimumSubtotal: 250 },
  { code: 'TAKE15', kind: 'fixed', value: 15 },
]
const promotions = promotionsOverride({ promotions: PROMOTIONS, prices: { prod_printer: 150 } })

/** The order the server makes of the cart (two printers at $150.00) with SPRING10, or as given. */
function placedOrder(overrides: Partial<Order> = {}): Order {
  const address = makeAddress({ firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: null })
  return makeOrder({
    userId: customer.id,
    customerEmail: customer.email,
    customerName: 'Jane Doe',
    shippingAddress: address,
    billingAddress: address,
    items: [makeItem({ productId: 'prod_printer', productName: 'LaserJet Pro', quantity: 2, price: 150, total: '300.00' })],
    subtotal: '300.00',
    promoCode: 'SPRING10',
    discountAmount: '30.00',
    shippingCost: '0.00',
    tax: '21.60',
    totalAmount: '291.60',
    status: 'pending',
    ...overrides,
  })
}

type Answer = () => Response | Promise<Response>

/** The customer's side of the API: promotions priced as the server does, and POST /api/orders answered in turn (the last answer repeats). */
function serve({ orders = [() => jsonResponse(placedOrder(), 201)], prepare }: { orders?: Answer[]; prepare?: Override } = {}) {
  let placed = 0
  serveCustomer({
    user: customer,
    override: (request) => {
      if (request.url.pathname === '/api/orders' && request.method === 'POST') {
        const answer = orders[Math.min(placed, orders.length - 1)]!
        placed += 1
        return answer()
      }
      return (request.url.pathname === '/api/checkout' ? prepare?.(request) : undefined) ?? promotions(request)
    },
  })
}

const summary = () => screen.getByRole('complementary', { name: 'Order Summary' })
const promoGroup = () => within(summary()).getByRole('group', { name: 'Promo code' })
const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Processing/ })
const orderBodies = () => sentRequests('POST', '/api/orders').map((request) => request.body as Record<string, unknown>)
const prepareBodies = () => sentRequests('POST', '/api/checkout').map((request) => request.body as Record<string, unknown>)

/** The value next to a label in the order summary. */
function summaryValue(label: string): string {
  const term = within(summary()).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

async function fillValidForm() {
  const shipping = await screen.findByRole('region', { name: /Shipping Address/ })
  await userEvent.type(within(shipping).getByLabelText('Street Address'), '100 Main Street')
  await userEvent.type(within(shipping).getByLabelText('City'), 'Tulsa')
  await userEvent.selectOptions(within(shipping).getByLabelText('State'), 'OK')
  await userEvent.type(within(shipping).getByLabelText('ZIP Code'), '74103')
  await userEvent.click(screen.getByLabelText('Same as shipping address'))
}

/** Renders /checkout and waits for its summary (the form shows once the customer is known). */
async function renderCheckout() {
  renderWithProviders(checkoutRoutes, { route: '/checkout' })
  await screen.findByRole('complementary', { name: 'Order Summary' })
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
  useToastStore.getState().remove()
  useCartStore.getState().clearCart()
  useCartStore.getState().addItem({ id: 'prod_printer', name: 'LaserJet Pro', price: '150.00', image: 'laserjet.svg' }, 2)
})

afterEach(async () => {
  // An order placed in a test empties the cart a moment later: let that happen now, not in the next test.
  if (sentRequests('POST', '/api/orders').length > 0) await new Promise((resolve) => setTimeout(resolve, CLEAR_CART_DELAY_MS * 2))
  resetApiMock()
})

describe('CheckoutPage promo code', () => {
  it("shows the cart's code as an estimate until the prepared order confirms the figures, which the order is sent with", async () => {
    let prepareNow: () => void = () => {}
    const prepared = new Promise<void>((resolve) => (prepareNow = resolve))
    serve({
      // The prepared order's figures, a cent apart from the check's: the order is sent with these.
      prepare: (request) =>
        prepared.then(() =>
          jsonResponse({
            sessionId: (request.body as { sessionId: string }).sessionId,
            promoCode: 'SPRING10',
            discount: '30.00',
            subtotal: '300.00',
            shippingCost: '0.00',
            tax: '21.61',
            totalAmount: '291.61',
            shippingOptions: [{ id: 'so_free', name: 'Free Shipping', description: null, amount: '0.00' }],
            shippingOptionId: 'so_free',
            taxRate: 8,
          }),
        ),
      orders: [() => jsonResponse(placedOrder({ tax: '21.61', totalAmount: '291.61' }), 201)],
    })
    useCartStore.getState().setPromoCode('SPRING10')
    await renderCheckout()

    expect(await within(summary()).findByText('Discount (SPRING10)')).toBeInTheDocument()
    expect(promoGroup()).toHaveTextContent('SPRING10')
    expect(within(promoGroup()).getByRole('button', { name: 'Remove promo code SPRING10' })).toBeInTheDocument()
    expect(summaryValue('Discount (SPRING10)')).toBe('-$30.00')
    expect(summaryValue('Estimated Total')).toBe('$291.60')
    expect(within(summary()).getByText('Final amounts are confirmed before you place your order.')).toBeInTheDocument()
    // The check goes with the customer's token, as every call does.
    expect(sentRequests('POST', '/api/promotions/check')[0]?.headers.get('Authorization')).toBe('Bearer token-1')

    await waitFor(() => expect(prepareBodies()).toHaveLength(1))
    expect(prepareBodies()[0]).toMatchObject({ promoCode: 'SPRING10', items: [{ productId: 'prod_printer', quantity: 2 }] })
    prepareNow()

    await waitFor(() => expect(summaryValue('Total')).toBe('$291.61'))
    expect(summaryValue('Discount (SPRING10)')).toBe('-$30.00')
    expect(summaryValue('Tax (8%)')).toBe('$21.61')
    expect(within(summary()).queryByText('Estimated Total')).not.toBeInTheDocument()
    expect(within(summary()).queryByText(/Final amounts/)).not.toBeInTheDocument()

    await fillValidForm()
    // The complete address is priced in turn (its state's tax, the options for it).
    await waitFor(() => expect(prepareBodies().at(-1)).toMatchObject({ shippingAddress: { state: 'OK', zipCode: '74103' } }))
    await waitFor(() => expect(summaryValue('Total')).toBe('$291.61'))
    await userEvent.click(placeOrderButton())

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(orderBodies()[0]).toMatchObject({ promoCode: 'SPRING10', totalAmount: '291.61', shippingOptionId: 'so_free' })
    // The confirmation shows the discount between the subtotal and the shipping.
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
    // The code goes with the cart once the order is placed.
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]))
    expect(useCartStore.getState().promoCode).toBeNull()
  })

  it('applies a code typed at checkout, prepares the order with it and sends it with the discounted total', async () => {
    serve({ orders: [() => jsonResponse(placedOrder({ promoCode: 'TAKE15', discountAmount: '15.00', tax: '22.80', totalAmount: '307.80' }), 201)] })
    await renderCheckout()
    await waitFor(() => expect(prepareBodies()).toHaveLength(1))
    expect(prepareBodies()[0]).not.toHaveProperty('promoCode')

    await userEvent.type(await within(summary()).findByLabelText('Promo code'), 'take15{Enter}')

    expect(await within(summary()).findByText('Discount (TAKE15)')).toBeInTheDocument()
    expect(summaryValue('Discount (TAKE15)')).toBe('-$15.00')
    expect(useCartStore.getState().promoCode).toBe('TAKE15')
    await waitFor(() => expect(prepareBodies()).toHaveLength(2))
    expect(prepareBodies()[1]).toMatchObject({ promoCode: 'TAKE15' })
    // Prepared: 300.00 - 15.00 = 285.00, free shipping, tax 22.80.
    await waitFor(() => expect(summaryValue('Total')).toBe('$307.80'))

    await fillValidForm()
    await userEvent.click(placeOrderButton())

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(orderBodies()[0]).toMatchObject({ promoCode: 'TAKE15', totalAmount: '307.80' })
  })

  it('shows a refusal at Place Order by the field, keeps what was typed, and places the order once the code is removed', async () => {
    serve({
      orders: [
        () => jsonResponse({ code: 'promotion_used_up', message: PROMO_MESSAGES.usedUp }, 409),
        () => jsonResponse(placedOrder({ promoCode: null, discountAmount: '0.00', tax: '24.00', totalAmount: '324.00' }), 201),
      ],
    })
    useCartStore.getState().setPromoCode('SPRING10')
    await renderCheckout()
    await within(summary()).findByText('Discount (SPRING10)')
    await fillValidForm()

    await userEvent.click(placeOrderButton())

    expect(await within(promoGroup()).findByRole('alert')).toHaveTextContent(PROMO_MESSAGES.usedUp)
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Order failed', description: PROMO_MESSAGES.usedUp })
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument()
    expect(within(screen.getByRole('region', { name: /Shipping Address/ })).getByLabelText('Street Address')).toHaveValue('100 Main Street')
    // Without the code the summary shows the cart's own figures.
    expect(within(summary()).queryByText('Discount (SPRING10)')).not.toBeInTheDocument()
    expect(summaryValue('Total')).toBe('$324.00')

    await userEvent.click(within(promoGroup()).getByRole('button', { name: 'Remove promo code SPRING10' }))
    expect(within(summary()).getByLabelText('Promo code')).toHaveFocus()
    await userEvent.click(placeOrderButton())

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    const [first, second] = orderBodies()
    expect(first).toMatchObject({ promoCode: 'SPRING10', totalAmount: '291.60' })
    expect(second).not.toHaveProperty('promoCode')
    expect(second).toMatchObject({ totalAmount: '324.00', sessionId: first?.sessionId })
    expect(screen.queryByText(/^Discount/)).not.toBeInTheDocument()
  })

  it('says why a code kept with the cart no longer applies, and shows the figures without it', async () => {
    serve()
    const printer = useCartStore.getState().items[0]!
    useCartStore.getState().updateQuantity(printer.id, 1)
    useCartStore.getState().setPromoCode('SPRING10')
    await renderCheckout()

    expect(await within(promoGroup()).findByRole('alert')).toHaveTextContent('Add $100.00 more to use this code.')
    expect(within(summary()).queryByText('Discount (SPRING10)')).not.toBeInTheDocument()
    expect(summaryValue('Total')).toBe('$162.00')
  })
})
