import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeUser } from '@/testing/fixtures'
import { resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { invalidAnswer, REFERENCE, sentInquiries, serveInquiries, tooManyAnswer } from '../testing/serve-inquiries'
import { ServiceRequestForm } from './service-request-form'

const lastToast = () => useToastStore.getState().toasts[0]

async function fillRequest({ preferredDate = '' } = {}) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Name *'), 'Cal Ortiz')
  await user.type(screen.getByLabelText('Email *'), 'cal@clinic.example')
  await user.type(screen.getByLabelText('Phone *'), '918-555-0123')
  await user.type(screen.getByLabelText('Service Address *'), '500 S Main St, Tulsa, OK 74103')
  await user.selectOptions(screen.getByLabelText('Service Type *'), 'installation')
  await user.type(screen.getByLabelText('Equipment Details *'), '2 × Zebra ZD421 label printers')
  if (preferredDate) fireEvent.change(screen.getByLabelText('Preferred Date'), { target: { value: preferredDate } })
  return user
}

beforeEach(() => useToastStore.getState().remove())
afterEach(resetApiMock)

describe('ServiceRequestForm', () => {
  it('offers the five service types', () => {
    serveInquiries()
    renderWithProviders(<ServiceRequestForm />)

    const select = screen.getByLabelText('Service Type *') as HTMLSelectElement
    expect(Array.from(select.options).map((option) => option.value)).toEqual([
      '',
      'installation',
      'training',
      'maintenance',
      'repair',
      'consultation',
    ])
  })

  it('names every missing required field', async () => {
    serveInquiries()
    renderWithProviders(<ServiceRequestForm />)

    await userEvent.click(screen.getByRole('button', { name: 'Request Service' }))

    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Phone number is required')).toBeInTheDocument()
    expect(screen.getByText('Address is required')).toBeInTheDocument()
    expect(screen.getByText('Please select a service type')).toBeInTheDocument()
    expect(screen.getByText('Please describe the equipment')).toBeInTheDocument()
    expect(sentInquiries()).toHaveLength(0)
  })

  it('sends the request with its optional fields, shows the reference and clears the form', async () => {
    serveInquiries()
    renderWithProviders(<ServiceRequestForm />)
    const user = await fillRequest({ preferredDate: '2999-05-04' })
    await user.type(screen.getByLabelText('Company'), 'Riverside Clinic')
    await user.type(screen.getByLabelText('Additional Information'), 'Parking behind the building.')
    await user.click(screen.getByRole('button', { name: 'Request Service' }))

    expect(await screen.findByRole('status')).toHaveTextContent(REFERENCE)
    expect(sentInquiries()).toEqual([
      {
        kind: 'service_request',
        name: 'Cal Ortiz',
        email: 'cal@clinic.example',
        phone: '918-555-0123',
        company: 'Riverside Clinic',
        address: '500 S Main St, Tulsa, OK 74103',
        serviceType: 'installation',
        equipment: '2 × Zebra ZD421 label printers',
        preferredDate: '2999-05-04',
        message: 'Parking behind the building.',
      },
    ])
    expect(screen.getByLabelText('Service Type *')).toHaveValue('')
    expect(screen.getByLabelText('Equipment Details *')).toHaveValue('')
  })

  it('does not accept a preferred date in the past', async () => {
    serveInquiries()
    renderWithProviders(<ServiceRequestForm />)
    const user = await fillRequest({ preferredDate: '2020-01-01' })
    await user.click(screen.getByRole('button', { name: 'Request Service' }))

    expect(await screen.findByText('Preferred date cannot be in the past')).toBeInTheDocument()
    expect(sentInquiries()).toHaveLength(0)
  })

  it("shows the server's field errors and its 429 message", async () => {
    serveInquiries({ answer: invalidAnswer([{ path: 'phone', message: 'Phone must be at most 30 characters' }]) })
    renderWithProviders(<ServiceRequestForm />)
    const user = await fillRequest()
    await user.click(screen.getByRole('button', { name: 'Request Service' }))
    expect(await screen.findByText('Phone must be at most 30 characters')).toBeInTheDocument()

    serveInquiries({ answer: tooManyAnswer })
    await user.click(screen.getByRole('button', { name: 'Request Service' }))
    await waitFor(() => expect(lastToast()?.description).toBe('Too many requests. Please try again in a few minutes.'))
  })

  it('prefills name, e-mail and phone of a signed-in customer', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    serveInquiries({ user: makeUser() })
    renderWithProviders(<ServiceRequestForm />)

    await waitFor(() => expect(screen.getByLabelText('Name *')).toHaveValue('Ann Lee'))
    expect(screen.getByLabelText('Email *')).toHaveValue('ann@example.com')
    expect(screen.getByLabelText('Phone *')).toHaveValue('(918) 555-0100')
  })
})
