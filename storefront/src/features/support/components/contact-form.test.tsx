import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { invalidAnswer, REFERENCE, sentInquiries, serveInquiries, tooManyAnswer } from '../testing/serve-inquiries'
import { ContactForm } from './contact-form'

const lastToast = () => useToastStore.getState().toasts[0]

async function fillContact() {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Name *'), 'Bo Reyes')
  await user.type(screen.getByLabelText('Email *'), 'bo@diner.example')
  await user.type(screen.getByLabelText('Phone'), '(405) 555-0199')
  await user.type(screen.getByLabelText('Company'), "Bo's Diner")
  await user.selectOptions(screen.getByLabelText('Inquiry Type'), 'sales')
  await user.type(screen.getByLabelText('Subject *'), 'Two POS terminals')
  await user.type(screen.getByLabelText('Message *'), 'We are opening a second location.')
  return user
}

beforeEach(() => useToastStore.getState().remove())
afterEach(resetApiMock)

describe('ContactForm', () => {
  it('offers the six inquiry types, general first', () => {
    serveInquiries()
    renderWithProviders(<ContactForm />)

    const select = screen.getByLabelText('Inquiry Type') as HTMLSelectElement
    expect(Array.from(select.options).map((option) => option.value)).toEqual([
      'general',
      'sales',
      'business',
      'support',
      'service',
      'warranty',
    ])
    expect(select).toHaveValue('general')
  })

  it('names every missing required field', async () => {
    serveInquiries()
    renderWithProviders(<ContactForm />)

    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Subject is required')).toBeInTheDocument()
    expect(screen.getByText('Message is required')).toBeInTheDocument()
    expect(sentInquiries()).toHaveLength(0)
  })

  it('sends the message, shows the reference and clears the form', async () => {
    serveInquiries()
    renderWithProviders(<ContactForm />)
    const user = await fillContact()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent("We'll reply within 24 hours")
    expect(status).toHaveTextContent(REFERENCE)
    expect(sentInquiries()).toEqual([
      {
        kind: 'contact',
        name: 'Bo Reyes',
        email: 'bo@diner.example',
        phone: '(405) 555-0199',
        company: "Bo's Diner",
        inquiryType: 'sales',
        subject: 'Two POS terminals',
        message: 'We are opening a second location.',
      },
    ])
    expect(screen.getByLabelText('Company')).toHaveValue('')
    expect(screen.getByLabelText('Inquiry Type')).toHaveValue('general')
  })

  it('leaves out empty optional fields', async () => {
    serveInquiries()
    renderWithProviders(<ContactForm />)
    const user = await fillContact()
    await user.clear(screen.getByLabelText('Phone'))
    await user.clear(screen.getByLabelText('Company'))
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    await screen.findByRole('status')
    expect(Object.keys(sentInquiries()[0]!).sort()).toEqual(['email', 'inquiryType', 'kind', 'message', 'name', 'subject'])
  })

  it("shows the server's field errors and its 429 message", async () => {
    serveInquiries({ answer: invalidAnswer([{ path: 'subject', message: 'Subject is required' }]) })
    renderWithProviders(<ContactForm />)
    const user = await fillContact()
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText('Subject is required')).toBeInTheDocument()

    serveInquiries({ answer: tooManyAnswer })
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(lastToast()?.description).toBe('Too many requests. Please try again in a few minutes.'))
  })
})
