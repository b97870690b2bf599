import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QUOTE_MESSAGES } from '@printshop/contract'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore, type CartProduct } from '@/stores/cart-store'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { quoteRoutes } from '@/testing/quotes'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { CartPage } from './cart-page'

const printer: CartProduct = { id: 'prod_printer', name: 'LaserJet Pro', price: '49.50', image: 'laserjet.svg' }
const scanner: CartProduct = { id: 'prod_scanner', name: 'ScanSnap', price: '89.00', image: '' }

function fillCart() {
  useCartStore.getState().addItem(printer, 20)
  useCartStore.getState().addItem(scanner, 2)
}

const cartLines = () => useCartStore.getState().items.map(({ productId, quantity }) => ({ productId, quantity }))

async function openRequestQuote() {
  await userEvent.click(screen.getByRole('button', { name: 'Request a Quote' }))
  return screen.findByRole('dialog', { name: 'Request a Quote' })
}

beforeEach(() => {
  useCartStore.getState().clearCart()
  fillCart()
})

afterEach(resetApiMock)

describe('CartPage Request a Quote', () => {
  it("sends a signed-in customer's cart lines with a message and company, says what happens next and links to the quote", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    serveCustomer({ override: quoteRoutes().override })
    renderWithProviders(<CartPage />, { route: '/cart' })

    const dialog = await openRequestQuote()
    const lines = within(await within(dialog).findByRole('list'))
    expect(lines.getAllByRole('listitem')).toHaveLength(2)
    expect(lines.getByText('LaserJet Pro')).toBeInTheDocument()
    expect(lines.getByText(/Quantity: 20/)).toBeInTheDocument()
    expect(lines.getByText(/Quantity: 2\b/)).toBeInTheDocument()
    // The lines are the cart's: nothing to change them with here.
    expect(within(dialog).queryByRole('spinbutton')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Remove|Increase|Decrease/ })).not.toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('Message (optional)'), 'Delivery to two stores in June')
    await userEvent.type(within(dialog).getByLabelText('Company (optional)'), 'Kim Logistics')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Quote Request' }))

    const status = await within(dialog).findByRole('status')
    expect(status).toHaveTextContent('Quote #13 requested')
    expect(status).toHaveTextContent(QUOTE_MESSAGES.requested)
    expect(status).toHaveFocus()
    expect(within(dialog).getByRole('link', { name: 'View Quote #13' })).toHaveAttribute('href', '/account?tab=quotes&quote=quo_13')
    expect(sentRequests('POST', '/api/quotes').map((request) => request.body)).toEqual([
      {
        items: [
          { productId: 'prod_printer', quantity: 20 },
          { productId: 'prod_scanner', quantity: 2 },
        ],
        message: 'Delivery to two stores in June',
        company: 'Kim Logistics',
      },
    ])
    expect(sentRequests('POST', '/api/quotes')[0]!.headers.get('Authorization')).toBe('Bearer tok-1')

    // The cart stays as it is.
    expect(cartLines()).toEqual([
      { productId: 'prod_printer', quantity: 20 },
      { productId: 'prod_scanner', quantity: 2 },
    ])
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to Cart' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Request a Quote' })).toHaveFocus()
    expect(screen.getByRole('link', { name: 'LaserJet Pro' })).toBeInTheDocument()
  })

  it('sends only the lines when nothing else is written', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    serveCustomer({ override: quoteRoutes().override })
    renderWithProviders(<CartPage />, { route: '/cart' })

    const dialog = await openRequestQuote()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send Quote Request' }))

    expect(await within(dialog).findByRole('status')).toHaveTextContent(QUOTE_MESSAGES.requested)
    expect(sentRequests('POST', '/api/quotes')[0]!.body).toEqual({
      items: [
        { productId: 'prod_printer', quantity: 20 },
        { productId: 'prod_scanner', quantity: 2 },
      ],
    })
  })

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    const message = 'Product prod_scanner does not exist or is no longer sold.'
    serveCustomer({
      override: quoteRoutes({ request: () => jsonResponse({ message, errors: [{ path: 'items.1.productId', message }] }, 400) }).override,
    })
    renderWithProviders(<CartPage />, { route: '/cart' })

    const dialog = await openRequestQuote()
    await userEvent.type(await within(dialog).findByLabelText('Message (optional)'), 'Urgent')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Quote Request' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message)
    expect(within(dialog).getByLabelText('Message (optional)')).toHaveValue('Urgent')
    expect(within(dialog).queryByRole('link', { name: /View Quote/ })).not.toBeInTheDocument()
  })

  it('asks a visitor to sign in first, and brings them back to the cart', async () => {
    serveCustomer({ user: null, override: quoteRoutes().override })
    renderWithProviders(<CartPage />, { route: '/cart' })

    const dialog = await openRequestQuote()
    expect(within(dialog).getByText(QUOTE_MESSAGES.signInToAsk)).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirect=/cart')
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup?redirect=/cart')
    expect(within(dialog).queryByRole('button', { name: 'Send Quote Request' })).not.toBeInTheDocument()
    expect(sentRequests('POST', '/api/quotes')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('link', { name: 'Sign In' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/login?redirect=/cart')
    expect(cartLines()).toHaveLength(2)
  })
})
