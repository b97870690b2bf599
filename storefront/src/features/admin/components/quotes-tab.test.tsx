import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QUOTE_VALID_DAYS, addDays, todayUtc, type AdminQuote } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ADMIN_SESSION_MS, endAdminSession } from '../stores/admin-session'
import { STAFF_USER, makeAdminOrder, makeAdminQuote, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { AdminPage } from '../routes/admin-page'
import { QuotesTab } from './quotes-tab'

const validUntil = addDays(todayUtc(), QUOTE_VALID_DAYS)

const requested = makeAdminQuote()
const quoted = makeAdminQuote({
  id: 'quote_2',
  number: 11,
  status: 'quoted',
  items: [
    { productId: 'prod_1', productName: 'LaserJet Pro M404n', image: null, quantity: 10, listPrice: 249.99, unitPrice: 229, total: '2290.00' },
  ],
  company: null,
  customer: { id: 'cus_2', email: 'ann@example.com', name: 'Ann Lee', phone: null },
  validUntil,
  quotedAt: '2025-03-04T12:00:00.000Z',
  subtotal: '2290.00',
  note: 'Delivery included.',
  createdAt: '2025-03-04T09:15:00.000Z',
})
const accepted = makeAdminQuote({
  id: 'quote_3',
  number: 10,
  status: 'accepted',
  items: [
    { productId: 'prod_1', productName: 'LaserJet Pro M404n', image: null, quantity: 5, listPrice: 249.99, unitPrice: 235, total: '1175.00' },
  ],
  validUntil: '2025-04-02',
  quotedAt: '2025-03-03T12:00:00.000Z',
  subtotal: '1175.00',
  note: 'Toner included.',
  orderId: '1042',
  messages: [
    { id: 'qm_1', author: 'customer', authorName: 'Bo Reyes', body: 'Can you deliver by Friday?', createdAt: '2025-03-03T13:00:00.000Z' },
    { id: 'qm_2', author: 'staff', authorName: 'Sam Reyes', body: 'Yes, Friday it is.', createdAt: '2025-03-03T14:00:00.000Z' },
  ],
  createdAt: '2025-03-02T09:00:00.000Z',
})

function serveQuotes(quotes: AdminQuote[] = [requested, quoted, accepted]) {
  const detailRoutes = Object.fromEntries(quotes.map((quote) => [`GET /api/admin/quotes/${quote.id}`, () => jsonResponse(quote)]))
  serveAdmin({
    'GET /api/admin/quotes': ({ url }) => {
      const status = url.searchParams.get('status')
      const found = quotes.filter((quote) => !status || quote.status === status)
      return jsonResponse({
        quotes: found,
        count: found.length,
        limit: 20,
        offset: 0,
        requestedCount: quotes.filter((quote) => quote.status === 'requested').length,
      })
    },
    'POST /api/admin/login': () =>
      jsonResponse({
        token: 'staff-token-new',
        expiresAt: new Date(Date.now() + ADMIN_SESSION_MS).toISOString(),
        message: 'Welcome to the admin panel',
        user: STAFF_USER,
      }),
    'GET /api/admin/orders/1042': () => jsonResponse({ ...makeAdminOrder({ id: '1042', orderId: 'order_1042' }), emails: [], paymentStatus: 'paid' }),
    ...detailRoutes,
  })
}

const quoteRows = () => within(screen.getByRole('table', { name: 'Quotes' })).getAllByRole('row').slice(1)

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('QuotesTab', () => {
  it('lists the quotes newest first: number, date, customer, company, status and value', async () => {
    serveQuotes()
    renderWithProviders(<QuotesTab />)

    await screen.findByText('Quote #12')
    const [first, second, third] = quoteRows()
    expect(within(first!).getByText('March 5, 2025')).toBeInTheDocument()
    expect(within(first!).getByText('Bo Reyes')).toBeInTheDocument()
    expect(within(first!).getByText('bo@diner.example')).toBeInTheDocument()
    expect(within(first!).getByText('Reyes Diner Group')).toBeInTheDocument()
    expect(within(first!).getByText('Requested')).toBeInTheDocument()
    // Not priced yet: 10 x 249.99 + 4 x 199.00 at list prices.
    expect(within(first!).getByText('$3,295.90')).toBeInTheDocument()
    expect(within(first!).getByText('at list prices')).toBeInTheDocument()

    expect(within(second!).getByText('Quote #11')).toBeInTheDocument()
    expect(within(second!).getByText('Quoted')).toBeInTheDocument()
    expect(within(second!).getByText('$2,290.00')).toBeInTheDocument()
    expect(within(second!).queryByText('at list prices')).not.toBeInTheDocument()
    expect(within(second!).getByText('—')).toBeInTheDocument()

    expect(within(third!).getByText('Quote #10')).toBeInTheDocument()
    expect(within(third!).getByText('Accepted')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/quotes')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('filters by status, from the first page', async () => {
    serveQuotes()
    renderWithProviders(<QuotesTab />)
    await screen.findByText('Quote #12')

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'quoted')

    await waitFor(() => expect(quoteRows()).toHaveLength(1))
    expect(within(quoteRows()[0]!).getByText('Quote #11')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/quotes').at(-1)?.url.search).toBe('?status=quoted&limit=20&offset=0')

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'declined')
    expect(await screen.findByText('No declined quotes.')).toBeInTheDocument()
  })

  it('pages through the quotes', async () => {
    const many = Array.from({ length: 20 }, (_, index) => makeAdminQuote({ id: `quote_p${index}`, number: 100 - index }))
    serveAdmin({
      'GET /api/admin/quotes': ({ url }) =>
        jsonResponse({ quotes: url.searchParams.get('offset') === '20' ? [requested] : many, count: 21, limit: 20, offset: Number(url.searchParams.get('offset')), requestedCount: 21 }),
    })
    renderWithProviders(<QuotesTab />)
    await screen.findByText('Quote #100')
    expect(screen.getByText('Showing 1–20 of 21')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByText('Quote #12')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/quotes').at(-1)?.url.search).toBe('?limit=20&offset=20')
  })

  it('opens a quote with View and keeps it in the address, until closed', async () => {
    serveQuotes()
    renderWithProviders(<QuotesTab />, { route: '/admin?tab=quotes' })

    await userEvent.click(await screen.findByRole('button', { name: 'View Quote #11' }))

    const dialog = screen.getByRole('dialog', { name: 'Quote #11' })
    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=quotes&quote=quote_2')
    expect(within(dialog).getByText('Ann Lee')).toBeInTheDocument()
    expect(within(dialog).getByText('Phone').nextSibling).toHaveTextContent('Not provided')
    // Priced: the quoted price, not the list price.
    expect(within(dialog).getByLabelText('Unit price of LaserJet Pro M404n')).toHaveValue('229.00')
    expect(within(dialog).getByLabelText('Note to the customer (Optional)')).toHaveValue('Delivery included.')

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=quotes$/)
  })
})

describe('the Quotes tab', () => {
  it('shows how many quotes wait for prices', async () => {
    serveQuotes()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=quotes' })

    const tab = screen.getByRole('tab', { name: /Quotes/ })
    await waitFor(() => expect(tab).toHaveTextContent('Quotes1 requested'))
    expect(tab).toHaveAttribute('aria-selected', 'true')
    expect(await screen.findByRole('table', { name: 'Quotes' })).toBeInTheDocument()
  })

  it('shows no count when no quote waits', async () => {
    serveQuotes([quoted, accepted])
    renderWithProviders(<AdminPage />, { route: '/admin' })

    await waitFor(() => expect(sentRequests('GET /api/admin/quotes')).toHaveLength(1))
    expect(screen.getByRole('tab', { name: /Quotes/ })).toHaveTextContent(/^Quotes$/)
  })

  it('opens the quote of ?quote= (the link of the e-mail to staff): the customer, their message and the lines at list prices', async () => {
    serveQuotes()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=quotes&quote=quote_1' })

    const dialog = await screen.findByRole('dialog', { name: 'Quote #12' })
    expect(sentRequests('GET /api/admin/quotes/quote_1')).toHaveLength(1)
    expect(within(dialog).getByText('Name').nextSibling).toHaveTextContent('Bo Reyes')
    expect(within(dialog).getByText('Email').nextSibling).toHaveTextContent('bo@diner.example')
    expect(within(dialog).getByText('Phone').nextSibling).toHaveTextContent('(405) 555-0199')
    expect(within(dialog).getByText('Company').nextSibling).toHaveTextContent('Reyes Diner Group')
    expect(within(dialog).getByText('We are fitting out ten offices.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Unit price of LaserJet Pro M404n')).toHaveValue('249.99')
    expect(within(dialog).getByLabelText('Unit price of Star TSP143IV Receipt Printer')).toHaveValue('199.00')
    expect(within(dialog).getByLabelText('Quantity of LaserJet Pro M404n')).toHaveValue('10')
    expect(within(dialog).getByLabelText('Valid Until')).toHaveValue(validUntil)
    expect(within(dialog).getByRole('button', { name: 'Send Quote' })).toBeInTheDocument()

    // Another tab leaves the quote behind.
    await userEvent.keyboard('{Escape}')
    await userEvent.click(screen.getByRole('tab', { name: /Customer Messages/ }))
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=messages$/)
  })

  it('opens the quote of the e-mail once staff sign in at the gate', async () => {
    endAdminSession('logout')
    serveQuotes()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=quotes&quote=quote_1' })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'sam@printshoppro.com')
    await user.type(screen.getByLabelText('Password'), 'staff-pass-1')

    await user.click(screen.getByRole('button', { name: 'Access Admin Panel' }))

    expect(await screen.findByRole('dialog', { name: 'Quote #12' })).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/quotes/quote_1')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-new')
  })

  it('shows an accepted quote read-only, with its order, which opens in Order Management', async () => {
    serveQuotes()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=quotes&quote=quote_3' })

    const dialog = await screen.findByRole('dialog', { name: 'Quote #10' })
    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent('Accepted')
    expect(within(dialog).queryByRole('button', { name: 'Send Quote' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox', { name: /Unit price/ })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument()
    expect(within(dialog).queryByLabelText('Add a product')).not.toBeInTheDocument()
    const lines = within(dialog).getByRole('table', { name: 'Quote lines' })
    expect(within(lines).getByText('LaserJet Pro M404n')).toBeInTheDocument()
    expect(within(lines).getByText('$235.00')).toBeInTheDocument()
    expect(within(lines).getAllByText('$1,175.00')).toHaveLength(2)
    expect(within(dialog).getByText('Toner included.')).toBeInTheDocument()
    // The thread stays open: customers may still write about an accepted quote.
    const thread = within(dialog).getByRole('list', { name: 'Messages' })
    expect(within(thread).getByText('Can you deliver by Friday?')).toBeInTheDocument()
    expect(within(thread).getByText('Yes, Friday it is.')).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('link', { name: 'Order #1042' }))

    expect(screen.getByTestId('location')).toHaveTextContent('/admin?tab=orders&order=1042')
    expect(await screen.findByRole('dialog', { name: 'Order #1042' })).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Quote #10' })).not.toBeInTheDocument()
    expect(sentRequests('GET /api/admin/orders/1042')).not.toHaveLength(0)

    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('tab', { name: /Order Management/ })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\?tab=orders$/)
  })
})
