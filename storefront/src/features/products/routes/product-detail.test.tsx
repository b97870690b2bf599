import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { Product } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { useCartStore } from '@/stores/cart-store'
import { useWishlistStore } from '@/stores/wishlist-store'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { ProductDetailPage } from './product-detail'

const detailRoute = (
  <Routes>
    <Route path="/products/:id" element={<ProductDetailPage />} />
  </Routes>
)

function serve(product: Product | null, reviews: unknown[] = []) {
  mockApi((url) => {
    if (url.pathname.endsWith('/reviews')) return jsonResponse(reviews)
    if (product && url.pathname === `/api/products/${product.id}`) return jsonResponse(product)
    return jsonResponse({ message: 'Product not found' }, 404)
  })
}

beforeEach(() => {
  useCartStore.getState().clearCart()
  useWishlistStore.getState().clearWishlist()
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe('ProductDetailPage', () => {
  it('shows the product with its breadcrumb, price, saving, stock and info tiles', async () => {
    serve(makeProduct({ originalPrice: '299.99', isFeatured: true, category: 'pos-systems' }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    expect(await screen.findByRole('heading', { level: 1, name: 'LaserJet Pro M404n' })).toBeInTheDocument()
    expect(document.title).toBe('LaserJet Pro M404n - PrintShop Pro')
    expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/products')
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(breadcrumb).toHaveTextContent('HomeProductsPOS SystemsLaserJet Pro M404n')
    expect(screen.getByText('Featured')).toBeInTheDocument()
    expect(screen.getByText('Save $50.00')).toBeInTheDocument()
    expect(screen.getByText('(18 reviews)')).toBeInTheDocument()
    expect(screen.getByText('In Stock (12 available)')).toBeInTheDocument()
    expect(screen.getByText('On orders over $99')).toBeInTheDocument()
    expect(screen.getByText('2-Year Warranty')).toBeInTheDocument()
    expect(screen.getByText('30-Day Returns')).toBeInTheDocument()
  })

  it('shows the SKU beside the stock, and no SKU line for a product without one', async () => {
    serve(makeProduct({ sku: 'HP-M404N' }))
    const { unmount } = renderWithProviders(detailRoute, { route: '/products/prod_1' })

    expect(await screen.findByText('SKU: HP-M404N')).toBeInTheDocument()
    unmount()

    serve(makeProduct({ sku: '' }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })
    await screen.findByRole('heading', { level: 1, name: 'LaserJet Pro M404n' })
    expect(screen.queryByText(/^SKU:/)).not.toBeInTheDocument()
  })

  it('lists the quantity prices with what each saves', async () => {
    serve(
      makeProduct({
        price: '45.50',
        quantityPrices: [
          { minQuantity: 5, price: '42.00' },
          { minQuantity: 10, price: '39.00' },
        ],
      }),
    )
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    const list = await screen.findByRole('list', { name: 'Quantity prices' })
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Buy 5+ for $42.00 each (save 8%)',
      'Buy 10+ for $39.00 each (save 14%)',
    ])
  })

  it("takes the warranty tile from the product's own warranty specification", async () => {
    serve(makeProduct({ specifications: { 'Print Speed': '40 ppm', Warranty: '1-year limited' } }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    expect(await screen.findByText('1-Year Warranty')).toBeInTheDocument()
    expect(screen.getByText('Manufacturer coverage: 1-year limited')).toBeInTheDocument()
    expect(screen.queryByText('2-Year Warranty')).not.toBeInTheDocument()
  })

  it('requests reviews only after the product has loaded', async () => {
    serve(makeProduct())
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    await screen.findByRole('heading', { level: 1 })
    // What fits the product is asked for after it too (product-fits-sections.test.tsx).
    const paths = () => requestedUrls().map((url) => url.pathname).filter((path) => !path.endsWith('/fits'))
    await waitFor(() => expect(paths()).toEqual(['/api/products/prod_1', '/api/products/prod_1/reviews']))
  })

  it('shows Product Not Found for an unknown product and never asks for its reviews', async () => {
    serve(null)
    renderWithProviders(detailRoute, { route: '/products/nope' })

    expect(await screen.findByRole('heading', { name: 'Product Not Found' })).toBeInTheDocument()
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse All Products' })).toHaveAttribute('href', '/products')
    expect(requestedUrls().some((url) => url.pathname.endsWith('/reviews'))).toBe(false)
  })

  it('shows the empty texts of the specification and review tabs', async () => {
    serve(makeProduct({ specifications: {}, reviewCount: 0 }), [])
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    expect(await screen.findByText('Specifications will be available soon.')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews (0)' }))
    expect(await screen.findByText('No reviews yet. Be the first to review this product!')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Shipping & Returns' })).toBeInTheDocument()
  })

  it('lists specifications and reviews', async () => {
    serve(makeProduct({ specifications: { 'Print Speed': '40 ppm' } }), [
      { id: 'r1', productId: 'prod_1', customerName: 'Dana K.', customerTitle: 'Office Manager', rating: 5, comment: 'Fast and quiet.', createdAt: '2025-03-01T10:00:00Z' },
    ])
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    expect(await screen.findByText('40 ppm')).toBeInTheDocument()
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews (1)' }))
    expect(await screen.findByText('Fast and quiet.')).toBeInTheDocument()
  })

  it('keeps the quantity at 1 or more and adds that quantity to the cart', async () => {
    serve(makeProduct())
    renderWithProviders(detailRoute, { route: '/products/prod_1' })
    await screen.findByRole('heading', { level: 1 })

    const minus = screen.getByRole('button', { name: 'Decrease quantity' })
    const plus = screen.getByRole('button', { name: 'Increase quantity' })
    const quantity = () => screen.getByRole('status', { name: 'Quantity' })
    expect(quantity()).toHaveTextContent('1')
    expect(minus).toBeDisabled()
    await userEvent.click(plus)
    await userEvent.click(plus)
    await userEvent.click(minus)
    expect(quantity()).toHaveTextContent('2')
    await userEvent.click(minus)
    expect(quantity()).toHaveTextContent('1')
    expect(minus).toBeDisabled()

    await userEvent.click(plus)
    const add = screen.getByRole('button', { name: 'Add to Cart' })
    add.focus()
    await userEvent.keyboard('{Enter}')
    // Busy but still focused: keyboard focus stays on the button (a disabled button would drop it).
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveFocus()
    await waitFor(() => expect(useCartStore.getState().items).toMatchObject([{ productId: 'prod_1', quantity: 2 }]))
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus()
  })

  it('stops the quantity at the stock and says how many there are', async () => {
    serve(makeProduct({ stockQuantity: 4 }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })
    await screen.findByRole('heading', { level: 1 })
    const plus = screen.getByRole('button', { name: 'Increase quantity' })

    for (let press = 1; press < 3; press++) await userEvent.click(plus)
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('3')
    expect(screen.queryByText('Only 4 available')).not.toBeInTheDocument()

    await userEvent.click(plus)
    expect(screen.getByRole('status', { name: 'Quantity' })).toHaveTextContent('4')
    expect(plus).toBeDisabled()
    expect(screen.getByText('Only 4 available')).toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items).toMatchObject([{ productId: 'prod_1', quantity: 4 }]))
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Added to cart' })
  })

  it('disables the quantity of a product that is out of stock', async () => {
    serve(makeProduct({ stockQuantity: 0, inStock: false }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('button', { name: 'Increase quantity' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
  })

  it('caps an add at the stock, counting what the cart already holds', async () => {
    useCartStore.getState().addItem({ id: 'prod_1', name: 'LaserJet Pro M404n', price: '249.99', image: '', stockQuantity: 6 }, 5)
    serve(makeProduct({ stockQuantity: 6 }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })
    await screen.findByRole('heading', { level: 1 })

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Quantity adjusted' }))
    expect(useCartStore.getState().items).toMatchObject([{ quantity: 6 }])
  })

  it('shows no stock limit for a product whose stock is not counted', async () => {
    serve(makeProduct({ stockQuantity: 0, inStock: true }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })
    await screen.findByRole('heading', { level: 1 })

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
    expect(screen.queryByText(/^Only \d+ available$/)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items).toMatchObject([{ quantity: 2 }]))
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Added to cart' })
  })

  it('disables Add to Cart when out of stock', async () => {
    serve(makeProduct({ inStock: false, stockQuantity: 0 }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    await screen.findByRole('heading', { level: 1 })
    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    expect(screen.getAllByText('Out of Stock').length).toBeGreaterThanOrEqual(2)
  })

  it('toggles the wishlist with a toast each way', async () => {
    serve(makeProduct())
    renderWithProviders(detailRoute, { route: '/products/prod_1' })
    const button = await screen.findByRole('button', { name: 'Save to wishlist' })
    expect(button).toHaveAttribute('aria-pressed', 'false')

    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual(['prod_1'])
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Added to wishlist',
      description: 'LaserJet Pro M404n has been added to your wishlist.',
    })

    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-pressed', 'false')
    expect(useWishlistStore.getState().items).toEqual([])
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Removed from wishlist',
      description: 'LaserJet Pro M404n has been removed from your wishlist.',
    })
  })

  it('shows at most 4 thumbnails', async () => {
    serve(makeProduct({ images: ['a.svg', 'b.svg', 'c.svg', 'd.svg', 'e.svg'] }))
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    await screen.findByRole('heading', { level: 1 })
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(4)
  })
})
