import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QUOTE_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeProduct, makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { quoteRoutes } from '@/testing/quotes'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { BusinessQuoteForm } from './business-quote-form'

const labels = makeProduct({ id: 'prod_labels', name: 'Label Printer LP-200', price: '45.50' })
const labelRolls = makeProduct({ id: 'prod_rolls', name: 'Label Rolls (12 pack)', price: '19.99' })

/** A signed-in customer; GET /api/products?search= finds the label products for 'label'. */
function serve() {
  const quotes = quoteRoutes()
  serveCustomer({
    user: makeUser(),
    override: (request) => {
      if (request.url.pathname === '/api/products' && request.method === 'GET') {
        const term = request.url.searchParams.get('search') ?? ''
        const products = /label/i.test(term) ? [labels, labelRolls] : []
        return jsonResponse({ products, count: products.length, limit: 8, offset: 0, brands: [] })
      }
      if (request.url.pathname === '/api/inquiries') return jsonResponse({ id: 'inq_1', reference: 'INQ-7F3K2Q9A', message: 'Received' }, 201)
      return quotes.override(request)
    },
  })
}

async function searchAndAdd(name: string) {
  const user = userEvent.setup()
  const search = await screen.findByLabelText('Search products')
  await user.clear(search)
  await user.type(search, 'label')
  await user.click(await screen.findByRole('button', { name: `Add ${name}` }))
  return user
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('BusinessQuoteForm for a signed-in customer', () => {
  it('adds products found in the catalogue with quantities and sends them as a quote with the message, company and phone', async () => {
    serve()
    renderWithProviders(<BusinessQuoteForm />)
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com'))

    const user = await searchAndAdd('Label Printer LP-200')
    expect(screen.getByText('2 products found.')).toHaveAttribute('role', 'status')
    const quantity = screen.getByLabelText('Quantity of Label Printer LP-200')
    expect(quantity).toHaveFocus()
    await user.clear(quantity)
    await user.type(quantity, '40')
    expect(screen.getByRole('button', { name: 'Label Printer LP-200 added' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Add Label Rolls (12 pack)' }))
    await user.click(screen.getByRole('button', { name: 'Remove Label Rolls (12 pack)' }))
    expect(within(screen.getByRole('list', { name: 'Products to quote' })).getAllByRole('listitem')).toHaveLength(1)

    await user.type(screen.getByLabelText('Company'), 'Kim Logistics')
    await user.type(screen.getByLabelText('Requirements'), 'Two warehouses, delivery in June')
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))

    const sent = await screen.findByText('Quote #13 requested')
    expect(sent.closest('[role="status"]')).toHaveTextContent(QUOTE_MESSAGES.requested)
    expect(screen.getByRole('link', { name: 'View Quote #13 in your account' })).toHaveAttribute('href', '/account?tab=quotes&quote=quo_13')
    expect(sentRequests('POST', '/api/quotes').map((request) => request.body)).toEqual([
      {
        items: [{ productId: 'prod_labels', quantity: 40 }],
        message: 'Two warehouses, delivery in June',
        company: 'Kim Logistics',
        phone: '(918) 555-0100',
      },
    ])
    expect(sentRequests('POST', '/api/inquiries')).toHaveLength(0)
    expect(screen.queryByRole('list', { name: 'Products to quote' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Requirements')).toHaveValue('')
    expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com')
  })

  it('says what is wrong with a quantity and sends nothing', async () => {
    serve()
    renderWithProviders(<BusinessQuoteForm />)
    const user = await searchAndAdd('Label Printer LP-200')
    await user.clear(screen.getByLabelText('Quantity of Label Printer LP-200'))
    await user.type(screen.getByLabelText('Requirements'), 'Please price this')
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))

    expect(await screen.findByText('Quantity must be a whole number of at least 1')).toBeInTheDocument()
    expect(screen.getByLabelText('Quantity of Label Printer LP-200')).toHaveAccessibleDescription('Quantity must be a whole number of at least 1')
    expect(sentRequests('POST', '/api/quotes')).toHaveLength(0)
  })

  it('sends the form as an inquiry, as before, when no product is picked', async () => {
    serve()
    renderWithProviders(<BusinessQuoteForm />)
    const user = userEvent.setup()
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com'))
    await user.type(screen.getByLabelText('Requirements'), '12 label printers')
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))

    await waitFor(() => expect(sentRequests('POST', '/api/inquiries')).toHaveLength(1))
    expect(sentRequests('POST', '/api/quotes')).toHaveLength(0)
  })

  it('keeps Enter in the search field from sending the form', async () => {
    serve()
    renderWithProviders(<BusinessQuoteForm />)
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Search products'), 'label{Enter}')

    expect(await screen.findByRole('button', { name: 'Add Label Printer LP-200' })).toBeInTheDocument()
    expect(sentRequests('POST', '/api/inquiries')).toHaveLength(0)
    expect(screen.queryByText('Please tell us what you need a quote for')).not.toBeInTheDocument()
  })

  it('offers no product search to a visitor', async () => {
    localStorage.removeItem(AUTH_TOKEN_KEY)
    serveCustomer({ user: null })
    renderWithProviders(<BusinessQuoteForm />)

    expect(screen.getByRole('form', { name: 'Request Business Quote' })).toBeInTheDocument()
    expect(screen.queryByLabelText('Search products')).not.toBeInTheDocument()
  })
})
