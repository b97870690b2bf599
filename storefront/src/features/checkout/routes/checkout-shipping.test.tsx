import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ORDER_MESSAGES, type Order } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore } from '@/stores/cart-store'
import { makeItem, makeOrder, makeShopPricing, makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock, setShopPricing } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer, type Override, type SentRequest } from '@/testing/serve-customer'
import { promotionsOverride } from '@/testing/serve-promotions'
import { checkoutRoutes } from '../testing/checkout-routes'
import { CLEAR_CART_DELAY_MS, TOTALS_UPDATED } from './checkout-page'

// The checkout's shipping options and figures come from Medusa's settings (docs/decisions.md,
// "Medusa's settings decide"): the seeded ones here unless a test sets others.

const customer = makeUser({ id: 'user_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: '9185550100' })
/** POST /api/checkout priced as the server does from the page's settings (see serve-promotions). */
const priced = promotionsOverride({ promotions: [], prices: { prod_toner: 30 } })

function placedOrder(overrides: Partial<Order> = {}): Order {
  return makeOrder({
    items: [makeItem({ productId: 'prod_toner', productName: 'Toner', quantity: 2, price: 30, total: '60.00' })],
    subtotal: '60.00',
    shippingCost: '24.99',
    shippingMethod: 'Express Shipping',
    tax: '4.80',
    totalAmount: '89.79',
    ...overrides,
  })
}

/** The customer's side of the API; `prepare` answers POST /api/checkout before the settings' pricing does. */
function serve({ prepare, order = placedOrder() }: { prepare?: Override; order?: Order } = {}) {
  serveCustomer({
    user: customer,
    override: (request: SentRequest) => {
      if (request.url.pathname === '/api/orders' && request.method === 'POST') return jsonResponse(order, 201)
      return (request.url.pathname === '/api/checkout' ? prepare?.(request) : undefined) ?? priced(request)
    },
  })
}

const summary = () => screen.getByRole('complementary', { name: 'Order Summary' })
const shippingMethod = () => screen.getByRole('group', { name: 'Shipping Method' })
const orderBodies = () => sentRequests('POST', '/api/orders').map((request) => request.body as Record<string, unknown>)
const prepareBodies = () => sentRequests('POST', '/api/checkout').map((request) => request.body as Record<string, unknown>)
const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Processing/ })

function summaryValue(label: string): string {
  return within(summary()).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
}

async function fillValidForm() {
  const shipping = await screen.findByRole('region', { name: /Shipping Address/ })
  await userEvent.type(within(shipping).getByLabelText('Street Address'), '100 Main Street')
  await userEvent.type(within(shipping).getByLabelText('City'), 'Austin')
  await userEvent.selectOptions(within(shipping).getByLabelText('State'), 'TX')
  await userEvent.type(within(shipping).getByLabelText('ZIP Code'), '78701')
  await userEvent.click(screen.getByLabelText('Same as shipping address'))
}

async function renderCheckout() {
  renderWithProviders(checkoutRoutes, { route: '/checkout' })
  await screen.findByRole('complementary', { name: 'Order Summary' })
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
  useToastStore.getState().remove()
  useCartStore.getState().clearCart()
  useCartStore.getState().addItem({ id: 'prod_toner', name: 'Toner', price: '30.00', image: '' }, 2)
})

afterEach(async () => {
  if (sentRequests('POST', '/api/orders').length > 0) await new Promise((resolve) => setTimeout(resolve, CLEAR_CART_DELAY_MS * 2))
  resetApiMock()
})

describe('CheckoutPage shipping method', () => {
  it("offers Medusa's options for the cart, the cheapest chosen, and ships by the one the shopper picks", async () => {
    serve()
    await renderCheckout()

    const standard = await within(shippingMethod()).findByRole('radio', { name: /Standard Shipping/ })
    const express = within(shippingMethod()).getByRole('radio', { name: /Express Shipping/ })
    // A $60 cart: Free Shipping does not apply.
    expect(within(shippingMethod()).queryByRole('radio', { name: /Free Shipping/ })).not.toBeInTheDocument()
    expect(standard).toBeChecked()
    expect(standard.closest('label')).toHaveTextContent('Delivered in 3-7 business days.$9.99')
    expect(express.closest('label')).toHaveTextContent('Delivered in 1-2 business days.$24.99')
    expect(summaryValue('Shipping')).toBe('$9.99')
    expect(summaryValue('Tax (8%)')).toBe('$4.80')

    await userEvent.click(express)
    expect(express).toBeChecked()
    await waitFor(() => expect(prepareBodies().at(-1)).toMatchObject({ shippingOptionId: 'so_express' }))
    await waitFor(() => expect(summaryValue('Shipping')).toBe('$24.99'))
    expect(summaryValue('Total')).toBe('$89.79')

    await fillValidForm()
    await waitFor(() => expect(prepareBodies().at(-1)).toMatchObject({ shippingOptionId: 'so_express', shippingAddress: { state: 'TX' } }))
    await waitFor(() => expect(summaryValue('Total')).toBe('$89.79'))
    await userEvent.click(placeOrderButton())

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(orderBodies()[0]).toMatchObject({ shippingOptionId: 'so_express', totalAmount: '89.79' })
    expect(screen.getByText('Shipping Method').nextElementSibling).toHaveTextContent('Express Shipping')
  })

  it('shows the rate and options the merchant set: 9.5% tax, a $5.00 standard rate', async () => {
    const seeded = makeShopPricing()
    setShopPricing({
      ...seeded,
      taxRate: 9.5,
      shippingOptions: seeded.shippingOptions.map((option) => (option.id === 'so_standard' ? { ...option, prices: [{ amount: 5, rules: [] }] } : option)),
    })
    serve()
    await renderCheckout()

    await waitFor(() => expect(summaryValue('Tax (9.5%)')).toBe('$5.70'))
    expect(summaryValue('Shipping')).toBe('$5.00')
    expect(summaryValue('Total')).toBe('$70.70')
    expect(within(shippingMethod()).getByRole('radio', { name: /Standard Shipping/ }).closest('label')).toHaveTextContent('$5.00')
  })

  it('says so when nothing ships the cart to the address', async () => {
    serve({
      prepare: (request) => {
        const body = request.body as { sessionId: string; shippingAddress?: unknown }
        if (!body.shippingAddress) return undefined
        return jsonResponse({ sessionId: body.sessionId, promoCode: null, subtotal: '60.00', shippingCost: '0.00', tax: '4.80', totalAmount: '64.80', shippingOptions: [], shippingOptionId: null, taxRate: 8 })
      },
    })
    await renderCheckout()
    await fillValidForm()

    expect(await within(shippingMethod()).findByRole('alert')).toHaveTextContent(ORDER_MESSAGES.noShippingOption)
    expect(within(shippingMethod()).queryByRole('radio')).not.toBeInTheDocument()
  })

  it("shows the address's figures first when they differ from those shown, and places the order at them next", async () => {
    // Texas has its own rate in Medusa: 8.25%. The answer for the address comes only once let through.
    let answerForAddress: () => void = () => {}
    const addressAnswered = new Promise<void>((resolve) => (answerForAddress = resolve))
    serve({
      prepare: (request) => {
        const body = request.body as { sessionId: string; shippingAddress?: unknown }
        if (!body.shippingAddress) return undefined
        return addressAnswered.then(() =>
          jsonResponse({
            sessionId: body.sessionId,
            promoCode: null,
            subtotal: '60.00',
            shippingCost: '9.99',
            tax: '4.95',
            totalAmount: '74.94',
            shippingOptions: [{ id: 'so_standard', name: 'Standard Shipping', description: null, amount: '9.99' }],
            shippingOptionId: 'so_standard',
            taxRate: 8.25,
          }),
        )
      },
      order: placedOrder({ shippingCost: '9.99', shippingMethod: 'Standard Shipping', tax: '4.95', totalAmount: '74.94' }),
    })
    await renderCheckout()
    await waitFor(() => expect(summaryValue('Total')).toBe('$74.79'))
    await fillValidForm()

    // Placed before the address was priced: Place Order asks, and the answer differs from $74.79.
    await userEvent.click(placeOrderButton())
    answerForAddress()
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(TOTALS_UPDATED)
    expect(orderBodies()).toHaveLength(0)
    await waitFor(() => expect(summaryValue('Tax (8.25%)')).toBe('$4.95'))
    expect(summaryValue('Total')).toBe('$74.94')

    await userEvent.click(placeOrderButton())
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(orderBodies()).toEqual([expect.objectContaining({ totalAmount: '74.94', shippingOptionId: 'so_standard' })])
  })
})
