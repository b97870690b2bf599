import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { useToastStore } from '@/components/ui/use-toast'
import { SCROLL_ANCHOR_ATTRIBUTE } from '@/lib/scroll-anchor'
import { useCartStore } from '@/stores/cart-store'
import { useCompareStore } from '@/stores/compare-store'
import { makeProduct } from '@/testing/fixtures'
import { renderWithProviders } from '@/testing/render'
import { ProductCard } from './product-card'
import { FIRST_RENDER_CARDS, ProductGrid } from './product-grid'

beforeEach(() => {
  useCartStore.getState().clearCart()
  useCompareStore.getState().clearCompare()
  useToastStore.getState().remove()
})

afterEach(() => {
  useToastStore.getState().remove()
})

describe('ProductCard', () => {
  it('links the image, the name and the view button to the product', async () => {
    renderWithProviders(<ProductCard product={makeProduct({ id: 'prod_9' })} />)

    expect(screen.getByRole('link', { name: 'LaserJet Pro M404n' })).toHaveAttribute('href', '/products/prod_9')
    // The eye button opens the product's page, and says so (it is no quick-view dialog).
    const view = screen.getByRole('button', { name: 'View LaserJet Pro M404n' })
    expect(view).toHaveAttribute('title', 'View LaserJet Pro M404n')
    expect(screen.queryByRole('button', { name: 'Quick view' })).not.toBeInTheDocument()
    await userEvent.click(view)
    expect(screen.getByTestId('location')).toHaveTextContent('/products/prod_9')
  })

  it("fetches the first card's picture at once and with high priority, the others when they come near", () => {
    renderWithProviders(
      <ProductGrid firstOnScreen products={[makeProduct({ id: 'prod_1', name: 'First' }), makeProduct({ id: 'prod_2', name: 'Second' })]} />,
    )

    const first = screen.getByAltText('First')
    const second = screen.getByAltText('Second')
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(second).toHaveAttribute('loading', 'lazy')
    expect(second).not.toHaveAttribute('fetchpriority')
  })

  it('leaves every picture of a grid further down the page to load as it comes near', () => {
    renderWithProviders(<ProductGrid products={[makeProduct({ id: 'prod_1', name: 'First' })]} />)

    expect(screen.getByAltText('First')).toHaveAttribute('loading', 'lazy')
  })

  it('shows the saving, the original price and the tags', () => {
    renderWithProviders(
      <ProductCard product={makeProduct({ price: '199.99', originalPrice: '249.50', tags: ['bestseller', 'sale'] })} />,
    )

    expect(screen.getByText('Save $49.51')).toBeInTheDocument()
    expect(screen.getByText('$199.99')).toBeInTheDocument()
    expect(screen.getByText('$249.50')).toBeInTheDocument()
    expect(screen.getByText('Bestseller')).toBeInTheDocument()
    expect(screen.getByText('Sale')).toBeInTheDocument()
  })

  it('shows no saving without an original price', () => {
    renderWithProviders(<ProductCard product={makeProduct()} />)

    expect(screen.queryByText(/^Save \$/)).not.toBeInTheDocument()
  })

  it('fills the stars up to the floor of the rating and shows the review count', () => {
    renderWithProviders(<ProductCard product={makeProduct({ rating: '3.8', reviewCount: 42 })} />)

    const stars = screen.getByRole('img', { name: 'Rated 3.8 out of 5 stars' })
    expect(stars.querySelectorAll('[data-filled="true"]')).toHaveLength(3)
    expect(stars.querySelectorAll('svg')).toHaveLength(5)
    expect(screen.getByText('(42)')).toBeInTheDocument()
  })

  it('lists the first three features and how many more there are', () => {
    renderWithProviders(<ProductCard product={makeProduct({ features: ['Duplex', 'Wi-Fi', 'Ethernet', 'AirPrint', 'Toner saver'] })} />)

    expect(screen.getByText('Ethernet')).toBeInTheDocument()
    expect(screen.queryByText('AirPrint')).not.toBeInTheDocument()
    expect(screen.getByText('+2 more')).toBeInTheDocument()
  })

  it('switches the picture with the image dots', async () => {
    renderWithProviders(
      <ProductCard product={makeProduct({ image: '/src/assets/products/front.jpg', images: ['side.jpg', 'https://cdn.example.com/back.jpg'] })} />,
    )

    const image = () => screen.getByAltText('LaserJet Pro M404n')
    expect(image()).toHaveAttribute('src', '/images/products/front.jpg')
    await userEvent.click(screen.getByRole('button', { name: 'Show image 3' }))
    expect(image()).toHaveAttribute('src', 'https://cdn.example.com/back.jpg')
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveAttribute('aria-pressed', 'true')
    // Each dot is a 24 px target (h-6 w-6) around the 10 px dot a finger could not hit.
    expect(screen.getByRole('button', { name: 'Show image 3' })).toHaveClass('h-6', 'w-6')
  })

  it('shows no dots for a single image', () => {
    renderWithProviders(<ProductCard product={makeProduct()} />)

    expect(screen.queryByRole('button', { name: /Show image/ })).not.toBeInTheDocument()
  })

  it('falls back to the No Image placeholder when the picture is broken', () => {
    renderWithProviders(<ProductCard product={makeProduct()} />)

    fireEvent.error(screen.getByAltText('LaserJet Pro M404n'))
    const placeholder = screen.getByAltText('No Image')
    expect(placeholder).toHaveAttribute('src', '/images/products/placeholder.svg')

    fireEvent.error(placeholder)
    expect(screen.getByText('No Image')).toBeInTheDocument()
    expect(screen.queryByAltText('No Image')).not.toBeInTheDocument()
  })

  it('shows Adding... while adding, then puts one unit in the cart with a toast', async () => {
    renderWithProviders(<ProductCard product={makeProduct()} />)

    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    // Busy, and still the focused button (a disabled one would drop keyboard focus).
    const adding = screen.getByRole('button', { name: 'Adding...' })
    expect(adding).toHaveAttribute('aria-disabled', 'true')
    expect(adding).toHaveFocus()
    await userEvent.click(adding)

    await waitFor(() => expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-disabled'))
    expect(useCartStore.getState().items).toMatchObject([{ productId: 'prod_1', quantity: 1 }])
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Added to cart',
      description: 'LaserJet Pro M404n has been added to your cart.',
    })
  })

  it('disables Add to Cart for a product out of stock', () => {
    renderWithProviders(<ProductCard product={makeProduct({ inStock: false, stockQuantity: 0 })} />)

    const button = within(screen.getByRole('article')).getByRole('button', { name: 'Out of Stock' })
    expect(button).toBeDisabled()
  })

  it('marks each card of a grid as a place Back returns to', () => {
    renderWithProviders(<ProductGrid products={[makeProduct({ id: 'prod_1', name: 'First' }), makeProduct({ id: 'prod_2', name: 'Second' })]} />)

    const cards = screen.getAllByRole('listitem')
    expect(cards.map((card) => card.getAttribute(SCROLL_ANCHOR_ATTRIBUTE))).toEqual(['prod_1', 'prod_2'])
  })

  it('puts two cards side by side on a phone, and keeps them narrow enough for it', () => {
    renderWithProviders(<ProductGrid products={[makeProduct({ features: ['Duplex'], originalPrice: '299.99' })]} />)

    // Two columns from the narrowest screen on, with a smaller gap and padding than on wider ones.
    expect(screen.getAllByRole('list')[0]).toHaveClass('grid-cols-2')
    expect(screen.getByRole('article').lastElementChild).toHaveClass('p-3', 'sm:p-4')
    // A phone's card leaves out the features; the price line wraps rather than running out.
    expect(screen.getByText('Duplex').closest('ul')).toHaveClass('hidden', 'sm:block')
    expect(screen.getByText('$249.99').parentElement).toHaveClass('flex-wrap')
  })

  it('draws the first screen of cards in its first render and every card right after', async () => {
    const products = Array.from({ length: 24 }, (_, index) => makeProduct({ id: `prod_${index}`, name: `Printer ${index}` }))
    // The first render alone (no effects run on the server renderer): the first screen's cards.
    const firstRender = renderToStaticMarkup(
      <MemoryRouter>
        <ProductGrid products={products} />
      </MemoryRouter>,
    )
    expect(firstRender.match(/<li/g)).toHaveLength(FIRST_RENDER_CARDS)
    expect(FIRST_RENDER_CARDS).toBeLessThan(products.length)

    renderWithProviders(<ProductGrid products={products} />)
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(24))
    expect(screen.getByRole('link', { name: 'Printer 23' })).toBeInTheDocument()
  })

  it('has a Compare checkbox naming the product, which chooses it for the compare bar', async () => {
    renderWithProviders(<ProductCard product={makeProduct({ id: 'prod_9', name: 'LaserJet Pro M404n' })} />)

    const compare = screen.getByRole('checkbox', { name: 'Compare LaserJet Pro M404n' })
    expect(compare).not.toBeChecked()
    await userEvent.click(screen.getByText('Compare'))
    expect(compare).toBeChecked()
    expect(useCompareStore.getState().items.map((item) => item.id)).toEqual(['prod_9'])
  })
})
