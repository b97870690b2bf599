import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { STOCK_ALERT_MESSAGES } from '@printshop/contract'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { StockAlertsUnsubscribePage } from './unsubscribe-page'

const UNSUBSCRIBE_PATH = '/api/stock-alerts/unsubscribe'

/** POST /api/stock-alerts/unsubscribe answers `answer` (for the token 'sa_good': the address is off the list). */
function serveUnsubscribe(answer?: (token: unknown) => Response) {
  serveCustomer({
    user: null,
    override: ({ method, url, body }) => {
      if (method !== 'POST' || url.pathname !== UNSUBSCRIBE_PATH) return undefined
      const { token } = body as { token?: unknown }
      if (answer) return answer(token)
      return token === 'sa_good'
        ? jsonResponse({ email: 'ann@example.com', removed: 2, message: STOCK_ALERT_MESSAGES.unsubscribed })
        : jsonResponse({ message: STOCK_ALERT_MESSAGES.badLink }, 404)
    },
  })
}

/** The page as the app draws it: in StrictMode, whose development double effects must not post twice. */
function renderPage(route: string) {
  return renderWithProviders(
    <StrictMode>
      <StockAlertsUnsubscribePage />
    </StrictMode>,
    { route },
  )
}

afterEach(resetApiMock)

describe('StockAlertsUnsubscribePage', () => {
  it("unsubscribes as it opens, once, names the address, and takes the token out of the address bar", async () => {
    serveUnsubscribe()
    renderPage('/stock-alerts/unsubscribe?token=sa_good')

    expect(await screen.findByRole('heading', { level: 1, name: 'Unsubscribed' })).toBeInTheDocument()
    expect(screen.getByText('You will get no more back-in-stock e-mails at ann@example.com.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
    expect(document.title).toBe('Back-in-Stock E-mails - PrintShop Pro')
    expect(sentRequests('POST', UNSUBSCRIBE_PATH).map((request) => request.body)).toEqual([{ token: 'sa_good' }])
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/stock-alerts\/unsubscribe$/))
    expect(sentRequests('POST', UNSUBSCRIBE_PATH)).toHaveLength(1)
  })

  it('says the link does not work when the server does not know it', async () => {
    serveUnsubscribe()
    renderPage('/stock-alerts/unsubscribe?token=sa_bad')

    expect(await screen.findByRole('heading', { level: 1, name: 'Link Not Valid' })).toBeInTheDocument()
    expect(screen.getByText(STOCK_ALERT_MESSAGES.badLink)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
    expect(sentRequests('POST', UNSUBSCRIBE_PATH)).toHaveLength(1)
  })

  it('sends nothing for a link without a token', async () => {
    serveUnsubscribe()
    renderPage('/stock-alerts/unsubscribe')

    expect(await screen.findByRole('heading', { level: 1, name: 'Link Not Valid' })).toBeInTheDocument()
    expect(screen.getByText(STOCK_ALERT_MESSAGES.badLink)).toBeInTheDocument()
    expect(sentRequests('POST', UNSUBSCRIBE_PATH)).toHaveLength(0)
  })

  it('offers to try again when the server could not be reached', async () => {
    let down = true
    serveUnsubscribe(() =>
      down
        ? new Response('Bad Gateway', { status: 502 })
        : jsonResponse({ email: 'ann@example.com', removed: 0, message: STOCK_ALERT_MESSAGES.unsubscribed }),
    )
    renderPage('/stock-alerts/unsubscribe?token=sa_good')

    expect(await screen.findByRole('heading', { level: 1, name: 'Not Unsubscribed Yet' })).toBeInTheDocument()
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))

    expect(await screen.findByText('You will get no more back-in-stock e-mails at ann@example.com.')).toBeInTheDocument()
    expect(sentRequests('POST', UNSUBSCRIBE_PATH)).toHaveLength(2)
  })
})
