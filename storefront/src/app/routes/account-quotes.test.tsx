import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QUOTE_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeItem, makeOrder } from '@/testing/fixtures'
import { resetApiMock } from '@/testing/mock-api'
import { makeQuote, quoteRoutes, requestedQuote } from '@/testing/quotes'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer } from '@/testing/serve-customer'
import { AccountPage } from './account'

const lastToast = () => useToastStore.getState().toasts[0]

const QUOTED = makeQuote()
const REQUESTED = requestedQuote({ id: 'quo_14', number: 14, createdAt: '2025-06-10T09:00:00.000Z', items: [requestedQuote().items[0]!] })
const EXPIRED = makeQuote({ id: 'quo_9', number: 9, status: 'expired', validUntil: '2025-03-31', createdAt: '2025-03-01T09:00:00.000Z' })

function renderAccount(route: string) {
  return renderWithProviders(<AccountPage />, { route })
}

const quoteCard = (number: number) => screen.findByRole('article', { name: `Quote #${number}` })
const location = () => screen.getByTestId('location')

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('AccountPage quotes', () => {
  it('has a Quotes tab among seven, two rows (four and three) on a phone', async () => {
    serveCustomer({ override: quoteRoutes().override })
    renderAccount('/account')

    const tabs = within(await screen.findByRole('tablist', { name: 'Account sections' }))
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Overview', 'Orders', 'Quotes', 'Addresses', 'Company', 'Profile', 'Settings'])
    expect(screen.getByRole('tablist')).toHaveClass('grid-cols-4')
    await userEvent.click(tabs.getByRole('tab', { name: 'Quotes' }))
    expect(location()).toHaveTextContent('/account?tab=quotes')
    expect(await screen.findByText('No quotes yet.')).toBeInTheDocument()
  })

  it('lists the quotes newest first with their status, size, subtotal once priced and last day', async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [EXPIRED, QUOTED, REQUESTED] }).override })
    renderAccount('/account?tab=quotes')

    const list = await screen.findByRole('region', { name: 'Quotes' })
    await within(list).findByRole('article', { name: 'Quote #14' })
    expect(within(list).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'quote-quo_14-title',
      'quote-quo_12-title',
      'quote-quo_9-title',
    ])

    const quoted = within(await quoteCard(12))
    expect(quoted.getByText('Requested on May 1, 2025')).toBeInTheDocument()
    expect(quoted.getByText('Quoted')).toBeInTheDocument()
    expect(quoted.getByText('12 items')).toBeInTheDocument()
    expect(quoted.getByText('Subtotal', { exact: false }).parentElement).toHaveTextContent('$580.00')
    expect(quoted.getByText('Valid until December 31, 2099')).toBeInTheDocument()

    const requested = within(await quoteCard(14))
    expect(requested.getByText('Requested', { selector: 'span' })).toBeInTheDocument()
    expect(requested.getByText('10 items')).toBeInTheDocument()
    expect(requested.getByText('Waiting for our prices')).toBeInTheDocument()
    expect(requested.queryByText('Subtotal', { exact: false })).not.toBeInTheDocument()
    expect(requested.queryByText(/Valid until/)).not.toBeInTheDocument()

    const expired = within(await quoteCard(9))
    expect(expired.getByText('Expired')).toBeInTheDocument()
    expect(expired.getByText('Was valid until March 31, 2025')).toBeInTheDocument()
  })

  it('opens a quote from the list in the address, with its lines, prices, note and last day, and closes it again', async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [QUOTED] }).override })
    renderAccount('/account?tab=quotes')

    await userEvent.click(within(await quoteCard(12)).getByRole('button', { name: 'View Quote #12' }))
    const dialog = await screen.findByRole('dialog', { name: 'Quote #12' })
    expect(location()).toHaveTextContent('/account?tab=quotes&quote=quo_12')
    expect(dialog).toHaveAccessibleDescription('Requested on May 1, 2025')

    const items = within(within(dialog).getByRole('region', { name: 'Items' }))
    const [labels, scanner] = items.getAllByRole('listitem')
    expect(labels).toHaveTextContent('Label Printer LP-200')
    expect(labels).toHaveTextContent('Quantity: 10')
    expect(labels).toHaveTextContent('List price: $45.50 each')
    expect(labels).toHaveTextContent('Your price: $42.00 each')
    expect(labels).toHaveTextContent('Line total $420.00')
    expect(scanner).toHaveTextContent('ScanSnap iX1600')
    expect(scanner).toHaveTextContent('Line total $160.00')
    expect(items.getByText('Subtotal').nextElementSibling).toHaveTextContent('$580.00')
    // Shipping, tax and total estimated from Medusa's settings (8%, free shipping above $99).
    expect(items.getByText('Estimated shipping').nextElementSibling).toHaveTextContent('FREE')
    expect(items.getByText('Estimated tax (8%)').nextElementSibling).toHaveTextContent('$46.40')
    expect(items.getByText('Estimated total').nextElementSibling).toHaveTextContent('$626.40')
    expect(within(dialog).getByText('Valid Until').nextElementSibling).toHaveTextContent('December 31, 2099')
    expect(within(within(dialog).getByRole('region', { name: 'Note from our team' })).getByText('Free setup included.')).toBeInTheDocument()
    // The request's own message opens the thread.
    expect(within(dialog).getByRole('list', { name: 'Messages about this quote' })).toHaveTextContent('We need these for two new stores.')

    expect(within(dialog).getByRole('link', { name: 'Accept and Check Out' })).toHaveAttribute('href', '/checkout?quote=quo_12')
    expect(within(dialog).getByRole('button', { name: 'Decline' })).toBeInTheDocument()

    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(location()).toHaveTextContent(/^\/account\?tab=quotes$/)
    await waitFor(() => expect(screen.getByRole('button', { name: 'View Quote #12' })).toHaveFocus())
  })

  it("opens the quote the e-mail links to, read again from the server", async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [QUOTED] }).override })
    renderAccount('/account?tab=quotes&quote=quo_12')

    expect(await screen.findByRole('dialog', { name: 'Quote #12' })).toBeInTheDocument()
    await waitFor(() => expect(sentRequests('GET', '/api/user/quotes/quo_12')).toHaveLength(1))
  })

  it('says so when the linked quote is not the customer’s', async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [QUOTED] }).override })
    renderAccount('/account?tab=quotes&quote=quo_other')

    const dialog = await screen.findByRole('dialog', { name: 'Quote' })
    expect(await within(dialog).findByText(QUOTE_MESSAGES.notFound)).toBeInTheDocument()
  })

  it('sends a message, shows it in the thread and clears the field', async () => {
    const quotes = quoteRoutes({ quotes: [QUOTED] })
    serveCustomer({ override: quotes.override })
    renderAccount('/account?tab=quotes&quote=quo_12')
    const dialog = await screen.findByRole('dialog', { name: 'Quote #12' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }))
    expect(await within(dialog).findByText('Please write a message')).toBeInTheDocument()
    expect(sentRequests('POST', '/api/user/quotes/quo_12/messages')).toHaveLength(0)

    await userEvent.type(within(dialog).getByLabelText('Your message'), 'Can you deliver by June 20?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }))

    const thread = within(dialog).getByRole('list', { name: 'Messages about this quote' })
    await waitFor(() => expect(thread).toHaveTextContent('Can you deliver by June 20?'))
    expect(sentRequests('POST', '/api/user/quotes/quo_12/messages').map((request) => request.body)).toEqual([{ message: 'Can you deliver by June 20?' }])
    expect(within(dialog).getByLabelText('Your message')).toHaveValue('')
    expect(lastToast()).toMatchObject({ title: 'Message sent' })
  })

  it('declines a quoted quote after asking, and offers no accept afterwards', async () => {
    const quotes = quoteRoutes({ quotes: [QUOTED] })
    serveCustomer({ override: quotes.override })
    renderAccount('/account?tab=quotes&quote=quo_12')
    const dialog = await screen.findByRole('dialog', { name: 'Quote #12' })

    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Decline Quote #12?' })
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep quote' }))
    expect(sentRequests('POST', '/api/user/quotes/quo_12/decline')).toHaveLength(0)

    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }))
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline quote' }))

    expect(await within(dialog).findByText(QUOTE_MESSAGES.declined)).toBeInTheDocument()
    expect(sentRequests('POST', '/api/user/quotes/quo_12/decline')).toHaveLength(1)
    expect(quotes.state.quotes[0]!.status).toBe('declined')
    expect(within(dialog).getByText('Declined')).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'Accept and Check Out' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Quote #12 declined' })
  })

  it('says an expired quote has expired and offers neither accept nor decline, but still takes a message', async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [EXPIRED] }).override })
    renderAccount('/account?tab=quotes&quote=quo_9')
    const dialog = await screen.findByRole('dialog', { name: 'Quote #9' })

    expect(within(dialog).getByText(QUOTE_MESSAGES.expired)).toBeInTheDocument()
    expect(within(dialog).getByText('Expired')).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'Accept and Check Out' })).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Your message')).toBeInTheDocument()
  })

  it('treats a quoted quote past its last day as expired', async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [makeQuote({ validUntil: '2020-01-31' })] }).override })
    renderAccount('/account?tab=quotes&quote=quo_12')
    const dialog = await screen.findByRole('dialog', { name: 'Quote #12' })

    expect(within(dialog).getByText(QUOTE_MESSAGES.expired)).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'Accept and Check Out' })).not.toBeInTheDocument()
  })

  it('says a requested quote is being priced, without prices or accept', async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [REQUESTED] }).override })
    renderAccount('/account?tab=quotes&quote=quo_14')
    const dialog = await screen.findByRole('dialog', { name: 'Quote #14' })

    expect(within(dialog).getByText(/We are preparing your prices/)).toBeInTheDocument()
    expect(within(dialog).getByText('Valid Until').nextElementSibling).toHaveTextContent('Not priced yet')
    expect(within(dialog).getByText(/Your price: Not priced yet/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'Accept and Check Out' })).not.toBeInTheDocument()
  })

  it("opens an accepted quote's order", async () => {
    const order = makeOrder({ id: '1050', items: [makeItem({ productName: 'Label Printer LP-200', quantity: 10, price: 42, total: '420.00' })] })
    serveCustomer({ orders: [order], override: quoteRoutes({ quotes: [makeQuote({ status: 'accepted', orderId: '1050' })] }).override })
    renderAccount('/account?tab=quotes')

    expect(within(await quoteCard(12)).getByText('Order #1050')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'View Quote #12' }))
    const dialog = await screen.findByRole('dialog', { name: 'Quote #12' })
    expect(within(dialog).getByText(/order #1050 was placed at these prices/)).toBeInTheDocument()
    expect(within(dialog).queryByRole('link', { name: 'Accept and Check Out' })).not.toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'View Order #1050' }))
    expect(await screen.findByRole('dialog', { name: 'Order #1050' })).toBeInTheDocument()
  })
})
