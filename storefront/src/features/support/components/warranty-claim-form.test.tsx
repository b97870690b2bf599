import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { todayIso } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { makeUser } from '@/testing/fixtures'
import { resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { invalidAnswer, REFERENCE, sentInquiries, serveInquiries, tooManyAnswer } from '../testing/serve-inquiries'
import { WarrantyClaimForm } from './warranty-claim-form'

const lastToast = () => useToastStore.getState().toasts[0]

async function fillClaim(purchaseDate = '2025-03-14') {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Serial Number *'), 'VNB3K12345')
  fireEvent.change(screen.getByLabelText('Purchase Date *'), { target: { value: purchaseDate } })
  await user.type(screen.getByLabelText('Contact Information *'), 'ann@example.com')
  await user.type(screen.getByLabelText('Issue Description *'), 'Streaks on every page after 2 months.')
  return user
}

beforeEach(() => useToastStore.getState().remove())
afterEach(resetApiMock)

describe('WarrantyClaimForm', () => {
  it('names every missing required field', async () => {
    serveInquiries()
    renderWithProviders(<WarrantyClaimForm />)

    await userEvent.click(screen.getByRole('button', { name: 'Submit Claim' }))

    expect(await screen.findByText('Serial number is required')).toBeInTheDocument()
    expect(screen.getByText('Purchase date is required')).toBeInTheDocument()
    expect(screen.getByText('Contact information is required')).toBeInTheDocument()
    expect(screen.getByText('Please describe the issue')).toBeInTheDocument()
    expect(sentInquiries()).toHaveLength(0)
  })

  it('does not accept a purchase date in the future', async () => {
    serveInquiries()
    renderWithProviders(<WarrantyClaimForm />)
    expect(screen.getByLabelText('Purchase Date *')).toHaveAttribute('max', todayIso())

    const user = await fillClaim('2999-01-01')
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }))

    expect(await screen.findByText('Purchase date cannot be in the future')).toBeInTheDocument()
    expect(sentInquiries()).toHaveLength(0)
  })

  it('sends the claim, shows the reference and clears the form', async () => {
    serveInquiries()
    renderWithProviders(<WarrantyClaimForm />)
    const user = await fillClaim()
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }))

    expect(await screen.findByRole('status')).toHaveTextContent(REFERENCE)
    expect(sentInquiries()).toEqual([
      {
        kind: 'warranty_claim',
        serialNumber: 'VNB3K12345',
        purchaseDate: '2025-03-14',
        contactInfo: 'ann@example.com',
        issueDescription: 'Streaks on every page after 2 months.',
      },
    ])
    expect(screen.getByLabelText('Serial Number *')).toHaveValue('')
    expect(screen.getByLabelText('Purchase Date *')).toHaveValue('')
  })

  it("shows the server's field errors and its 429 message", async () => {
    serveInquiries({ answer: invalidAnswer([{ path: 'purchaseDate', message: 'Purchase date cannot be in the future' }]) })
    renderWithProviders(<WarrantyClaimForm />)
    const user = await fillClaim()
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }))
    expect(await screen.findByText('Purchase date cannot be in the future')).toBeInTheDocument()

    serveInquiries({ answer: tooManyAnswer })
    await user.click(screen.getByRole('button', { name: 'Submit Claim' }))
    await waitFor(() => expect(lastToast()?.description).toBe('Too many requests. Please try again in a few minutes.'))
  })

  it("prefills a signed-in customer's e-mail as contact information", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    serveInquiries({ user: makeUser() })
    renderWithProviders(<WarrantyClaimForm />)

    await waitFor(() => expect(screen.getByLabelText('Contact Information *')).toHaveValue('ann@example.com'))
  })
})
