import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeInquiry, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { AdminPage } from '../routes/admin-page'
import { MessagesTab } from './messages-tab'

const lastToast = () => useToastStore.getState().toasts[0]

const contact = makeInquiry()
const warranty = makeInquiry({
  id: 'inq_02',
  reference: 'INQ-2B8C4D6E',
  kind: 'warranty_claim',
  status: 'handled',
  name: null,
  email: null,
  subject: null,
  fields: {
    serialNumber: 'CN12345678',
    purchaseDate: '2024-11-02',
    contactInfo: 'ann@example.com, (918) 555-0100',
    issueDescription: 'Paper jams on every duplex job.',
  },
  customer: { id: 'cus_1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' },
  createdAt: '2025-03-04T09:15:00.000Z',
  handledAt: '2025-03-04T12:00:00.000Z',
})

function serveInquiries({ newCount = 1 } = {}) {
  const stored = new Map([contact, warranty].map((inquiry) => [inquiry.id, inquiry]))
  serveAdmin({
    'GET /api/admin/inquiries': ({ url }) => {
      const kind = url.searchParams.get('kind')
      const status = url.searchParams.get('status')
      const inquiries = [...stored.values()].filter(
        (inquiry) => (!kind || inquiry.kind === kind) && (!status || inquiry.status === status),
      )
      const count = [...stored.values()].filter((inquiry) => inquiry.status === 'new').length
      return jsonResponse({ inquiries, count: inquiries.length, limit: 20, offset: 0, newCount: newCount === 1 ? count : newCount })
    },
    'PATCH /api/admin/inquiries/inq_01': ({ body }) => {
      const status = (body as { status: 'new' | 'handled' }).status
      const updated = { ...contact, status, handledAt: status === 'handled' ? '2025-03-06T10:00:00.000Z' : null }
      stored.set(contact.id, updated)
      return jsonResponse(updated)
    },
  })
}

const messageRows = () => within(screen.getByRole('table', { name: 'Customer messages' })).getAllByRole('row').slice(1)

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('MessagesTab', () => {
  it('lists every stored form, newest first as the server sends them', async () => {
    serveInquiries()
    renderWithProviders(<MessagesTab />)

    await screen.findByText('Two POS terminals')
    const [first, second] = messageRows()
    expect(within(first!).getByText('Contact message')).toBeInTheDocument()
    expect(within(first!).getByText('Bo Reyes')).toBeInTheDocument()
    expect(within(first!).getByText('New')).toBeInTheDocument()
    expect(within(second!).getByText('Warranty claim')).toBeInTheDocument()
    expect(within(second!).getByText('INQ-2B8C4D6E')).toBeInTheDocument()
    expect(within(second!).getByText('Handled')).toBeInTheDocument()
  })

  it('filters by kind and by new or handled', async () => {
    serveInquiries()
    renderWithProviders(<MessagesTab />)
    await screen.findByText('Two POS terminals')

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'warranty_claim')
    await waitFor(() => expect(messageRows()).toHaveLength(1))
    expect(sentRequests('GET /api/admin/inquiries').at(-1)?.url.search).toBe('?kind=warranty_claim&limit=20&offset=0')

    await userEvent.selectOptions(screen.getByLabelText('Kind'), '')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'new')
    await waitFor(() => expect(sentRequests('GET /api/admin/inquiries').at(-1)?.url.search).toBe('?status=new&limit=20&offset=0'))
    await waitFor(() => expect(messageRows()).toHaveLength(1))
    expect(within(messageRows()[0]!).getByText('Bo Reyes')).toBeInTheDocument()
  })

  it('shows every field of a message, readably, and the signed-in customer', async () => {
    serveInquiries()
    renderWithProviders(<MessagesTab />)
    await screen.findByText('Two POS terminals')

    await userEvent.click(screen.getByRole('button', { name: 'View message INQ-2B8C4D6E' }))
    const dialog = screen.getByRole('dialog', { name: 'Warranty claim' })
    expect(within(dialog).getByText('Serial Number').nextSibling).toHaveTextContent('CN12345678')
    expect(within(dialog).getByText('Purchase Date').nextSibling).toHaveTextContent('2024-11-02')
    expect(within(dialog).getByText('Contact Information').nextSibling).toHaveTextContent('ann@example.com, (918) 555-0100')
    expect(within(dialog).getByText('Issue Description').nextSibling).toHaveTextContent('Paper jams on every duplex job.')
    expect(within(dialog).getByText('Ann Lee (ann@example.com)')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Mark as new' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')

    await userEvent.click(screen.getByRole('button', { name: 'View message INQ-7F3K2Q9A' }))
    const contactDialog = screen.getByRole('dialog', { name: 'Two POS terminals' })
    expect(within(contactDialog).getByText('Inquiry Type').nextSibling).toHaveTextContent('Sales')
    expect(within(contactDialog).getByText('Phone').nextSibling).toHaveTextContent('(405) 555-0199')
    expect(within(contactDialog).getByText('Sent without signing in')).toBeInTheDocument()
  })

  it('marks a message handled, and back to new', async () => {
    serveInquiries()
    renderWithProviders(<MessagesTab />)
    await screen.findByText('Two POS terminals')
    await userEvent.click(screen.getByRole('button', { name: 'View message INQ-7F3K2Q9A' }))
    const dialog = screen.getByRole('dialog')

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark handled' }))

    await waitFor(() => expect(lastToast()?.title).toBe('Message handled'))
    const [patch] = sentRequests('PATCH /api/admin/inquiries/inq_01')
    expect(patch?.body).toEqual({ status: 'handled' })
    expect(patch?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent('Handled')
    // The list (and its count of new messages) is read again.
    await waitFor(() => expect(sentRequests('GET /api/admin/inquiries')).toHaveLength(2))

    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as new' }))
    await waitFor(() => expect(sentRequests('PATCH /api/admin/inquiries/inq_01').at(-1)?.body).toEqual({ status: 'new' }))
    expect(await within(dialog).findByRole('button', { name: 'Mark handled' })).toBeInTheDocument()
  })
})

describe('the Customer Messages tab', () => {
  it('shows how many messages are new, and follows when one is handled', async () => {
    serveInquiries()
    renderWithProviders(<AdminPage />, { route: '/admin?tab=messages' })

    const tab = screen.getByRole('tab', { name: /Customer Messages/ })
    await waitFor(() => expect(tab).toHaveTextContent('Customer Messages1 new'))
    expect(tab).toHaveAttribute('aria-selected', 'true')

    await userEvent.click(await screen.findByRole('button', { name: 'View message INQ-7F3K2Q9A' }))
    await userEvent.click(screen.getByRole('button', { name: 'Mark handled' }))

    await waitFor(() => expect(tab).toHaveTextContent(/^Customer Messages$/))
  })
})
