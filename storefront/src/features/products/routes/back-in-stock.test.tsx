import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import { STOCK_ALERT_MESSAGES, type Product } from '@printshop/contract'
import { ProductDetailPage } from './product-detail'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeProduct, makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'

const detailRoute = (
  <Routes>
    <Route path="/products/:id" element={<ProductDetailPage />} />
  </Routes>
)

const soldOut = makeProduct({ id: 'prod_1', stockQuantity: 0, inStock: false })
const ALERTS_PATH = '/api/products/prod_1/stock-alerts'

/** The product page's requests; POST .../stock-alerts answers `alert` (the thanks by default). */
function serve({ product = soldOut, signedIn = false, alert }: { product?: Product; signedIn?: boolean; alert?: () => Response } = {}) {
  if (signedIn) localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  serveCustomer({
    user: signedIn ? makeUser({ email: 'ann@example.com' }) : null,
    products: [product],
    override: ({ method, url }) => {
      if (url.pathname.endsWith('/reviews')) return jsonResponse([])
      if (url.pathname.endsWith('/fits')) return jsonResponse({ supplies: [], fits: [] })
      if (method === 'POST' && url.pathname === ALERTS_PATH) {
        return alert?.() ?? jsonResponse({ message: STOCK_ALERT_MESSAGES.subscribed }, 201)
      }
      return undefined
    },
  })
}

async function openPage() {
  renderWithProviders(detailRoute, { route: '/products/prod_1' })
  return screen.findByRole('region', { name: 'E-mail me when it is back' })
}

const emailField = () => screen.getByLabelText('Email address')
const notifyMe = () => screen.getByRole('button', { name: 'Notify Me' })

beforeEach(() => localStorage.clear())
afterEach(resetApiMock)

describe('E-mail me when it is back', () => {
  it('is offered only for a product that is out of stock', async () => {
    serve({ product: makeProduct({ id: 'prod_1', inStock: true }) })
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
    expect(screen.queryByRole('region', { name: 'E-mail me when it is back' })).not.toBeInTheDocument()
  })

  it("fills in the signed-in customer's address and sends it with their token", async () => {
    serve({ signedIn: true })
    const form = await openPage()

    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await waitFor(() => expect(within(form).getByLabelText('Email address')).toHaveValue('ann@example.com'))
    await userEvent.click(notifyMe())

    expect(await within(form).findByText(STOCK_ALERT_MESSAGES.subscribed)).toBeInTheDocument()
    // Announced politely, where the form keeps a live region.
    expect(screen.getByText(STOCK_ALERT_MESSAGES.subscribed).closest('[aria-live="polite"]')).not.toBeNull()
    const [request] = sentRequests('POST', ALERTS_PATH)
    expect(request?.body).toEqual({ email: 'ann@example.com' })
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1')
  })

  it("checks the address with the contract's rule before sending it", async () => {
    serve()
    await openPage()
    const user = userEvent.setup()

    expect(emailField()).toHaveValue('')
    await user.type(emailField(), 'ann@example')
    await user.click(notifyMe())

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
    expect(emailField()).toHaveAccessibleDescription('Please enter a valid email address')
    expect(emailField()).toHaveFocus()
    expect(sentRequests('POST', ALERTS_PATH)).toHaveLength(0)

    await user.type(emailField(), '.com')
    await user.click(notifyMe())
    expect(await screen.findByText(STOCK_ALERT_MESSAGES.subscribed)).toBeInTheDocument()
    expect(sentRequests('POST', ALERTS_PATH).map((request) => request.body)).toEqual([{ email: 'ann@example.com' }])
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument()
  })

  it("puts the server's message for the address under the field", async () => {
    const message = 'Please enter a valid email address'
    serve({ alert: () => jsonResponse({ message: 'Please check the highlighted fields.', errors: [{ path: 'email', message }] }, 400) })
    await openPage()

    await userEvent.type(emailField(), 'ann@example.com')
    await userEvent.click(notifyMe())

    await waitFor(() => expect(emailField()).toHaveAccessibleDescription(message))
    expect(emailField()).toHaveAttribute('aria-invalid', 'true')
  })

  it("says so when the product is in stock after all, and reads the product again", async () => {
    serve({ alert: () => jsonResponse({ message: STOCK_ALERT_MESSAGES.inStock }, 409) })
    await openPage()

    await userEvent.type(emailField(), 'ann@example.com')
    await userEvent.click(notifyMe())

    expect(await screen.findByRole('alert')).toHaveTextContent(STOCK_ALERT_MESSAGES.inStock)
    await waitFor(() => expect(sentRequests('GET', '/api/products/prod_1')).toHaveLength(2))
    expect(screen.queryByText(STOCK_ALERT_MESSAGES.subscribed)).not.toBeInTheDocument()
  })

  it("says the server's words when too many were sent, and a plain message when it cannot be reached", async () => {
    let answer = () => jsonResponse({ message: 'Too many requests. Please try again in a minute.' }, 429)
    serve({ alert: () => answer() })
    await openPage()

    await userEvent.type(emailField(), 'ann@example.com')
    await userEvent.click(notifyMe())
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in a minute.')

    answer = () => new Response('Bad Gateway', { status: 502 })
    await userEvent.click(notifyMe())
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Please try again.'))
  })
})
