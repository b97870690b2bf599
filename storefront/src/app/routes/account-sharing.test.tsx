import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MAX_SAVED_ADDRESSES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeItem, makeOrder, makeSavedAddress } from '@/testing/fixtures'
import { resetApiMock } from '@/testing/mock-api'
import { makeQuote, quoteRoutes } from '@/testing/quotes'
import { renderWithProviders } from '@/testing/render'
import { serveCustomer } from '@/testing/serve-customer'
import { AccountPage } from './account'

// A company's members see each other's orders, quotes and saved addresses: a colleague's (Bob Kim,
// cus_2) says who it is from, and offers none of what only its owner may do.

const MINUTE = 60_000
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString()
const daysAgo = (days: number) => minutesAgo(days * 24 * 60)

const BOBS = { userId: 'cus_2', customerName: 'Bob Kim', customerEmail: 'bob@example.com' }

function renderAccount(route: string) {
  return renderWithProviders(<AccountPage />, { route })
}

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe("AccountPage a colleague's orders", () => {
  const orders = [
    // Both could still be cancelled, and both returned: only Ann's offers it.
    makeOrder({ id: '1061', status: 'pending', createdAt: minutesAgo(5), ...BOBS }),
    makeOrder({ id: '1060', status: 'pending', createdAt: minutesAgo(5) }),
    makeOrder({
      id: '1059',
      status: 'delivered',
      createdAt: daysAgo(6),
      deliveredAt: daysAgo(3),
      returns: [],
      items: [makeItem()],
      ...BOBS,
    }),
    makeOrder({ id: '1058', status: 'delivered', createdAt: daysAgo(6), deliveredAt: daysAgo(3), returns: [], items: [makeItem()] }),
  ]

  it('says who placed a colleague’s order, and offers only its owner to cancel it or return its items', async () => {
    serveCustomer({ orders })
    renderAccount('/account?tab=orders')

    const bobsPending = within(await screen.findByRole('article', { name: 'Order #1061' }))
    expect(bobsPending.getByText('Placed by Bob Kim')).toBeInTheDocument()
    expect(bobsPending.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    for (const name of ['View Details', 'Track Order', 'Buy again']) expect(bobsPending.getByRole('button', { name })).toBeInTheDocument()

    const annsPending = within(await screen.findByRole('article', { name: 'Order #1060' }))
    expect(annsPending.queryByText(/Placed by/)).not.toBeInTheDocument()
    expect(annsPending.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()

    const bobsDelivered = within(await screen.findByRole('article', { name: 'Order #1059' }))
    expect(bobsDelivered.getByText('Placed by Bob Kim')).toBeInTheDocument()
    expect(bobsDelivered.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()
    expect(
      within(await screen.findByRole('article', { name: 'Order #1058' })).getByRole('button', { name: 'Return items' }),
    ).toBeInTheDocument()
  })

  it("names who placed it in a colleague's order details, without cancel or return", async () => {
    serveCustomer({ orders })
    renderAccount('/account?tab=orders')

    await userEvent.click(within(await screen.findByRole('article', { name: 'Order #1061' })).getByRole('button', { name: 'View Details' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Order #1061' }))
    expect(dialog.getByText('Placed By').nextElementSibling).toHaveTextContent('Bob Kim')
    expect(dialog.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Buy again' })).toBeInTheDocument()
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())

    await userEvent.click(within(await screen.findByRole('article', { name: 'Order #1059' })).getByRole('button', { name: 'View Details' }))
    const delivered = within(await screen.findByRole('dialog', { name: 'Order #1059' }))
    expect(delivered.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument()

    await userEvent.click(delivered.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await userEvent.click(within(await screen.findByRole('article', { name: 'Order #1060' })).getByRole('button', { name: 'View Details' }))
    const own = within(await screen.findByRole('dialog', { name: 'Order #1060' }))
    expect(own.queryByText('Placed By')).not.toBeInTheDocument()
    expect(own.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument()
  })
})

describe("AccountPage overview with a colleague's orders", () => {
  it("counts only the customer's own orders (and those without a customer) in Total Orders and Total Spent", async () => {
    serveCustomer({
      orders: [
        makeOrder({ id: '1064', totalAmount: '1000.00', ...BOBS }),
        makeOrder({ id: '1063', totalAmount: '100.50' }),
        makeOrder({ id: '1062', totalAmount: '20.25', userId: null }),
        makeOrder({ id: '1061', totalAmount: '55.00', status: 'cancelled' }),
      ],
    })
    renderAccount('/account')

    expect(await screen.findByText('Total Orders')).toBeInTheDocument()
    expect(screen.getByText('Total Orders').nextElementSibling).toHaveTextContent(/^3$/)
    // Bob's $1,000.00 is not Ann's spending; the cancelled order is not spent either.
    expect(screen.getByText('Total Spent').nextElementSibling).toHaveTextContent('$120.75')
    // The recent orders are the company's list, Bob's included.
    expect(within(screen.getByRole('region', { name: 'Recent Orders' })).getByText('#1064')).toBeInTheDocument()
  })
})

describe("AccountPage a colleague's quotes", () => {
  const BOBS_QUOTE = makeQuote({
    askedBy: { id: 'cus_2', name: 'Bob Kim' },
    messages: [{ id: 'qmsg_1', author: 'customer', authorName: 'Bob Kim', body: 'Can you do 12?', createdAt: '2025-05-02T12:00:00.000Z' }],
  })
  const ANNS_QUOTE = makeQuote({ id: 'quo_13', number: 13, askedBy: { id: 'cus_1', name: 'Ann Lee' } })

  it('says who asked for a colleague’s quote', async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [BOBS_QUOTE, ANNS_QUOTE] }).override })
    renderAccount('/account?tab=quotes')

    expect(within(await screen.findByRole('article', { name: 'Quote #12' })).getByText('Asked by Bob Kim')).toBeInTheDocument()
    expect(within(await screen.findByRole('article', { name: 'Quote #13' })).queryByText(/Asked by/)).not.toBeInTheDocument()
  })

  it("shows a colleague's quote read-only: no accept, decline or message", async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [BOBS_QUOTE] }).override })
    renderAccount('/account?tab=quotes&quote=quo_12')

    const dialog = within(await screen.findByRole('dialog', { name: 'Quote #12' }))
    expect(dialog.getByText('Asked By').nextElementSibling).toHaveTextContent('Bob Kim')
    expect(
      dialog.getByText('Bob Kim asked for this quote: only they can accept or decline it and write to us about it.'),
    ).toBeInTheDocument()
    expect(dialog.getByText('These prices hold until the end of December 31, 2099.')).toBeInTheDocument()
    expect(dialog.queryByRole('link', { name: 'Accept and Check Out' })).not.toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument()
    expect(dialog.queryByLabelText('Your message')).not.toBeInTheDocument()
    expect(dialog.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument()
    // The thread names the colleague, not 'You'.
    const thread = within(dialog.getByRole('list', { name: 'Messages about this quote' }))
    expect(thread.getAllByRole('listitem').map((entry) => entry.querySelector('span')?.textContent)).toEqual(['Bob Kim', 'Bob Kim'])
  })

  it('keeps the actions of a quote the customer asked for themself', async () => {
    serveCustomer({ override: quoteRoutes({ quotes: [ANNS_QUOTE] }).override })
    renderAccount('/account?tab=quotes&quote=quo_13')

    const dialog = within(await screen.findByRole('dialog', { name: 'Quote #13' }))
    expect(dialog.getByRole('link', { name: 'Accept and Check Out' })).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Decline' })).toBeInTheDocument()
    expect(dialog.getByLabelText('Your message')).toBeInTheDocument()
    expect(dialog.queryByText('Asked By')).not.toBeInTheDocument()
  })
})

describe("AccountPage a colleague's addresses", () => {
  const OWN = makeSavedAddress({ id: 'addr_own', isDefault: true })
  const BOBS_ADDRESS = makeSavedAddress({
    id: 'addr_bob',
    firstName: 'Bob',
    lastName: 'Kim',
    address: '9 Dock Rd',
    address2: null,
    city: 'Tulsa',
    sharedBy: 'Bob Kim',
  })

  it('says who saved a shared address and offers no way to change it', async () => {
    serveCustomer({ addresses: [OWN, BOBS_ADDRESS] })
    renderAccount('/account?tab=addresses')

    const list = within(await screen.findByRole('list', { name: 'Saved addresses' }))
    const shared = within(list.getByRole('article', { name: 'Bob Kim, 9 Dock Rd, Tulsa, OK 74103' }))
    expect(shared.getByText('Saved by Bob Kim')).toBeInTheDocument()
    expect(shared.queryByRole('button')).not.toBeInTheDocument()
    expect(shared.queryByText('Default')).not.toBeInTheDocument()

    const own = within(list.getByRole('article', { name: 'Ann Lee, 100 Main St, Tulsa, OK 74103' }))
    expect(own.queryByText(/Saved by/)).not.toBeInTheDocument()
    expect(own.getByRole('button', { name: 'Edit' })).toBeInTheDocument()
    expect(own.getByRole('button', { name: 'Delete' })).toBeInTheDocument()
  })

  it("counts only the customer's own addresses towards the limit", async () => {
    const own = Array.from({ length: MAX_SAVED_ADDRESSES - 1 }, (_, index) =>
      makeSavedAddress({
        id: `addr_${index}`,
        address: `${index + 1} Main St`,
        createdAt: `2025-01-${String(index + 1).padStart(2, '0')}T12:00:00.000Z`,
      }),
    )
    serveCustomer({ addresses: [...own, BOBS_ADDRESS] })
    renderAccount('/account?tab=addresses')

    const section = within(await screen.findByRole('region', { name: 'Saved Addresses' }))
    await section.findByRole('list', { name: 'Saved addresses' })
    expect(section.getByRole('button', { name: 'Add address' })).toBeEnabled()
  })
})
