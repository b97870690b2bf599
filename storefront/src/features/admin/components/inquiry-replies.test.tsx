import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MAX_INQUIRY_REPLY, NO_REPLY_ADDRESS, type AdminInquiry } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeInquiry, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { MessagesTab } from './messages-tab'

const lastToast = () => useToastStore.getState().toasts[0]

const REPLY = { id: 'rep_2', message: 'Hello Bo,\nboth terminals ship Monday.', author: 'Sam Reyes', createdAt: '2025-03-06T10:00:00.000Z' }

/** Serves the list with `inquiries` (a reply marks its message handled) and the replies route. */
function serveMessages(inquiries: AdminInquiry[], reply: () => Response = () => jsonResponse(REPLY, 201)) {
  const stored = new Map(inquiries.map((inquiry) => [inquiry.id, inquiry]))
  serveAdmin({
    'GET /api/admin/inquiries': () => {
      const list = [...stored.values()]
      const newCount = list.filter((inquiry) => inquiry.status === 'new').length
      return jsonResponse({ inquiries: list, count: list.length, limit: 20, offset: 0, newCount })
    },
    'POST /api/admin/inquiries/inq_01/replies': () => {
      const answer = reply()
      if (answer.status === 201) {
        const inquiry = stored.get('inq_01')!
        stored.set('inq_01', { ...inquiry, status: 'handled', handledAt: REPLY.createdAt, replies: [...inquiry.replies, REPLY] })
      }
      return answer
    },
  })
}

async function openMessage(reference: string) {
  renderWithProviders(<MessagesTab />)
  await userEvent.click(await screen.findByRole('button', { name: `View message ${reference}` }))
  return screen.getByRole('dialog')
}

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('replying to a customer message', () => {
  it('sends the reply, says so, shows it and reads the lists again (the message is now handled)', async () => {
    serveMessages([makeInquiry()])
    const dialog = await openMessage('INQ-7F3K2Q9A')
    const box = within(dialog).getByLabelText('Reply to bo@diner.example')
    expect(box).toHaveAttribute('maxlength', String(MAX_INQUIRY_REPLY))
    expect(box).toHaveAccessibleDescription('0 / 5,000 characters')

    const user = userEvent.setup()
    await user.type(box, 'Hello Bo,{Enter}both terminals ship Monday.')
    expect(box).toHaveAccessibleDescription('37 / 5,000 characters')
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }))

    await waitFor(() => expect(lastToast()?.title).toBe('Reply sent'))
    const [post] = sentRequests('POST /api/admin/inquiries/inq_01/replies')
    expect(post?.body).toEqual({ message: 'Hello Bo,\nboth terminals ship Monday.' })
    expect(post?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(within(dialog).getByText('Status').nextSibling).toHaveTextContent('Handled')
    const replies = within(dialog).getByRole('list', { name: 'Replies' })
    expect(within(replies).getByText('Sam Reyes')).toBeInTheDocument()
    expect(box).toHaveValue('')
    await waitFor(() => expect(sentRequests('GET /api/admin/inquiries')).toHaveLength(2))
    // The row behind the dialog follows.
    const table = screen.getByRole('table', { name: 'Customer messages', hidden: true })
    await waitFor(() => expect(within(table).getByText('Handled')).toBeInTheDocument())
    expect(within(table).queryByText('New')).not.toBeInTheDocument()
  })

  it('checks the reply before sending it', async () => {
    serveMessages([makeInquiry()])
    const dialog = await openMessage('INQ-7F3K2Q9A')

    await userEvent.type(within(dialog).getByLabelText('Reply to bo@diner.example'), '   ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }))

    expect(await within(dialog).findByText('Please write a reply')).toBeInTheDocument()
    expect(sentRequests('POST /api/admin/inquiries/inq_01/replies')).toHaveLength(0)
  })

  it("puts a 400's message on the reply and keeps the text", async () => {
    serveMessages([makeInquiry()], () =>
      jsonResponse({ message: 'Invalid request', errors: [{ path: 'message', message: 'The reply could not be e-mailed' }] }, 400),
    )
    const dialog = await openMessage('INQ-7F3K2Q9A')
    const box = within(dialog).getByLabelText('Reply to bo@diner.example')

    await userEvent.type(box, 'Hello')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }))

    expect(await within(dialog).findByText('The reply could not be e-mailed')).toBeInTheDocument()
    expect(box).toHaveValue('Hello')
    expect(lastToast()).toMatchObject({ title: 'Reply Failed', description: 'Invalid request', variant: 'destructive' })
  })

  it('says there is nobody to write to when the message has no e-mail address', async () => {
    serveMessages([makeInquiry({ email: null, fields: { phone: '(405) 555-0199', message: 'Call me back.' } })])
    const dialog = await openMessage('INQ-7F3K2Q9A')

    expect(within(dialog).getByText(NO_REPLY_ADDRESS)).toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument()
  })

  it('shows the replies oldest first, with author and time, as text with their line breaks', async () => {
    const replies = [
      { id: 'rep_1', message: '<b>Thanks</b> <img src=x onerror="alert(1)">\nWe will call you.', author: 'Sam Reyes', createdAt: '2025-03-05T15:00:00.000Z' },
      { id: 'rep_2', message: 'Second reply', author: 'lee@printshoppro.com', createdAt: '2025-03-06T09:30:00.000Z' },
    ]
    serveMessages([makeInquiry({ status: 'handled', handledAt: '2025-03-05T15:00:00.000Z', replies })])
    const dialog = await openMessage('INQ-7F3K2Q9A')

    const items = within(within(dialog).getByRole('list', { name: 'Replies' })).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Sam Reyes')
    expect(within(items[0]!).getByText(/^<b>Thanks<\/b>/).textContent).toBe(replies[0]!.message)
    expect(items[0]!.querySelector('b, img')).toBeNull()
    expect(within(items[0]!).getByText(/^<b>Thanks<\/b>/)).toHaveClass('whitespace-pre-wrap')
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', '2025-03-05T15:00:00.000Z')
    expect(items[1]).toHaveTextContent('lee@printshoppro.com')
    expect(items[1]).toHaveTextContent('Second reply')
  })
})
