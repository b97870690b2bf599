import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { useCartStore, type CartProduct } from '@/stores/cart-store'
import { makeShopPricing } from '@/testing/fixtures'
import { setShopPricing } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { CartPage } from './cart-page'

const printer: CartProduct = { id: 'prod_printer', name: 'LaserJet Pro', price: '49.50', image: 'laserjet.svg' }
const scanner: CartProduct = { id: 'prod_scanner', name: 'ScanSnap', price: '0.01', image: '' }

const lastToast = () => useToastStore.getState().toasts[0]
const summary = () => screen.getByRole('complementary', { name: 'Order Summary' })

/** The value next to a label in the order summary. */
function summaryValue(label: string): string {
  const term = within(summary()).getByText(label, { selector: 'dt' })
  return term.nextElementSibling?.textContent ?? ''
}

beforeEach(() => {
  useCartStore.getState().clearCart()
  useToastStore.getState().remove()
})

describe('CartPage', () => {
  it('shows the empty state with a way back to the products', () => {
    renderWithProviders(<CartPage />, { route: '/cart' })

    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products')
    expect(document.title).toBe('Shopping Cart - PrintShop Pro')
  })

  it('lists each line with its link, unit price and line total', () => {
    useCartStore.getState().addItem(printer, 2)
    renderWithProviders(<CartPage />, { route: '/cart' })

    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument()
    expect(screen.getByText('2 items in your cart')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'LaserJet Pro' })).toHaveAttribute('href', '/products/prod_printer')
    expect(screen.getByText('$49.50 each')).toBeInTheDocument()
    expect(screen.getByText('Line total', { exact: false }).parentElement).toHaveTextContent('$99.00')
    expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout')
  })

  it('prices a line by its quantity price, says what it saves and the next quantity price within reach', async () => {
    const labels: CartProduct = {
      id: 'prod_labels',
      name: 'Label Printer',
      price: '45.50',
      image: '',
      quantityPrices: [
        { minQuantity: 5, price: '42.00' },
        { minQuantity: 10, price: '39.00' },
      ],
    }
    useCartStore.getState().addItem(labels, 4)
    renderWithProviders(<CartPage />, { route: '/cart' })

    expect(screen.getByText('$45.50 each')).toBeInTheDocument()
    expect(screen.getByText('Buy 5+ for $42.00 each')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Label Printer' }))
    expect(await screen.findByText('$42.00 each')).toBeInTheDocument()
    expect(screen.getByText(/Quantity price: you save \$17\.50/)).toHaveTextContent('Buy 10+ for $39.00 each')
    expect(screen.getByText('Line total', { exact: false }).parentElement).toHaveTextContent('$210.00')
    expect(within(summary()).getByText('Includes $17.50 saved with quantity prices')).toBeInTheDocument()
  })

  it('changes quantities with a toast and keeps minus disabled at 1', async () => {
    useCartStore.getState().addItem(printer)
    renderWithProviders(<CartPage />, { route: '/cart' })
    const minus = screen.getByRole('button', { name: 'Decrease quantity of LaserJet Pro' })
    const quantity = () => screen.getByRole('status', { name: 'Quantity of LaserJet Pro' })

    expect(minus).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of LaserJet Pro' }))
    expect(quantity()).toHaveTextContent('2')
    expect(useCartStore.getState().items[0]?.quantity).toBe(2)
    expect(lastToast()).toMatchObject({ title: 'Cart updated', description: 'Item quantity has been updated.' })

    // The line is updating for a moment after the change, then minus works again.
    expect(minus).toBeDisabled()
    await waitFor(() => expect(minus).toBeEnabled())
    await userEvent.click(minus)
    expect(quantity()).toHaveTextContent('1')
    expect(minus).toBeDisabled()
  })

  it('caps a quantity at the stock kept with the line, with a toast saying so', async () => {
    useCartStore.getState().addItem({ ...printer, stockQuantity: 2 }, 2)
    renderWithProviders(<CartPage />, { route: '/cart' })
    const quantity = () => screen.getByRole('status', { name: 'Quantity of LaserJet Pro' })

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of LaserJet Pro' }))
    expect(quantity()).toHaveTextContent('2')
    expect(useCartStore.getState().items[0]?.quantity).toBe(2)
    expect(lastToast()).toMatchObject({
      title: 'Quantity adjusted',
      description: 'Only 2 available: your cart has 2 of LaserJet Pro.',
    })
  })

  it('removes a line with a toast', async () => {
    useCartStore.getState().addItem(printer)
    useCartStore.getState().addItem(scanner)
    renderWithProviders(<CartPage />, { route: '/cart' })

    await userEvent.click(screen.getByRole('button', { name: 'Remove LaserJet Pro from cart' }))

    expect(screen.queryByRole('link', { name: 'LaserJet Pro' })).not.toBeInTheDocument()
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual(['prod_scanner'])
    expect(lastToast()).toMatchObject({ title: 'Item removed', description: 'Item has been removed from your cart.' })

    await userEvent.click(screen.getByRole('button', { name: 'Remove ScanSnap from cart' }))
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
  })

  it('charges shipping at exactly $99.00 and asks for one more cent', () => {
    useCartStore.getState().addItem(printer, 2)
    renderWithProviders(<CartPage />, { route: '/cart' })

    expect(summaryValue('Subtotal')).toBe('$99.00')
    expect(summaryValue('Shipping')).toBe('$9.99')
    expect(summaryValue('Tax (8%)')).toBe('$7.92')
    expect(summaryValue('Total')).toBe('$116.91')
    expect(within(summary()).getByText('Add $0.01 more for free shipping!')).toBeInTheDocument()
  })

  it('ships free above $99.00 and drops the banner', async () => {
    useCartStore.getState().addItem(printer, 2)
    useCartStore.getState().addItem(scanner)
    renderWithProviders(<CartPage />, { route: '/cart' })

    expect(summaryValue('Subtotal')).toBe('$99.01')
    expect(summaryValue('Shipping')).toBe('FREE')
    expect(summaryValue('Tax (8%)')).toBe('$7.92')
    expect(summaryValue('Total')).toBe('$106.93')
    expect(screen.queryByText(/more for free shipping!/)).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Remove ScanSnap from cart' }))
    expect(screen.getByText('Add $0.01 more for free shipping!')).toBeInTheDocument()
  })

  it('shows how much is missing on a small order', () => {
    useCartStore.getState().addItem(printer)
    renderWithProviders(<CartPage />, { route: '/cart' })

    expect(screen.getByText('Add $49.51 more for free shipping!')).toBeInTheDocument()
  })

  describe("under other settings in Medusa's dashboard", () => {
    const seeded = makeShopPricing()
    const [standard, free, express] = seeded.shippingOptions

    it('estimates with the rate and the threshold set there: 9.5%, free from $150 or more', () => {
      const from150 = { attribute: 'item_subtotal', operator: 'gte', value: 150 } as const
      const below150 = { attribute: 'item_subtotal', operator: 'lt', value: 150 } as const
      setShopPricing({
        ...seeded,
        taxRate: 9.5,
        shippingOptions: [
          { ...standard!, rules: [below150], prices: [{ amount: 12.5, rules: [] }] },
          { ...free!, rules: [from150] },
          express!,
        ],
      })
      useCartStore.getState().addItem(printer, 2)
      renderWithProviders(<CartPage />, { route: '/cart' })

      expect(summaryValue('Shipping')).toBe('$12.50')
      expect(summaryValue('Tax (9.5%)')).toBe('$9.41')
      expect(summaryValue('Total')).toBe('$120.91')
      expect(within(summary()).getByText('Add $51.00 more for free shipping!')).toBeInTheDocument()
    })

    it('promises nothing when no option is ever free, and charges the cheapest', () => {
      setShopPricing({ ...seeded, shippingOptions: [{ ...standard!, rules: [] }, express!] })
      useCartStore.getState().addItem(printer, 3)
      renderWithProviders(<CartPage />, { route: '/cart' })

      expect(summaryValue('Shipping')).toBe('$9.99')
      expect(screen.queryByText(/more for free shipping!/)).not.toBeInTheDocument()
      expect(within(summary()).getByText('Shipping and tax are confirmed at checkout for your address.')).toBeInTheDocument()
    })

    it("prices by a threshold on the option's price rather than on the option", () => {
      // One option, free from $75 by a price rule: the plain price applies below it.
      setShopPricing({
        ...seeded,
        shippingOptions: [{ ...standard!, rules: [], prices: [{ amount: 7, rules: [] }, { amount: 0, rules: [{ attribute: 'item_total', operator: 'gte', value: 75 }] }] }],
      })
      useCartStore.getState().addItem(printer)
      renderWithProviders(<CartPage />, { route: '/cart' })

      expect(summaryValue('Shipping')).toBe('$7.00')
      // $69.44 with 8% tax is $75.00.
      expect(within(summary()).getByText('Add $19.94 more for free shipping!')).toBeInTheDocument()
    })
  })
})
