import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { BusinessQuoteForm } from '@/features/support/components/business-quote-form'
import { invalidAnswer, REFERENCE, sentInquiries, serveInquiries, tooManyAnswer } from '@/features/support/testing/serve-inquiries'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeUser } from '@/testing/fixtures'
import { resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'

const lastToast = () => useToastStore.getState().toasts[0]

async function fillQuote() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('First Name'), 'Dana')
  await user.type(screen.getByLabelText('Last Name'), 'Kim')
  await user.type(screen.getByLabelText('Company'), 'Kim Logistics')
  await user.type(screen.getByLabelText('Email'), 'dana@kimlogistics.example')
  await user.type(screen.getByLabelText('Phone'), '214-555-0188')
  await user.type(screen.getByLabelText('Requirements'), '40 barcode scanners for two warehouses')
  return user
}

beforeEach(() => useToastStore.getState().remove())
afterEach(resetApiMock)

describe('BusinessQuoteForm', () => {
  it('keeps its heading, fields and button', () => {
    serveInquiries()
    renderWithProviders(<BusinessQuoteForm />)

    expect(screen.getByRole('form', { name: 'Request Business Quote' })).toBeInTheDocument()
    for (const label of ['First Name', 'Last Name', 'Company', 'Email', 'Phone', 'Requirements']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.getByRole('button', { name: 'Request Quote' })).toBeInTheDocument()
  })

  it('needs a valid e-mail address and sends nothing without one', async () => {
    serveInquiries()
    renderWithProviders(<BusinessQuoteForm />)
    const user = userEvent.setup()

    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByLabelText('Email'), 'dana@')
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument()
    expect(sentInquiries()).toHaveLength(0)
  })

  it('sends the quote request, toasts the reference and clears the form', async () => {
    serveInquiries()
    renderWithProviders(<BusinessQuoteForm />)
    const user = await fillQuote()
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))

    await waitFor(() => expect(lastToast()?.title).toBe('Quote request received'))
    expect(lastToast()?.description).toBe(
      `Thank you! Our business team will be in touch within one business day. Your reference is ${REFERENCE}.`,
    )
    expect(sentInquiries()).toEqual([
      {
        kind: 'business_quote',
        firstName: 'Dana',
        lastName: 'Kim',
        company: 'Kim Logistics',
        email: 'dana@kimlogistics.example',
        phone: '214-555-0188',
        requirements: '40 barcode scanners for two warehouses',
      },
    ])
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Requirements')).toHaveValue('')
  })

  it('needs what the quote is for, marks the required fields, and sends only those when nothing else is filled in', async () => {
    serveInquiries()
    renderWithProviders(<BusinessQuoteForm />)
    const user = userEvent.setup()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText('Requirements')).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText('Company')).not.toHaveAttribute('aria-required')
    expect(screen.getByText(/are required\./)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), 'dana@kimlogistics.example')
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    expect(await screen.findByText('Please tell us what you need a quote for')).toBeInTheDocument()
    expect(sentInquiries()).toEqual([])

    await user.type(screen.getByLabelText('Requirements'), '12 label printers')
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    await waitFor(() => expect(sentInquiries()).toEqual([{ kind: 'business_quote', email: 'dana@kimlogistics.example', requirements: '12 label printers' }]))
  })

  it("shows the server's field errors and its 429 message", async () => {
    serveInquiries({ answer: invalidAnswer([{ path: 'requirements', message: 'Requirements must be at most 5000 characters' }]) })
    renderWithProviders(<BusinessQuoteForm />)
    const user = await fillQuote()
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    expect(await screen.findByText('Requirements must be at most 5000 characters')).toBeInTheDocument()
    expect(screen.getByLabelText('Requirements')).toHaveAttribute('aria-invalid', 'true')

    serveInquiries({ answer: tooManyAnswer })
    await user.click(screen.getByRole('button', { name: 'Request Quote' }))
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        description: 'Too many requests. Please try again in a few minutes.',
        variant: 'destructive',
      }),
    )
  })

  it('prefills a signed-in customer', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    serveInquiries({ user: makeUser() })
    renderWithProviders(<BusinessQuoteForm />)

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ann@example.com'))
    expect(screen.getByLabelText('First Name')).toHaveValue('Ann')
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lee')
  })
})
