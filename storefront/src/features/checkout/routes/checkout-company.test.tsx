import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { INVOICE_TERMS_ONLY, PO_NUMBER_COMPANY_ONLY, type Company } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore } from '@/stores/cart-store'
import { companyRoutes, makeCompany } from '@/testing/companies'
import { makeItem, makeOrder, makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { makeQuote, quoteRoutes } from '@/testing/quotes'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer, type Override, type SentRequest } from '@/testing/serve-customer'
import { checkoutRoutes } from '../testing/checkout-routes'
import { CLEAR_CART_DELAY_MS } from './checkout-page'

// A company account at checkout (docs/using-the-shop.md, "Companies" and "Invoices and net terms"):
// its members may give a PO number, with the company's payment terms pay by invoice, and an approved
// tax exemption certificate takes the tax off orders shipped to the states it covers.

const customer = makeUser()
const order = makeOrder({
  id: '1080',
  items: [makeItem({ productId: 'prod_toner', productName: 'Toner', quantity: 2, price: 30, total: '60.00' })],
  subtotal: '60.00',
  shippingCost: '9.99',
  tax: '4.80',
  totalAmount: '74.79',
})

/**
 * Medusa's figures for the checkout: 8% tax, or none for an address in Oklahoma or Texas while
 * `certificate` is the company's approved certificate for them.
 */
function prepared(request: SentRequest, certificate: string | null) {
  const body = request.body as { sessionId: string; shippingAddress?: { state: string } }
  const exempt = certificate !== null && ['OK', 'TX'].includes(body.shippingAddress?.state ?? '')
  return jsonResponse({
    sessionId: body.sessionId,
    promoCode: null,
    discount: '0.00',
    subtotal: '60.00',
    shippingCost: '9.99',
    tax: exempt ? '0.00' : '4.80',
    totalAmount: exempt ? '69.99' : '74.79',
    shippingOptions: [{ id: 'so_standard', name: 'Standard Shipping', description: null, amount: '9.99' }],
    shippingOptionId: 'so_standard',
    taxRate: exempt ? 0 : 8,
    taxExemptCertificate: exempt ? certificate : null,
    payment: null,
  })
}

/** The customer's API with their company (none by default); `placed` answers Place Order. */
function serve({
  company = null,
  certificate = null,
  placed = (request) => jsonResponse({ ...order, paymentMethod: (request.body as { paymentMethod: string }).paymentMethod }, 201),
  extra,
}: {
  company?: Company | null
  certificate?: string | null
  placed?: (request: SentRequest) => Response
  extra?: Override
} = {}) {
  const routes = companyRoutes({ company })
  serveCustomer({
    user: customer,
    override: async (request) => {
      if (request.url.pathname === '/api/checkout' && request.method === 'POST') return prepared(request, certificate)
      if (request.url.pathname === '/api/orders' && request.method === 'POST') return placed(request)
      return (await extra?.(request)) ?? routes.override(request)
    },
  })
}

const paymentStep = () => screen.getByRole('region', { name: /Payment Method/ })
const summary = () => screen.getByRole('complementary', { name: 'Order Summary' })
const orderBodies = () => sentRequests('POST', '/api/orders').map((request) => request.body as Record<string, unknown>)
const prepareBodies = () => sentRequests('POST', '/api/checkout').map((request) => request.body as Record<string, unknown>)
const lastToast = () => useToastStore.getState().toasts[0]
const summaryRows = () =>
  within(summary())
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)

async function fillValidForm(state = 'OK') {
  const shipping = await screen.findByRole('region', { name: /Shipping Address/ })
  await userEvent.type(within(shipping).getByLabelText('Street Address'), '100 Main Street')
  await userEvent.type(within(shipping).getByLabelText('City'), 'Tulsa')
  await userEvent.selectOptions(within(shipping).getByLabelText('State'), state)
  await userEvent.type(within(shipping).getByLabelText('ZIP Code'), '74103')
  await userEvent.click(screen.getByLabelText('Same as shipping address'))
}

/** Waits for the company to be read, then for the payment step to show what it offers. */
async function paymentOptions() {
  await waitFor(() => expect(sentRequests('GET', '/api/user/company')).toHaveLength(1))
  const step = within(await screen.findByRole('region', { name: /Payment Method/ }))
  await waitFor(() => expect(step.getAllByRole('radio').length).toBeGreaterThan(0))
  return step.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)
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

describe('CheckoutPage for a company account', () => {
  it('offers neither a PO number nor Pay by Invoice to a customer outside a company', async () => {
    serve()
    renderWithProviders(checkoutRoutes, { route: '/checkout' })

    expect(await paymentOptions()).toEqual([
      'Cash on DeliveryPay in cash when your order arrives.',
      'Card on DeliveryPay by card to the courier when your order arrives.',
      'Credit / Debit CardPay with your credit or debit card.',
    ])
    expect(screen.queryByLabelText('PO number (optional)')).not.toBeInTheDocument()
    expect(sentRequests('GET', '/api/user/company')[0]?.headers.get('Authorization')).toBe('Bearer token-1')

    await fillValidForm()
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }))
    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(orderBodies()[0]).not.toHaveProperty('poNumber')
  })

  it('offers a member of a company without terms a PO number but not Pay by Invoice', async () => {
    serve({ company: makeCompany({ paymentTerms: null }) })
    renderWithProviders(checkoutRoutes, { route: '/checkout' })

    expect(await within(await screen.findByRole('region', { name: /Payment Method/ })).findByLabelText('PO number (optional)')).toBeInTheDocument()
    expect(await paymentOptions()).not.toContainEqual(expect.stringContaining('Pay by Invoice'))
    expect(within(paymentStep()).getByLabelText('PO number (optional)')).toHaveAccessibleDescription(
      'Your purchase order number for Lee Printing Co., printed on the invoice.',
    )
  })

  it("offers Pay by Invoice on the company's terms, prepares and places the order with it and the PO number", async () => {
    serve({ company: makeCompany({ paymentTerms: 'net30' }) })
    renderWithProviders(checkoutRoutes, { route: '/checkout' })

    const invoice = await within(await screen.findByRole('region', { name: /Payment Method/ })).findByRole('radio', { name: /Pay by Invoice/ })
    expect(invoice.closest('label')).toHaveTextContent("Pay by InvoiceNet 30: your company's invoice is due 30 days after the order.")
    expect(await paymentOptions()).toHaveLength(4)
    // Cash on delivery stays the default.
    expect(within(paymentStep()).getByRole('radio', { name: /Cash on Delivery/ })).toBeChecked()

    await fillValidForm()
    await userEvent.click(invoice)
    await userEvent.type(within(paymentStep()).getByLabelText('PO number (optional)'), '  PO-7781 ')
    await waitFor(() => expect(prepareBodies().at(-1)).toMatchObject({ paymentMethod: 'invoice', shippingAddress: { state: 'OK' } }))
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }))

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    expect(orderBodies()).toHaveLength(1)
    expect(orderBodies()[0]).toMatchObject({ paymentMethod: 'invoice', poNumber: 'PO-7781' })
  })

  it('checks the PO number is at most 40 characters before sending anything', async () => {
    serve({ company: makeCompany() })
    renderWithProviders(checkoutRoutes, { route: '/checkout' })

    await fillValidForm()
    await userEvent.type(await within(paymentStep()).findByLabelText('PO number (optional)'), 'P'.repeat(41))
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }))

    expect(await within(paymentStep()).findByText('PO number must be at most 40 characters')).toBeInTheDocument()
    expect(orderBodies()).toHaveLength(0)
  })

  it("shows the server's refusal of the PO number and of Pay by Invoice on their fields, and reads the company again", async () => {
    serve({
      company: makeCompany({ paymentTerms: 'net30' }),
      placed: () =>
        jsonResponse(
          {
            message: 'Please check the highlighted fields.',
            errors: [
              { path: 'paymentMethod', message: INVOICE_TERMS_ONLY },
              { path: 'poNumber', message: PO_NUMBER_COMPANY_ONLY },
            ],
          },
          400,
        ),
    })
    renderWithProviders(checkoutRoutes, { route: '/checkout' })

    await fillValidForm()
    await userEvent.click(await within(paymentStep()).findByRole('radio', { name: /Pay by Invoice/ }))
    await userEvent.type(within(paymentStep()).getByLabelText('PO number (optional)'), 'PO-1')
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }))

    expect(await within(paymentStep()).findByText(INVOICE_TERMS_ONLY)).toBeInTheDocument()
    expect(within(paymentStep()).getByLabelText('PO number (optional)')).toHaveAccessibleDescription(
      `Your purchase order number for Lee Printing Co., printed on the invoice. ${PO_NUMBER_COMPANY_ONLY}`,
    )
    expect(lastToast()).toMatchObject({ title: 'Order failed', variant: 'destructive' })
    await waitFor(() => expect(sentRequests('GET', '/api/user/company').length).toBeGreaterThan(1))
  })

  it('shows "Tax exempt (certificate ...)" at $0.00 when the server takes the tax off for the address', async () => {
    serve({ company: makeCompany(), certificate: 'R-44512' })
    renderWithProviders(checkoutRoutes, { route: '/checkout' })

    await fillValidForm('TX')
    await waitFor(() => expect(summaryRows()).toContain('Tax exempt (certificate R-44512) $0.00'))
    expect(summaryRows()).toContain('Total $69.99')

    // Another state is taxed as usual.
    await userEvent.selectOptions(within(screen.getByRole('region', { name: /Shipping Address/ })).getByLabelText('State'), 'KS')
    await waitFor(() => expect(summaryRows()).toContain('Tax (8%) $4.80'))
    expect(summaryRows().join()).not.toMatch(/exempt/)
  })
})

describe("CheckoutPage for a company member's quote", () => {
  it('accepts the quote with the PO number and Pay by Invoice', async () => {
    const quotes = quoteRoutes({ quotes: [makeQuote()], placed: order })
    serve({ company: makeCompany({ paymentTerms: 'net60' }), extra: quotes.override })
    renderWithProviders(checkoutRoutes, { route: '/checkout?quote=quo_12' })

    const invoice = await within(await screen.findByRole('region', { name: /Payment Method/ })).findByRole('radio', { name: /Pay by Invoice/ })
    expect(invoice.closest('label')).toHaveTextContent("Net 60: your company's invoice is due 60 days after the order.")
    await fillValidForm()
    await userEvent.click(invoice)
    await userEvent.type(within(paymentStep()).getByLabelText('PO number (optional)'), 'PO-2025-17')
    await userEvent.click(screen.getByRole('button', { name: /Place Order/ }))

    expect(await screen.findByRole('heading', { name: 'Order Confirmed!' })).toBeInTheDocument()
    const [accepted] = sentRequests('POST', '/api/user/quotes/quo_12/accept').map((request) => request.body as Record<string, unknown>)
    expect(accepted).toMatchObject({ paymentMethod: 'invoice', poNumber: 'PO-2025-17' })
    expect(prepareBodies().at(-1)).toMatchObject({ quoteId: 'quo_12', paymentMethod: 'invoice' })
  })
})
