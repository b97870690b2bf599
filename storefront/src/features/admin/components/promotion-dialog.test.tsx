import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PROMO_MESSAGES, type Promotion } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makePromotion, sentRequests, serveAdmin, signInStaff, type SentRequest } from '../testing/serve-admin'
import { PromotionDialog } from './promotion-dialog'

const lastToast = () => useToastStore.getState().toasts[0]

function renderDialog(promotion: Promotion | null = null) {
  const onOpenChange = vi.fn()
  renderWithProviders(<PromotionDialog open onOpenChange={onOpenChange} promotion={promotion} />)
  return { onOpenChange }
}

/** POST answers the promotion it was sent, as created (the minimum as a decimal string). */
function created({ body }: SentRequest) {
  const sent = body as Omit<Promotion, 'minimumSubtotal'> & { minimumSubtotal: number | null }
  const minimumSubtotal = sent.minimumSubtotal === null ? null : sent.minimumSubtotal.toFixed(2)
  return jsonResponse(makePromotion({ ...sent, minimumSubtotal, id: 'promo_new' }), 201)
}

/** A date-time input takes its value whole, as the browser's picker sets it. */
const setDateTime = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

/** What a date-time input shows for an instant, in the test's own time zone. */
function localInput(iso: string) {
  const date = new Date(iso)
  const pad = (part: number) => String(part).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('PromotionDialog in create mode', () => {
  it('sends a percentage off with every field filled in', async () => {
    serveAdmin({ 'POST /api/admin/promotions': created })
    const { onOpenChange } = renderDialog()
    const user = userEvent.setup()

    expect(screen.getByRole('dialog', { name: 'Add New Promotion' })).toBeInTheDocument()
    expect(screen.getByLabelText('Code')).toHaveFocus()
    expect(screen.getByLabelText('Percentage off the items')).toBeChecked()
    expect(screen.getByLabelText('Active')).toBeChecked()
    expect(screen.getByLabelText('Once per customer')).not.toBeChecked()
    await user.type(screen.getByLabelText('Code'), ' spring15 ')
    await user.type(screen.getByLabelText('Percentage'), '15')
    await user.type(screen.getByLabelText('Minimum item subtotal (Optional)'), '50')
    setDateTime('Starts (Optional)', '2026-04-01T09:00')
    setDateTime('Ends (Optional)', '2026-04-30T23:59')
    await user.type(screen.getByLabelText('Usage limit (Optional)'), '100')
    await user.click(screen.getByLabelText('Once per customer'))
    await user.click(screen.getByRole('button', { name: 'Create Promotion' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    const [request] = sentRequests('POST /api/admin/promotions')
    expect(request?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(request?.body).toEqual({
      code: 'SPRING15',
      kind: 'percentage',
      value: 15,
      minimumSubtotal: 50,
      startsAt: new Date('2026-04-01T09:00').toISOString(),
      endsAt: new Date('2026-04-30T23:59').toISOString(),
      usageLimit: 100,
      oncePerCustomer: true,
      active: true,
    })
    expect(lastToast()?.title).toBe('Promotion created successfully')
  })

  it('sends a fixed amount in dollars, the optional fields left empty as null', async () => {
    serveAdmin({ 'POST /api/admin/promotions': created })
    const { onOpenChange } = renderDialog()
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Code'), 'TAKE5')
    await user.click(screen.getByLabelText('Fixed amount off the order'))
    expect(screen.queryByLabelText('Percentage')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Amount ($)'), '12.50')
    await user.click(screen.getByLabelText('Active'))
    await user.click(screen.getByRole('button', { name: 'Create Promotion' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sentRequests('POST /api/admin/promotions')[0]?.body).toEqual({
      code: 'TAKE5',
      kind: 'fixed',
      value: 12.5,
      minimumSubtotal: null,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      oncePerCustomer: false,
      active: false,
    })
  })

  it('asks no value for free shipping and sends 0', async () => {
    serveAdmin({ 'POST /api/admin/promotions': created })
    const { onOpenChange } = renderDialog()
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Code'), 'SHIPFREE')
    await user.type(screen.getByLabelText('Percentage'), '150')
    await user.click(screen.getByLabelText('Free shipping'))
    expect(screen.queryByLabelText('Percentage')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Amount ($)')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Minimum item subtotal (Optional)'), '75.00')
    await user.click(screen.getByRole('button', { name: 'Create Promotion' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sentRequests('POST /api/admin/promotions')[0]?.body).toMatchObject({
      code: 'SHIPFREE',
      kind: 'free_shipping',
      value: 0,
      minimumSubtotal: 75,
    })
  })

  it("checks the contract's rules before sending: code, percentage, amount, limit and dates", async () => {
    serveAdmin({ 'POST /api/admin/promotions': created })
    const { onOpenChange } = renderDialog()
    const user = userEvent.setup()
    const create = () => user.click(screen.getByRole('button', { name: 'Create Promotion' }))

    await create()
    expect(await screen.findByText(PROMO_MESSAGES.required)).toBeInTheDocument()
    expect(screen.getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Code')).toHaveFocus()

    await user.type(screen.getByLabelText('Code'), '50% OFF')
    await create()
    expect(await screen.findByText(PROMO_MESSAGES.invalid)).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Code'))
    await user.type(screen.getByLabelText('Code'), 'HALF')
    await user.type(screen.getByLabelText('Percentage'), '150')
    await create()
    expect(await screen.findByText('Percentage must be a whole number from 1 to 100')).toBeInTheDocument()
    expect(screen.getByLabelText('Percentage')).toHaveAccessibleDescription('Percentage must be a whole number from 1 to 100')

    await user.click(screen.getByLabelText('Fixed amount off the order'))
    await user.clear(screen.getByLabelText('Amount ($)'))
    await user.type(screen.getByLabelText('Amount ($)'), '1.005')
    await create()
    expect(await screen.findByText('Amount must be more than 0, in dollars and cents')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Amount ($)'))
    await user.type(screen.getByLabelText('Amount ($)'), '10')
    await user.type(screen.getByLabelText('Usage limit (Optional)'), '0')
    await create()
    expect(await screen.findByText('Usage limit must be at least 1')).toBeInTheDocument()

    await user.clear(screen.getByLabelText('Usage limit (Optional)'))
    setDateTime('Starts (Optional)', '2026-05-10T09:00')
    setDateTime('Ends (Optional)', '2026-05-01T09:00')
    await create()
    expect(await screen.findByText('End date must be after the start date')).toBeInTheDocument()
    expect(screen.getByLabelText('Ends (Optional)')).toHaveAttribute('aria-invalid', 'true')

    expect(sentRequests('POST /api/admin/promotions')).toHaveLength(0)
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it("shows the server's field errors on their fields", async () => {
    serveAdmin({
      'POST /api/admin/promotions': () =>
        jsonResponse(
          {
            message: 'Please check the highlighted fields.',
            errors: [
              { path: 'usageLimit', message: 'Usage limit is too large' },
              { path: 'minimumSubtotal', message: 'Minimum subtotal is too large' },
            ],
          },
          400,
        ),
    })
    const { onOpenChange } = renderDialog()
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Code'), 'BIG')
    await user.type(screen.getByLabelText('Percentage'), '10')
    await user.click(screen.getByRole('button', { name: 'Create Promotion' }))

    expect(await screen.findByText('Usage limit is too large')).toBeInTheDocument()
    expect(screen.getByLabelText('Usage limit (Optional)')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Usage limit (Optional)')).toHaveFocus()
    expect(screen.getByLabelText('Minimum item subtotal (Optional)')).toHaveAccessibleDescription(
      'The items must come to at least this much. Minimum subtotal is too large',
    )
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('shows a taken code (409) at the top of the form and goes back to the code', async () => {
    serveAdmin({ 'POST /api/admin/promotions': () => jsonResponse({ message: 'A promotion with this code already exists.' }, 409) })
    const { onOpenChange } = renderDialog()
    const user = userEvent.setup()

    await user.type(screen.getByLabelText('Code'), 'SPRING10')
    await user.type(screen.getByLabelText('Percentage'), '10')
    await user.click(screen.getByRole('button', { name: 'Create Promotion' }))

    const dialog = screen.getByRole('dialog', { name: 'Add New Promotion' })
    expect(await screen.findByRole('alert')).toHaveTextContent('A promotion with this code already exists.')
    expect(dialog.querySelector('form')?.firstElementChild).toBe(screen.getByRole('alert'))
    expect(screen.getByLabelText('Code')).toHaveFocus()
    expect(onOpenChange).not.toHaveBeenCalled()

    // The message goes once the form is sent again.
    await user.clear(screen.getByLabelText('Code'))
    await user.click(screen.getByRole('button', { name: 'Create Promotion' }))
    expect(await screen.findByText(PROMO_MESSAGES.required)).toBeInTheDocument()
    expect(screen.queryByText('A promotion with this code already exists.')).not.toBeInTheDocument()
  })
})

describe('PromotionDialog in edit mode', () => {
  const promotion = makePromotion({
    id: 'promo_7',
    code: 'SUMMER20',
    value: 20,
    minimumSubtotal: '100.00',
    startsAt: '2026-06-01T12:00:30.000Z',
    endsAt: '2026-08-31T12:00:00.000Z',
    usageLimit: 500,
    oncePerCustomer: true,
    uses: 12,
  })

  it('opens with the promotion and sends only the fields that changed to PUT', async () => {
    serveAdmin({ 'PUT /api/admin/promotions/promo_7': ({ body }) => jsonResponse({ ...promotion, ...(body as object) }) })
    const { onOpenChange } = renderDialog(promotion)
    const user = userEvent.setup()

    expect(screen.getByRole('dialog', { name: 'Edit Promotion' })).toHaveAccessibleDescription('Change the terms of SUMMER20.')
    expect(screen.getByLabelText('Code')).toHaveValue('SUMMER20')
    expect(screen.getByLabelText('Percentage off the items')).toBeChecked()
    expect(screen.getByLabelText('Percentage')).toHaveValue('20')
    expect(screen.getByLabelText('Minimum item subtotal (Optional)')).toHaveValue('100.00')
    expect(screen.getByLabelText('Starts (Optional)')).toHaveValue(localInput(promotion.startsAt!))
    expect(screen.getByLabelText('Ends (Optional)')).toHaveValue(localInput(promotion.endsAt!))
    expect(screen.getByLabelText('Usage limit (Optional)')).toHaveValue('500')
    expect(screen.getByLabelText('Once per customer')).toBeChecked()
    await user.clear(screen.getByLabelText('Percentage'))
    await user.type(screen.getByLabelText('Percentage'), '25')
    setDateTime('Ends (Optional)', '2026-09-30T18:00')
    await user.click(screen.getByRole('button', { name: 'Update Promotion' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sentRequests()).toHaveLength(1)
    expect(sentRequests('PUT /api/admin/promotions/promo_7')[0]?.body).toEqual({
      value: 25,
      endsAt: new Date('2026-09-30T18:00').toISOString(),
    })
    expect(lastToast()?.title).toBe('Promotion updated successfully')
  })

  it('sends the value with a changed type, and clears an optional field as null', async () => {
    serveAdmin({ 'PUT /api/admin/promotions/promo_7': () => jsonResponse(promotion) })
    const { onOpenChange } = renderDialog(promotion)
    const user = userEvent.setup()

    await user.click(screen.getByLabelText('Free shipping'))
    await user.clear(screen.getByLabelText('Usage limit (Optional)'))
    await user.click(screen.getByRole('button', { name: 'Update Promotion' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sentRequests('PUT /api/admin/promotions/promo_7')[0]?.body).toEqual({ kind: 'free_shipping', value: 0, usageLimit: null })
  })

  it('checks the rules against the promotion as it will be', async () => {
    serveAdmin()
    renderDialog(promotion)

    setDateTime('Starts (Optional)', '2026-09-15T09:00')
    await userEvent.click(screen.getByRole('button', { name: 'Update Promotion' }))

    expect(await screen.findByText('End date must be after the start date')).toBeInTheDocument()
    expect(sentRequests()).toHaveLength(0)
  })

  it('closes without a request when nothing changed', async () => {
    serveAdmin()
    const { onOpenChange } = renderDialog(promotion)

    await userEvent.click(screen.getByRole('button', { name: 'Update Promotion' }))

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(sentRequests()).toHaveLength(0)
    expect(lastToast()).toBeUndefined()
  })

  it('reports a promotion that is gone at the top of the form', async () => {
    serveAdmin({ 'PUT /api/admin/promotions/promo_7': () => jsonResponse({ message: 'Promotion promo_7 was not found.' }, 404) })
    const { onOpenChange } = renderDialog(promotion)
    const user = userEvent.setup()

    await user.click(screen.getByLabelText('Active'))
    await user.click(screen.getByRole('button', { name: 'Update Promotion' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Promotion promo_7 was not found.')
    expect(sentRequests('PUT /api/admin/promotions/promo_7')[0]?.body).toEqual({ active: false })
    expect(onOpenChange).not.toHaveBeenCalled()
  })
})
