import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QUOTE_MESSAGES, type Order, type Quote } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore } from '@/stores/cart-store'
import { makeAddress, makeItem, makeOrder, makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { makeQuote, quoteRoutes } from '@/testing/quotes'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer, type SentRequest } from '@/testing/serve-customer'
import { checkoutRoutes } from '../testing/checkout-routes'
import { CLEAR_CART_DELAY_MS } from './checkout-page'

const customer = makeUser({ id: 'user_1', email: 'jane@example.com', firstName: 'Jane', lastName: 'Doe', phone: '9185550100' })

/** The order the server places of Quote #12 (10 label printers at $42.00, 2 scanners at $80.00). */
function placedOrder(overrides: Partial<Order> = {}): Order {
  const address = makeAddress({ firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: null })
  return makeOrder({
    id: '1060',
    userId: customer.id,
    customerEmail: customer.email,
    customerName: 'Jane Doe',
    shippingAddress: address,
    billingAddress: address,
    items: [
      makeItem({ productId: 'prod_labels', productName: 'Label Printer LP-200', quantity: 10, price: 42, total: '420.00' }),
      makeItem({ productId: 'prod_scanner', productName: 'ScanSnap iX1600', quantity: 2, price: 80, total: '160.00' }),
    ],
    subtotal: '580.00',
    shippingCost: '0.00',
    tax: '46.40',
    totalAmount: '626.40',
    status: 'pending',
    ...overrides,
  })
}

/** Medusa's figures for the quote's checkout: its prices, free shipping, 8% tax. */
const prepared = (request: SentRequest) =>
  jsonResponse({
    sessionId: (request.body as { sessionId: string }).sessionId,
    promoCode: null,
    discount: '0.00',
    subtotal: '580.00',
    shippingCost: '0.00',
    tax: '46.40',
    totalAmount: '626.40',
    shippingOptions: [{ id: 'so_free', name: 'Free Shipping', description: null, amount: '0.00' }],
    shippingOptionId: 'so_free',
    taxRate: 8,
    payment: null,
  })

type Answer = (request: SentRequest) => Response | Promise<Response>

function serve({ quote = makeQuote(), accept, user = customer }: { quote?: Quote; accept?: Answer; user?: typeof customer | null } = {}) {
  const routes = quoteRoutes({ quotes: [quote], accept, placed: placedOrder() })
  serveCustomer({
    user,
    override: (request) => (request.url.pathname === '/api/checkout' && request.method === 'POST' ? prepared(request) : routes.override(request)),
  })
  return routes.state
}

function renderQuoteCheckout(quoteId = 'quo_12') {
  return renderWithProviders(checkoutRoutes, { route: `/checkout?quote=${quoteId}` })
}

const summary = () => screen.getByRole('complementary', { name: 'Order Summary' })
const placeOrderButton = () => screen.getByRole('button', { name: /Place Order|Processing/ })
const lastToast = () => useToastStore.getState().toasts[0]
const acceptBodies = () => sentRequests('POST', '/api/user/quotes/quo_12/accept').map((request) => request.body as Record<string, unknown>)
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

/** The shopper's own cart, with a promo code applied: a quote's checkout leaves both alone. */
function fillCart() {
  useCartStore.getState().addItem({ id: 'prod_printer', name: 'LaserJet Pro', price: '249.99', image: '' }, 1)
  useCartStore.getState().setPromoCode('SPRING10')
}

const cartState = () => {
  const { items, promoCode } = useCartStore.getState()
  return { lines: items.map(({ productId, quantity }) => ({ productId, quantity })), promoCode }
}
const UNTOUCHED_CART = { lines: [{ productId: 'prod_printer', quantity: 1 }], promoCode: 'SPRING10' }

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'token-1')
  useCartStore.getState().clearCart()
  useToastStore.getState().remove()
  fillCart()
})

afterEach(resetApiMock)

describe('CheckoutPage for a quote', () => {
  it("shows the quote's lines at the quoted prices, without a promo code, and prepares the quote's checkout", async () => {
    serve()
    renderQuoteCheckout()

    await screen.findByRole('heading', { name: 'Checkout' })
    const items = within(within(summary()).getByRole('list', { name: 'Items in your order' }))
    expect(items.getAllByRole('listitem')).toHaveLength(2)
    expect(items.getByText('Label Printer LP-200')).toBeInTheDocument()
    expect(items.getByText('Qty 10 × $42.00')).toBeInTheDocument()
    expect(items.getByText('$420.00')).toBeInTheDocument()
    expect(items.getByText('Qty 2 × $80.00')).toBeInTheDocument()
    expect(items.queryByText('LaserJet Pro')).not.toBeInTheDocument()
    expect(within(summary()).getByText(/at the prices we quoted you/)).toHaveTextContent('Quote #12 at the prices we quoted you, valid until December 31, 2099.')
    expect(within(summary()).queryByText('Promo code')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Quote' })).toHaveAttribute('href', '/account?tab=quotes&quote=quo_12')

    await waitFor(() => expect(summaryValue('Total')).toBe('$626.40'))
    expect(summaryValue('Subtotal')).toBe('$580.00')
    const [first] = prepareBodies()
    expect(first).toMatchObject({
      quoteId: 'quo_12',
      items: [
        { productId: 'prod_labels', quantity: 10 },
        { productId: 'prod_scanner', quantity: 2 },
      ],
    })
    // The cart's code is the cart's: it never goes with the quote.
    for (const body of prepareBodies()) expect(body).not.toHaveProperty('promoCode')
    expect(sentRequests('POST', '/api/promotions/check')).toHaveLength(0)
    expect(cartState()).toEqual(UNTOUCHED_CART)
  })

  it('accepts the quote with the checkout details alone, shows the order confirmation and leaves the cart as it was', async () => {
    const state = serve()
    renderQuoteCheckout()
    await fillValidForm()
    await waitFor(() => expect(summaryValue('Total')).toBe('$626.40'))

    await userEvent.click(placeOrderButton())

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/checkout/confirmation/1060')
    expect(screen.getByText('#1060')).toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Order placed successfully!', description: 'Your order #1060 has been confirmed.' })

    const [body] = acceptBodies()
    const address = { firstName: 'Jane', lastName: 'Doe', address: '100 Main Street', address2: '', city: 'Tulsa', state: 'OK', zipCode: '74103', country: 'US' }
    expect(body).toEqual({
      customerEmail: 'jane@example.com',
      customerName: 'Jane Doe',
      customerPhone: '9185550100',
      shippingAddress: address,
      billingAddress: address,
      totalAmount: '626.40',
      paymentMethod: 'cash_on_delivery',
      shippingOptionId: 'so_free',
    })
    expect(acceptBodies()).toHaveLength(1)
    expect(sentRequests('POST', '/api/orders')).toHaveLength(0)
    expect(state.quotes[0]).toMatchObject({ status: 'accepted', orderId: '1060' })

    // Well after the moment a cart's order empties the cart, the cart is as it was.
    await new Promise((resolve) => setTimeout(resolve, CLEAR_CART_DELAY_MS * 3))
    expect(cartState()).toEqual(UNTOUCHED_CART)
  })

  it('shows a quote that expired meanwhile like the other checkout refusals, with the way to the quote', async () => {
    serve({ accept: () => jsonResponse({ code: 'quote_expired', message: QUOTE_MESSAGES.expired }, 409) })
    renderQuoteCheckout()
    await fillValidForm()
    await userEvent.click(placeOrderButton())

    expect(await within(summary()).findByRole('alert')).toHaveTextContent(QUOTE_MESSAGES.expired)
    expect(lastToast()).toMatchObject({ title: 'Order failed', description: QUOTE_MESSAGES.expired, variant: 'destructive' })
    expect(screen.queryByRole('heading', { name: 'Order Confirmed!' })).not.toBeInTheDocument()

    await userEvent.click(within(summary()).getByRole('button', { name: 'View Quote' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/account?tab=quotes&quote=quo_12')
  })

  it('shows a quote accepted meanwhile and a stock problem, without changing the lines or the cart', async () => {
    serve({ accept: () => jsonResponse({ code: 'quote_accepted', message: QUOTE_MESSAGES.accepted }, 409) })
    renderQuoteCheckout()
    await fillValidForm()
    await userEvent.click(placeOrderButton())
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(QUOTE_MESSAGES.accepted)

    resetApiMock()
    const stock = 'Only 1 left of "ScanSnap iX1600"'
    serve({ accept: () => jsonResponse({ code: 'insufficient_stock', message: stock, productId: 'prod_scanner', available: 1 }, 409) })
    await userEvent.click(placeOrderButton())

    await waitFor(() => expect(within(summary()).getByRole('alert')).toHaveTextContent(stock))
    expect(lastToast()).toMatchObject({ title: 'Order failed', description: stock })
    expect(within(summary()).queryByRole('button', { name: /Change quantity/ })).not.toBeInTheDocument()
    expect(within(summary()).getByRole('button', { name: 'View Quote' })).toBeInTheDocument()
    expect(within(summary()).getByText('Qty 2 × $80.00')).toBeInTheDocument()
    expect(cartState()).toEqual(UNTOUCHED_CART)
  })

  it('reads a quote that staff changed meanwhile again, and shows its new prices to review', async () => {
    const state = serve({
      accept: () => {
        // Staff lowered the label printers to $40.00 after the checkout was opened.
        const [labels, scanner] = state.quotes[0]!.items
        state.quotes = [makeQuote({ items: [{ ...labels!, unitPrice: 40, total: '400.00' }, scanner!], subtotal: '560.00' })]
        return jsonResponse({ code: 'quote_changed', message: QUOTE_MESSAGES.changed }, 409)
      },
    })
    renderQuoteCheckout()
    await fillValidForm()
    await userEvent.click(placeOrderButton())

    expect(await within(summary()).findByRole('alert')).toHaveTextContent(QUOTE_MESSAGES.changed)
    expect(await within(summary()).findByText('Qty 10 × $40.00')).toBeInTheDocument()
    expect(sentRequests('GET', '/api/user/quotes/quo_12').length).toBeGreaterThan(1)
  })

  it('says a quote that can no longer be accepted has expired, with no form', async () => {
    serve({ quote: makeQuote({ status: 'expired', validUntil: '2025-03-31' }) })
    renderQuoteCheckout()

    expect(await screen.findByRole('heading', { name: 'Quote #12' })).toBeInTheDocument()
    expect(screen.getByText(QUOTE_MESSAGES.expired)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View Quote' })).toHaveAttribute('href', '/account?tab=quotes&quote=quo_12')
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument()
    expect(prepareBodies()).toHaveLength(0)
  })

  it("sends a second visit to an accepted quote's checkout to its order", async () => {
    serve({ quote: makeQuote({ status: 'accepted', orderId: '1060' }) })
    renderQuoteCheckout()

    expect(await screen.findByText(QUOTE_MESSAGES.accepted)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'View Order #1060' })).toHaveAttribute('href', '/checkout/confirmation/1060')
  })

  it('says so for a quote that is not the customer’s', async () => {
    serve()
    renderQuoteCheckout('quo_other')

    expect(await screen.findByRole('heading', { name: 'Quote Not Found' })).toBeInTheDocument()
    expect(screen.getByText(QUOTE_MESSAGES.notFound)).toBeInTheDocument()
  })

  it('asks a visitor to sign in and come back to the quote', async () => {
    localStorage.removeItem(AUTH_TOKEN_KEY)
    serve({ user: null })
    renderQuoteCheckout()

    expect(screen.getByRole('heading', { name: 'Sign In Required' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=%2Fcheckout%3Fquote%3Dquo_12')
  })
})
