import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { Product, ProductFits } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { useCartStore } from '@/stores/cart-store'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ProductDetailPage } from '../routes/product-detail'
import { FIRST_SUPPLIES, suppliesHeading } from './product-fits-sections'

const detailRoute = (
  <Routes>
    <Route path="/products/:id" element={<ProductDetailPage />} />
  </Routes>
)

const printer = makeProduct({ id: 'prod_printer', name: 'LaserJet Pro M404n', category: 'printers' })
const stand = makeProduct({ id: 'prod_stand', name: 'Printer Stand', category: 'business-solutions', price: '79.00' })
const plan = makeProduct({ id: 'prod_plan', name: 'Maintenance Plan', category: 'business-solutions', price: '19.99', inStock: false, stockQuantity: 0 })

/** The product and its fits answer (or the status the fits request gets instead). */
function serve(product: Product, fits: ProductFits | number) {
  mockApi((url) => {
    if (url.pathname === `/api/products/${product.id}`) return jsonResponse(product)
    if (url.pathname === `/api/products/${product.id}/reviews`) return jsonResponse([])
    if (url.pathname === `/api/products/${product.id}/fits`) {
      return typeof fits === 'number' ? jsonResponse({ message: 'Server error' }, fits) : jsonResponse(fits)
    }
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

const region = (name: string | RegExp) => screen.findByRole('region', { name })
const fitsRequested = () => requestedUrls().some((url) => url.pathname.endsWith('/fits'))

beforeEach(() => {
  useCartStore.getState().clearCart()
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe("a product page's supplies and accessories", () => {
  it('lists the supplies that fit a printer as cards with Add to Cart', async () => {
    serve(printer, { supplies: [stand, plan], fits: [] })
    renderWithProviders(detailRoute, { route: '/products/prod_printer' })

    const supplies = await region('Supplies and accessories for this printer')
    const [standCard, planCard] = within(supplies).getAllByRole('article')
    expect(standCard).toHaveAccessibleName('Printer Stand')
    expect(within(standCard!).getByRole('link', { name: 'Printer Stand' })).toHaveAttribute('href', '/products/prod_stand')
    expect(within(standCard!).getByText('$79.00')).toBeInTheDocument()
    expect(within(planCard!).getByRole('button', { name: 'Out of Stock' })).toBeDisabled()

    await userEvent.click(within(standCard!).getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items).toMatchObject([{ productId: 'prod_stand', quantity: 1 }]))
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Added to cart' })
    expect(screen.queryByRole('region', { name: 'Fits' })).not.toBeInTheDocument()
  })

  it("lists what a supply fits as links to those products' pages", async () => {
    const receiptPrinter = makeProduct({ id: 'prod_receipt', name: 'Receipt Printer', category: 'pos-systems' })
    const terminal = makeProduct({ id: 'prod_terminal', name: 'Clover Station Duo', category: 'pos-systems' })
    serve(receiptPrinter, { supplies: [], fits: [terminal, printer] })
    renderWithProviders(detailRoute, { route: '/products/prod_receipt' })

    const fits = await region('Fits')
    expect(within(fits).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Clover Station Duo', '/products/prod_terminal'],
      ['LaserJet Pro M404n', '/products/prod_printer'],
    ])
    expect(within(fits).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /^Supplies and accessories/ })).not.toBeInTheDocument()
  })

  it('shows neither section when nothing fits, nor when the request fails', async () => {
    serve(printer, { supplies: [], fits: [] })
    const { unmount } = renderWithProviders(detailRoute, { route: '/products/prod_printer' })

    await screen.findByRole('heading', { level: 1, name: 'LaserJet Pro M404n' })
    await waitFor(() => expect(fitsRequested()).toBe(true))
    expect(screen.queryByRole('region', { name: /^Supplies and accessories/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Fits' })).not.toBeInTheDocument()
    unmount()
    resetApiMock()

    serve(printer, 500)
    renderWithProviders(detailRoute, { route: '/products/prod_printer' })
    await screen.findByRole('heading', { level: 1, name: 'LaserJet Pro M404n' })
    await waitFor(() => expect(fitsRequested()).toBe(true))
    expect(screen.queryByRole('region', { name: /^Supplies and accessories/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the first supplies, and the rest with Show all', async () => {
    const many = Array.from({ length: FIRST_SUPPLIES + 2 }, (_, index) => makeProduct({ id: `prod_s${index}`, name: `Supply ${index + 1}` }))
    serve(printer, { supplies: many, fits: [] })
    renderWithProviders(detailRoute, { route: '/products/prod_printer' })

    const supplies = await region('Supplies and accessories for this printer')
    expect(within(supplies).getAllByRole('article')).toHaveLength(FIRST_SUPPLIES)
    const more = within(supplies).getByRole('button', { name: `Show all ${many.length}` })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    expect(within(supplies).getAllByRole('article')).toHaveLength(many.length)
    expect(within(supplies).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('suppliesHeading', () => {
  it.each([
    ['printers', 'Supplies and accessories for this printer'],
    ['photo-printers', 'Supplies and accessories for this photo printer'],
    ['scanners', 'Supplies and accessories for this scanner'],
    ['barcode-scanners', 'Supplies and accessories for this barcode scanner'],
    ['pos-systems', 'Supplies and accessories for this POS system'],
    ['business-solutions', 'Supplies and accessories for this product'],
    ['', 'Supplies and accessories for this product'],
  ])('words the heading of a product of %j', (category, heading) => {
    expect(suppliesHeading(category)).toBe(heading)
  })
})
