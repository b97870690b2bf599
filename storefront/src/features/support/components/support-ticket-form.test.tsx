import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeUser } from '@/testing/fixtures'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { deferred, invalidAnswer, REFERENCE, sentInquiries, serveInquiries, tooManyAnswer } from '../testing/serve-inquiries'
import { SupportTicketForm } from './support-ticket-form'

const lastToast = () => useToastStore.getState().toasts[0]

async function fillTicket() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Name *'), '  Ann Lee ')
  await user.type(screen.getByLabelText('Email *'), 'ann@example.com')
  await user.type(screen.getByLabelText('Subject *'), 'Paper jam error')
  await user.selectOptions(screen.getByLabelText('Category'), 'technical')
  await user.type(screen.getByLabelText('Message *'), 'My LaserJet shows error 13.B2.')
  return user
}

beforeEach(() => useToastStore.getState().remove())
afterEach(resetApiMock)

describe('SupportTicketForm', () => {
  it('offers the six ticket categories', () => {
    serveInquiries()
    renderWithProviders(<SupportTicketForm />)

    const options = Array.from((screen.getByLabelText('Category') as HTMLSelectElement).options).map((option) => option.value)
    expect(options).toEqual(['', 'technical', 'orders', 'billing', 'returns', 'product', 'other'])
  })

  it('names every missing required field and sends nothing', async () => {
    serveInquiries()
    renderWithProviders(<SupportTicketForm />)

    await userEvent.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Subject is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(screen.getByLabelText('Name *')).toHaveAttribute('aria-invalid', 'true')
    expect(sentInquiries()).toHaveLength(0)
  })

  it('rejects an invalid e-mail address', async () => {
    serveInquiries()
    renderWithProviders(<SupportTicketForm />)
    const user = await fillTicket()
    await user.clear(screen.getByLabelText('Email *'))
    await user.type(screen.getByLabelText('Email *'), 'ann@')
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(sentInquiries()).toHaveLength(0)
  })

  it('sends the ticket, shows the reference and clears the form', async () => {
    const answer = deferred<Response>()
    serveInquiries({ answer: () => answer.promise })
    renderWithProviders(<SupportTicketForm />)
    const user = await fillTicket()
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    const sending = await screen.findByRole('button', { name: 'Sending...' })
    expect(sending).toBeDisabled()
    answer.resolve(jsonResponse({ id: 'inq_1', reference: REFERENCE, message: 'Received' }, 201))

    expect(await screen.findByRole('status')).toHaveTextContent(`Your reference number is ${REFERENCE}`)
    expect(screen.getByRole('status')).toHaveTextContent('within 4 hours')
    expect(sentInquiries()).toEqual([
      {
        kind: 'support_ticket',
        name: 'Ann Lee',
        email: 'ann@example.com',
        subject: 'Paper jam error',
        category: 'technical',
        message: 'My LaserJet shows error 13.B2.',
      },
    ])
    expect(screen.getByLabelText('Name *')).toHaveValue('')
    expect(screen.getByLabelText('Subject *')).toHaveValue('')
    expect(screen.getByLabelText('Message *')).toHaveValue('')
    expect(screen.getByLabelText('Category')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Submit Ticket' })).toBeEnabled()
  })

  it('leaves out an unchosen category', async () => {
    serveInquiries()
    renderWithProviders(<SupportTicketForm />)
    const user = await fillTicket()
    await user.selectOptions(screen.getByLabelText('Category'), '')
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    await screen.findByRole('status')
    expect(sentInquiries()[0]).not.toHaveProperty('category')
  })

  it("shows the server's field errors under the fields", async () => {
    serveInquiries({ answer: invalidAnswer([{ path: 'email', message: 'This e-mail domain cannot receive mail' }]) })
    renderWithProviders(<SupportTicketForm />)
    const user = await fillTicket()
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    expect(await screen.findByText('This e-mail domain cannot receive mail')).toBeInTheDocument()
    expect(screen.getByLabelText('Email *')).toHaveAttribute('aria-invalid', 'true')
    expect(lastToast()).toMatchObject({ description: 'Please check the highlighted fields.', variant: 'destructive' })
    expect(screen.getByLabelText('Subject *')).toHaveValue('Paper jam error')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it("shows the server's message when sending too often", async () => {
    serveInquiries({ answer: tooManyAnswer })
    renderWithProviders(<SupportTicketForm />)
    const user = await fillTicket()
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        description: 'Too many requests. Please try again in a few minutes.',
        variant: 'destructive',
      }),
    )
    expect(screen.getByLabelText('Message *')).toHaveValue('My LaserJet shows error 13.B2.')
  })

  it('falls back to a generic message when the server is unreachable', async () => {
    serveInquiries({ answer: () => Promise.reject(new TypeError('Failed to fetch')) })
    renderWithProviders(<SupportTicketForm />)
    const user = await fillTicket()
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    await waitFor(() => expect(lastToast()?.description).toBe('Something went wrong. Please try again.'))
  })

  it('prefills the name and e-mail of a signed-in customer', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    serveInquiries({ user: makeUser() })
    renderWithProviders(<SupportTicketForm />)

    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveValue('Ann Lee'))
    expect(screen.getByLabelText('Email *')).toHaveValue('ann@example.com')

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Subject *'), 'Invoice copy')
    await user.type(screen.getByLabelText('Message *'), 'Please send an invoice for order 1042.')
    await user.click(screen.getByRole('button', { name: 'Submit Ticket' }))

    await screen.findByRole('status')
    expect(sentInquiries()[0]).toMatchObject({ name: 'Ann Lee', email: 'ann@example.com' })
    // Cleared for the next ticket, but still filled in with who is signed in.
    expect(screen.getByLabelText('Name *')).toHaveValue('Ann Lee')
    expect(screen.getByLabelText('Subject *')).toHaveValue('')
  })
})
