import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { ORDER_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore } from '@/stores/cart-store'
import { makeItem, makeOrder, makeShopPricing, makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock, setShopPricing } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer, type SentRequest } from '@/testing/serve-customer'
import { promotionsOverride } from '@/testing/serve-promotions'
import { checkoutRoutes } from '../testing/checkout-routes'
import { CLEAR_CART_DELAY_MS } from './checkout-page'

// How shoppers pay follows the payment providers enabled for the region in Medusa
// (docs/decisions.md, "Payments"). Stripe's own element stands in for Stripe here: the tests check
// what the checkout does with its answers, and that a card is confirmed before the order is placed.
const stripe = vi.hoisted(() => ({ confirmPayment: vi.fn(), secrets: [] as string[] }))
vi.mock('@stripe/stripe-js', () => ({ loadStripe: vi.fn(async () => ({})) }))
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children, options }: { children: ReactNode; options: { clientSecret: string } }) => {
    stripe.secrets.push(options.clientSecret)
    return <div data-testid="stripe-elements">{children}</div>
  },
  PaymentElement: () => <p>Stripe card form</p>,
  useStripe: () => ({ confirmPayment: stripe.confirmPayment }),
  useElements: () => ({}),
}))

const customer = makeUser({ id: 'user_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: '9185550100' })
const priced = promotionsOverride({ promotions: [], prices: { prod_toner: 30 } })
const order = makeOrder({
  items: [makeItem({ productId: 'prod_toner', productName: 'Toner', quantity: 2, price: 30, total: '60.00' })],
  paymentMethod: 'pay_with_card',
  subtotal: '60.00',
  shippingCost: '9.99',
  tax: '4.80',
  totalAmount: '74.79',
})

/** The customer's API: prepared checkouts carry the processor's payment; Place Order answers `placed`. */
function serve({ providerId, placed }: { providerId: string; placed: () => Response }) {
  serveCustomer({
    user: customer,
    override: (request: SentRequest) => {
      if (request.url.pathname === '/api/orders' && request.method === 'POST') return placed()
      if (request.url.pathname !== '/api/checkout') return priced(request)
      return (async () => {
        const answer = await (priced(request) as Response).json()
        const body = request.body as { sessionId: string; paymentMethod?: string }
        const card = body.paymentMethod === 'pay_with_card'
        const secret = card ? `pi_${sentRequests('POST', '/api/checkout').length}_secret` : null
        return jsonResponse({ ...answer, payment: { providerId: card ? providerId : 'pp_system_default', clientSecret: secret } })
      })()
    },
  })
}

const orderBodies = () => sentRequests('POST', '/api/orders').map((request) => request.body as Record<string, unknown>)
const prepareBodies = () => sentRequests('POST', '/api/checkout').map((request) => request.body as Record<string, unknown>)
const paymentStep = () => screen.getByRole('region', { name: /Payment Method/ })

async function fillValidForm() {
  const shipping = await screen.findByRole('region', { name: /Shipping Address/ })
  await userEvent.type(within(shipping).getByLabelText('Street Address'), '100 Main Street')
  await userEvent.type(within(shipping).getByLabelText('City'), 'Tulsa')
  await userEvent.selectOptions(within(shipping).getByLabelText('State'), 'OK')
  await userEvent.type(within(shipping).getByLabelText('ZIP Code'), '74136')
  await userEvent.click(screen.getByLabelText('Same as shipping address'))
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
  useToastStore.getState().remove()
  useCartStore.getState().clearCart()
  useCartStore.getState().addItem({ id: 'prod_toner', name: 'Toner', price: '30.00', image: '' }, 2)
  stripe.confirmPayment.mockReset()
  stripe.secrets.length = 0
})

afterEach(async () => {
  if (sentRequests('POST', '/api/orders').length > 0) await new Promise((resolve) => setTimeout(resolve, CLEAR_CART_DELAY_MS * 2))
  resetApiMock()
})

describe('CheckoutPage payment', () => {
  it('offers only the methods the region offers: a card processor alone, no card fields, and a card it refuses places nothing', async () => {
    setShopPricing({ ...makeShopPricing(), payments: { methods: ['pay_with_card'], cardProcessor: { providerId: 'pp_acme_acme', element: 'none', publishableKey: null } } })
    serve({ providerId: 'pp_acme_acme', placed: () => jsonResponse({ code: 'card_not_authorized', message: ORDER_MESSAGES.cardNotAuthorized }, 402) })
    renderWithProviders(checkoutRoutes, { route: '/checkout' })

    const card = await within(await screen.findByRole('region', { name: /Payment Method/ })).findByRole('radio', { name: /Credit \/ Debit Card/ })
    await waitFor(() => expect(card).toBeChecked())
    expect(within(paymentStep()).getAllByRole('radio')).toHaveLength(1)
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument()
    expect(paymentStep()).toHaveTextContent('Your card is charged by our payment processor when you place the order.')

    await fillValidForm()
    await waitFor(() => expect(prepareBodies().at(-1)).toMatchObject({ paymentMethod: 'pay_with_card', shippingAddress: { state: 'OK' } }))
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }))
    expect((await screen.findAllByText(ORDER_MESSAGES.cardNotAuthorized)).length).toBeGreaterThan(0)
    expect(orderBodies()).toHaveLength(1)
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument()
  })

  it("takes the card in Stripe's element for the prepared payment: a declined card places nothing, a confirmed one places the order", async () => {
    setShopPricing({ ...makeShopPricing(), payments: { methods: ['cash_on_delivery', 'card_on_delivery', 'pay_with_card'], cardProcessor: { providerId: 'pp_stripe_stripe', element: 'stripe', publishableKey: 'pk_test_1' } } })
    serve({ providerId: 'pp_stripe_stripe', placed: () => jsonResponse(order, 201) })
    renderWithProviders(checkoutRoutes, { route: '/checkout' })

    await fillValidForm()
    await userEvent.click(within(paymentStep()).getByRole('radio', { name: /Credit \/ Debit Card/ }))
    expect(await within(paymentStep()).findByText('Stripe card form')).toBeInTheDocument()
    // The spec's own card fields give way to Stripe's: the card never reaches the shop.
    expect(screen.queryByLabelText('Card Number')).not.toBeInTheDocument()
    await waitFor(() => expect(prepareBodies().at(-1)).toMatchObject({ paymentMethod: 'pay_with_card', shippingAddress: { state: 'OK' } }))
    const secret = `pi_${prepareBodies().length}_secret`
    await waitFor(() => expect(stripe.secrets.at(-1)).toBe(secret))

    stripe.confirmPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } })
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }))
    expect((await screen.findAllByText('Your card was declined.')).length).toBeGreaterThan(0)
    expect(orderBodies()).toHaveLength(0)

    stripe.confirmPayment.mockResolvedValueOnce({ paymentIntent: { status: 'requires_capture' } })
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }))
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(stripe.confirmPayment).toHaveBeenCalledTimes(2)
    expect(stripe.confirmPayment.mock.calls[1][0]).toMatchObject({ redirect: 'if_required' })
    expect(orderBodies()[0]).toMatchObject({ paymentMethod: 'pay_with_card' })
    expect(JSON.stringify(orderBodies()[0])).not.toMatch(/cardNumber|cvv/)
  })
})
