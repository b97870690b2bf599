import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PROMO_MESSAGES } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { CART_STORAGE_KEY, useCartStore, type CartProduct } from '@/stores/cart-store'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { sentRequests, serveCustomer, type Override } from '@/testing/serve-customer'
import { promotionsOverride, type TestPromotion } from '@/testing/serve-promotions'
import { CartPage } from './cart-page'

const printer: CartProduct = { id: 'prod_printer', name: 'LaserJet Pro', price: '150.00', image: 'laserjet.svg' }
const toner: CartProduct = { id: 'prod_toner', name: 'Toner', price: '49.50', image: '' }
const prices = { prod_printer: 150, prod_toner: 49.5 }

const PROMOTIONS: TestPromotion[] = [
  { code: 'SPRING10', kind: 'percentage', value: 10, minimumSubtotal: 250 },
  { code: 'TAKE15', kind: 'fixed', value: 15 },
  { code: 'SHIPFREE', kind: 'free_shipping', value: 0 },
  { code: 'SOON', kind: 'fixed', value: 5, refusal: 'promotion_not_started' },
  { code: 'OLD', kind: 'fixed', value: 5, refusal: 'promotion_expired' },
  { code: 'GONE', kind: 'fixed', value: 5, refusal: 'promotion_used_up' },
  { code: 'ONCE', kind: 'fixed', value: 5, refusal: 'promotion_already_used' },
]

function serve(override: Override = promotionsOverride({ promotions: PROMOTIONS, prices })) {
  serveCustomer({ user: null, override })
}

const summary = () => screen.getByRole('complementary', { name: 'Order Summary' })
const promoInput = () => within(summary()).getByLabelText('Promo code')
const checks = () => sentRequests('POST', '/api/promotions/check')

/** The value next to a label in the order summary. */
function summaryValue(label: string): string {
  const term = within(summary()).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

async function applyCode(code: string) {
  await userEvent.type(promoInput(), code)
  await userEvent.click(within(summary()).getByRole('button', { name: 'Apply' }))
}

/** The applied code's line, with its Remove button. */
const appliedCode = () => within(summary()).getByRole('group', { name: 'Promo code' })

beforeEach(() => {
  useCartStore.getState().clearCart()
  useToastStore.getState().remove()
})
afterEach(resetApiMock)

describe('CartPage promo code', () => {
  it("applies a code with the cart's lines and shows the answer's figures as an estimate", async () => {
    // The server's figures, not the cart's: its subtotal differs from the prices the cart kept.
    serve((request) =>
      request.url.pathname === '/api/promotions/check'
        ? jsonResponse({ code: 'SPRING10', kind: 'percentage', freeShipping: false, discount: '31.00', subtotal: '310.00', shippingCost: '0.00', tax: '22.32', totalAmount: '301.32' })
        : undefined,
    )
    useCartStore.getState().addItem(printer, 2)
    renderWithProviders(<CartPage />, { route: '/cart' })
    expect(within(summary()).queryByText(/^Discount/)).not.toBeInTheDocument()

    await applyCode(' spring10 ')

    await within(summary()).findByText('Discount (SPRING10)')
    expect(checks().map((request) => request.body)).toEqual([{ code: 'SPRING10', items: [{ productId: 'prod_printer', quantity: 2 }] }])
    expect(summaryValue('Subtotal')).toBe('$310.00')
    expect(summaryValue('Discount (SPRING10)')).toBe('-$31.00')
    expect(summaryValue('Shipping')).toBe('FREE')
    expect(summaryValue('Tax (8%)')).toBe('$22.32')
    expect(summaryValue('Estimated Total')).toBe('$301.32')
    expect(within(summary()).queryByText('Total', { selector: 'dt' })).not.toBeInTheDocument()
    expect(within(summary()).getByText('Final amounts are confirmed at checkout.')).toBeInTheDocument()

    // Kept with the cart (for the checkout), and focus goes to what replaced the Apply button.
    expect(useCartStore.getState().promoCode).toBe('SPRING10')
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}')).toMatchObject({ state: { promoCode: 'SPRING10' } })
    expect(appliedCode()).toHaveTextContent('SPRING10')
    expect(within(summary()).queryByLabelText('Promo code', { selector: 'input' })).not.toBeInTheDocument()
    expect(within(appliedCode()).getByRole('button', { name: 'Remove promo code SPRING10' })).toHaveFocus()
    // The answer is read once: the summary shows the one the Apply fetched.
    expect(checks()).toHaveLength(1)
  })

  it('takes a fixed amount off and keeps charging shipping under the threshold', async () => {
    serve()
    useCartStore.getState().addItem(toner, 2)
    renderWithProviders(<CartPage />, { route: '/cart' })

    await applyCode('take15')

    // 99.00 - 15.00 = 84.00, shipping 9.99, tax 6.72.
    expect(await within(summary()).findByText('Discount (TAKE15)')).toBeInTheDocument()
    expect(summaryValue('Discount (TAKE15)')).toBe('-$15.00')
    expect(summaryValue('Shipping')).toBe('$9.99')
    expect(summaryValue('Estimated Total')).toBe('$100.71')
    expect(within(summary()).queryByText(/more for free shipping!/)).not.toBeInTheDocument()
  })

  it("shows 'Free shipping' for a free-shipping code, and Shipping as FREE", async () => {
    serve()
    useCartStore.getState().addItem(toner)
    renderWithProviders(<CartPage />, { route: '/cart' })
    expect(summaryValue('Shipping')).toBe('$9.99')

    await applyCode('SHIPFREE')

    expect(await within(summary()).findByText('Discount (SHIPFREE)')).toBeInTheDocument()
    expect(summaryValue('Discount (SHIPFREE)')).toBe('Free shipping')
    expect(summaryValue('Shipping')).toBe('FREE')
    expect(summaryValue('Estimated Total')).toBe('$53.46')
    expect(within(summary()).queryByText(/more for free shipping!/)).not.toBeInTheDocument()
  })

  it.each([
    ['an unknown code', 'NOPE', PROMO_MESSAGES.invalid],
    ['a code not active yet', 'SOON', PROMO_MESSAGES.notStarted],
    ['an expired code', 'OLD', PROMO_MESSAGES.expired],
    ['a used-up code', 'GONE', PROMO_MESSAGES.usedUp],
    ['a code the customer has used', 'ONCE', PROMO_MESSAGES.alreadyUsed],
    ['a code the items do not reach the minimum of', 'SPRING10', 'Add $100.00 more to use this code.'],
  ])('says why %s is refused, under the field, and applies nothing', async (_case, code, message) => {
    serve()
    useCartStore.getState().addItem(printer)
    renderWithProviders(<CartPage />, { route: '/cart' })

    await applyCode(code)

    const alert = await within(summary()).findByRole('alert')
    expect(alert).toHaveTextContent(message)
    expect(promoInput()).toHaveAttribute('aria-invalid', 'true')
    expect(promoInput()).toHaveAccessibleDescription(message)
    // The typed code stays, to be corrected.
    expect(promoInput()).toHaveValue(code)
    expect(checks()).toHaveLength(1)
    expect(useCartStore.getState().promoCode).toBeNull()
    expect(within(summary()).queryByText(/^Discount/)).not.toBeInTheDocument()
    expect(summaryValue('Total')).toBe('$162.00')
  })

  it('shows the validation answer for the code, and a word of its own for any other failure', async () => {
    const answers = [
      () => jsonResponse({ message: 'Invalid request', errors: [{ path: 'code', message: PROMO_MESSAGES.invalid }] }, 400),
      () => new Response('Bad Gateway', { status: 502 }),
    ]
    serve((request) => (request.url.pathname === '/api/promotions/check' ? answers[checks().length - 1]!() : undefined))
    useCartStore.getState().addItem(printer)
    renderWithProviders(<CartPage />, { route: '/cart' })

    await applyCode('SPRING10')
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(PROMO_MESSAGES.invalid)

    await userEvent.click(within(summary()).getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(within(summary()).getByRole('alert')).toHaveTextContent('The promo code could not be checked. Please try again.'))
    expect(useCartStore.getState().promoCode).toBeNull()
  })

  it('asks for a code when the field is empty, and refuses what cannot be a code, without asking the server', async () => {
    serve()
    useCartStore.getState().addItem(printer)
    renderWithProviders(<CartPage />, { route: '/cart' })

    await userEvent.click(within(summary()).getByRole('button', { name: 'Apply' }))
    expect(await within(summary()).findByRole('alert')).toHaveTextContent(PROMO_MESSAGES.required)
    expect(promoInput()).toHaveAccessibleDescription(PROMO_MESSAGES.required)

    await userEvent.type(promoInput(), '   ')
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(within(summary()).getByRole('alert')).toHaveTextContent(PROMO_MESSAGES.required))

    await userEvent.clear(promoInput())
    await userEvent.type(promoInput(), 'TEN OFF!{Enter}')
    await waitFor(() => expect(within(summary()).getByRole('alert')).toHaveTextContent(PROMO_MESSAGES.invalid))
    expect(checks()).toHaveLength(0)
  })

  it('removes the code: the cart figures come back, and focus goes to the field', async () => {
    serve()
    useCartStore.getState().addItem(printer, 2)
    renderWithProviders(<CartPage />, { route: '/cart' })
    await applyCode('SPRING10')
    await within(summary()).findByText('Discount (SPRING10)')

    await userEvent.click(within(summary()).getByRole('button', { name: 'Remove promo code SPRING10' }))

    expect(within(summary()).queryByText('Discount (SPRING10)')).not.toBeInTheDocument()
    expect(summaryValue('Subtotal')).toBe('$300.00')
    expect(summaryValue('Total')).toBe('$324.00')
    expect(within(summary()).queryByText('Final amounts are confirmed at checkout.')).not.toBeInTheDocument()
    expect(useCartStore.getState().promoCode).toBeNull()
    expect(promoInput()).toHaveValue('')
    expect(promoInput()).toHaveFocus()
  })

  it('checks the code again when a quantity changes, and says why once the cart no longer meets it', async () => {
    serve()
    useCartStore.getState().addItem(printer, 2)
    renderWithProviders(<CartPage />, { route: '/cart' })
    await applyCode('SPRING10')
    await within(summary()).findByText('Discount (SPRING10)')
    expect(summaryValue('Discount (SPRING10)')).toBe('-$30.00')

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of LaserJet Pro' }))
    await waitFor(() => expect(summaryValue('Discount (SPRING10)')).toBe('-$45.00'))
    expect(checks().map((request) => request.body)).toEqual([
      { code: 'SPRING10', items: [{ productId: 'prod_printer', quantity: 2 }] },
      { code: 'SPRING10', items: [{ productId: 'prod_printer', quantity: 3 }] },
    ])
    expect(summaryValue('Estimated Total')).toBe('$437.40')

    // Down to $150.00, under the code's $250.00 minimum.
    const item = useCartStore.getState().items[0]!
    act(() => void useCartStore.getState().updateQuantity(item.id, 1))

    expect(await within(summary()).findByRole('alert')).toHaveTextContent('Add $100.00 more to use this code.')
    expect(within(summary()).queryByText('Discount (SPRING10)')).not.toBeInTheDocument()
    expect(summaryValue('Subtotal')).toBe('$150.00')
    expect(summaryValue('Total')).toBe('$162.00')
    // The code stays applied, to come back once the cart meets it again, or to be removed.
    expect(appliedCode()).toHaveTextContent('SPRING10')
    expect(useCartStore.getState().promoCode).toBe('SPRING10')

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of LaserJet Pro' }))
    await waitFor(() => expect(summaryValue('Discount (SPRING10)')).toBe('-$30.00'))
    expect(within(summary()).queryByRole('alert')).not.toBeInTheDocument()
  })

  it('checks a code kept with the cart when the page opens', async () => {
    serve()
    useCartStore.getState().addItem(printer, 2)
    useCartStore.getState().setPromoCode('SPRING10')
    renderWithProviders(<CartPage />, { route: '/cart' })

    expect(await within(summary()).findByText('Discount (SPRING10)')).toBeInTheDocument()
    expect(summaryValue('Estimated Total')).toBe('$291.60')
    expect(checks()).toHaveLength(1)
  })

  it('forgets the code with the last line of the cart', async () => {
    serve()
    useCartStore.getState().addItem(printer, 2)
    renderWithProviders(<CartPage />, { route: '/cart' })
    await applyCode('SPRING10')
    await within(summary()).findByText('Discount (SPRING10)')

    await userEvent.click(screen.getByRole('button', { name: 'Remove LaserJet Pro from cart' }))

    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(useCartStore.getState().promoCode).toBeNull()
  })
})
