import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { Product } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { useCartStore } from '@/stores/cart-store'
import { useCompareStore } from '@/stores/compare-store'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { CompareRoute } from './compare'

const laser = makeProduct({
  id: 'prod_1',
  name: 'LaserJet Pro M404n',
  brand: 'HP',
  price: '249.99',
  originalPrice: '299.99',
  rating: '4.5',
  reviewCount: 18,
  specifications: { 'Print Speed': '40 ppm', Duplex: 'Automatic', Warranty: '1-year limited' },
})
const inkjet = makeProduct({
  id: 'prod_2',
  name: 'PIXMA TR4720',
  brand: 'Canon',
  price: '89.99',
  rating: '4.0',
  reviewCount: 3,
  stockQuantity: 0,
  inStock: false,
  specifications: 'print speed: 8.8 ipm\\nWarranty: 1-year limited\\nFax: Yes',
})
const scanner = makeProduct({
  id: 'prod_3',
  name: 'ScanSnap iX1600',
  brand: 'Fujitsu',
  category: 'scanners',
  price: '399.00',
  specifications: { Warranty: '1-year limited' },
})

const compareRoute = (
  <Routes>
    <Route path="/compare" element={<CompareRoute />} />
  </Routes>
)

function serve(products: Product[]) {
  mockApi((url) => {
    const found = products.find((product) => url.pathname === `/api/products/${product.id}`)
    return found ? jsonResponse(found) : jsonResponse({ message: 'Product not found' }, 404)
  })
}

const table = () => screen.findByRole('table', { name: /^Comparison of/ })
const rowHeaders = (scope: HTMLElement) => within(scope).getAllByRole('rowheader').map((header) => header.textContent)
const row = (scope: HTMLElement, label: string) => within(scope).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement
const cells = (tableRow: HTMLElement) => within(tableRow).getAllByRole('cell').map((cell) => cell.textContent)

beforeEach(() => {
  useCompareStore.getState().clearCompare()
  useCartStore.getState().clearCart()
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('ComparePage', () => {
  it('fetches the products of ?ids= by id and lines them up in a table', async () => {
    serve([laser, inkjet])
    renderWithProviders(compareRoute, { route: '/compare?ids=prod_1,prod_2' })

    const compared = await table()
    expect(document.title).toBe('Compare Products - PrintShop Pro')
    expect(screen.getByRole('heading', { level: 1, name: 'Compare Products' })).toBeInTheDocument()
    expect(compared).toHaveAccessibleName('Comparison of 2 products')
    expect(requestedUrls().map((url) => url.pathname)).toEqual(expect.arrayContaining(['/api/products/prod_1', '/api/products/prod_2']))

    const columns = within(compared).getAllByRole('columnheader')
    expect(columns).toHaveLength(2)
    expect(within(columns[0]!).getByRole('link', { name: 'LaserJet Pro M404n' })).toHaveAttribute('href', '/products/prod_1')
    expect(within(columns[1]!).getByRole('button', { name: 'Remove PIXMA TR4720' })).toBeInTheDocument()

    // Shared specification keys first (matched in any case), then those of one product, in the order first met.
    expect(rowHeaders(compared)).toEqual(['Brand', 'Price', 'Rating', 'Availability', 'Print Speed', 'Warranty', 'Duplex', 'Fax', 'Add to cart'])
    expect(cells(row(compared, 'Brand'))).toEqual(['HP', 'Canon'])
    expect(cells(row(compared, 'Price'))).toEqual(['$249.99Original price $299.99Save $50.00', '$89.99'])
    expect(within(row(compared, 'Rating')).getByRole('img', { name: 'Rated 4.5 out of 5 stars' })).toBeInTheDocument()
    expect(cells(row(compared, 'Rating'))).toEqual(['(18 reviews)', '(3 reviews)'])
    expect(cells(row(compared, 'Availability'))).toEqual(['In Stock (12 available)', 'Out of Stock'])
    expect(cells(row(compared, 'Print Speed'))).toEqual(['40 ppm', '8.8 ipm'])
    // A value a product does not list: a dash, read as 'Not listed'.
    expect(cells(row(compared, 'Duplex'))).toEqual(['Automatic', '—Not listed'])
    expect(cells(row(compared, 'Fax'))).toEqual(['—Not listed', 'Yes'])
    // The table scrolls sideways in a frame the keyboard can reach.
    expect(screen.getByRole('region', { name: 'Comparison table' })).toHaveAttribute('tabindex', '0')
  })

  it('adds a product to the cart from the table; one out of stock cannot be added', async () => {
    serve([laser, inkjet])
    renderWithProviders(compareRoute, { route: '/compare?ids=prod_1,prod_2' })

    const buyRow = row(await table(), 'Add to cart')
    expect(within(buyRow).getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await userEvent.click(within(buyRow).getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items).toMatchObject([{ productId: 'prod_1', quantity: 1 }]))
  })

  it('shows only the rows that differ, marked, while Highlight differences is on', async () => {
    serve([laser, inkjet])
    renderWithProviders(compareRoute, { route: '/compare?ids=prod_1,prod_2' })
    const compared = await table()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Highlight differences' }))

    expect(compared).toHaveAccessibleName('Comparison of 2 products, differences only')
    // Warranty is the same for both and goes; every row left is marked, in words too.
    expect(rowHeaders(compared)).toEqual([
      'Brand (differs)',
      'Price (differs)',
      'Rating (differs)',
      'Availability (differs)',
      'Print Speed (differs)',
      'Duplex (differs)',
      'Fax (differs)',
      'Add to cart',
    ])
    expect(row(compared, 'Brand (differs)')).toHaveAttribute('data-differs', 'true')

    await userEvent.click(screen.getByRole('checkbox', { name: 'Highlight differences' }))
    expect(rowHeaders(compared)).toContain('Warranty')
    expect(row(compared, 'Brand')).not.toHaveAttribute('data-differs')
  })

  it('says so when the products differ in no row', async () => {
    serve([laser, { ...laser, id: 'prod_9' }])
    renderWithProviders(compareRoute, { route: '/compare?ids=prod_1,prod_9' })
    const compared = await table()

    await userEvent.click(screen.getByRole('checkbox', { name: 'Highlight differences' }))

    expect(screen.getByText('These products are the same in every row.')).toBeInTheDocument()
    expect(rowHeaders(compared)).toEqual(['Add to cart'])
  })

  it("opened without ids, compares the chosen products and writes their ids into the address", async () => {
    serve([laser, scanner])
    useCompareStore.getState().addItem(scanner)
    useCompareStore.getState().addItem(laser)
    renderWithProviders(compareRoute, { route: '/compare' })

    const compared = await table()
    expect(screen.getByTestId('location')).toHaveTextContent('/compare?ids=prod_3,prod_1')
    expect(within(compared).getAllByRole('columnheader').map((header) => within(header).getByRole('link').textContent)).toEqual([
      'ScanSnap iX1600',
      'LaserJet Pro M404n',
    ])
  })

  it('leaves out ids the shop does not know, with a notice, and drops them from the compare bar', async () => {
    serve([laser, inkjet])
    useCompareStore.getState().addItem(makeProduct({ id: 'prod_gone', name: 'Gone Printer' }))
    renderWithProviders(compareRoute, { route: '/compare?ids=prod_1,prod_gone,prod_2' })

    const compared = await table()
    expect(within(compared).getAllByRole('columnheader')).toHaveLength(2)
    expect(screen.getByText('One product in this comparison is no longer available and has been left out.')).toBeInTheDocument()
    await waitFor(() => expect(useCompareStore.getState().items).toEqual([]))
  })

  it('removes a column, from the address and from the chosen products', async () => {
    serve([laser, inkjet, scanner])
    useCompareStore.getState().addItem(laser)
    useCompareStore.getState().addItem(inkjet)
    renderWithProviders(compareRoute, { route: '/compare?ids=prod_1,prod_2,prod_3' })
    const compared = await table()

    await userEvent.click(within(compared).getByRole('button', { name: 'Remove PIXMA TR4720' }))

    expect(screen.getByTestId('location')).toHaveTextContent('/compare?ids=prod_1,prod_3')
    expect(within(compared).getAllByRole('columnheader')).toHaveLength(2)
    expect(useCompareStore.getState().items.map((item) => item.id)).toEqual(['prod_1'])
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Removed from comparison' })
    expect(screen.getByRole('region', { name: 'Comparison table' })).toHaveFocus()
  })

  it('shows the empty state with a way to the shop when there is nothing to compare', async () => {
    serve([])
    renderWithProviders(compareRoute, { route: '/compare' })

    expect(screen.getByRole('heading', { level: 1, name: 'No products to compare' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products')
    expect(document.title).toBe('Compare Products - PrintShop Pro')
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('shows the empty state, with the notice, when no id of the address is known', async () => {
    serve([])
    renderWithProviders(compareRoute, { route: '/compare?ids=prod_x' })

    expect(await screen.findByRole('heading', { level: 1, name: 'No products to compare' })).toBeInTheDocument()
    expect(screen.getByText('One product in this comparison is no longer available and has been left out.')).toBeInTheDocument()
  })

  it('compares at most four products, each once', async () => {
    const many = Array.from({ length: 6 }, (_, index) => makeProduct({ id: `p${index}`, name: `Product ${index}` }))
    serve(many)
    renderWithProviders(compareRoute, { route: '/compare?ids=p0,p1,p1,p2,p3,p4,p5' })

    expect(within(await table()).getAllByRole('columnheader')).toHaveLength(4)
    expect(screen.queryByRole('link', { name: 'Product 4' })).not.toBeInTheDocument()
  })
})
