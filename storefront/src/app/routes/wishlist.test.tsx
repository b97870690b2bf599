import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { useCartStore } from '@/stores/cart-store'
import { useWishlistStore } from '@/stores/wishlist-store'
import { makeProduct } from '@/testing/fixtures'
import { renderWithProviders } from '@/testing/render'
import { WishlistPage } from './wishlist'

const printer = makeProduct()
const scanner = makeProduct({ id: 'prod_2', name: 'ScanSnap iX1600', price: '399.00', inStock: false, stockQuantity: 0 })

const lastToast = () => useToastStore.getState().toasts[0]

beforeEach(() => {
  useWishlistStore.getState().clearWishlist()
  useCartStore.getState().clearCart()
  useToastStore.getState().remove()
})

describe('WishlistPage', () => {
  it('shows the empty state with a link to the products', () => {
    renderWithProviders(<WishlistPage />, { route: '/wishlist' })

    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse Products' })).toHaveAttribute('href', '/products')
    expect(document.title).toBe('My Wishlist - PrintShop Pro')
  })

  it('lists the saved products, each linking to its page', () => {
    useWishlistStore.getState().addItem(printer)
    useWishlistStore.getState().addItem(scanner)
    renderWithProviders(<WishlistPage />, { route: '/wishlist' })

    expect(screen.getByText('2 saved items')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'LaserJet Pro M404n' })).toHaveAttribute('href', '/products/prod_1')
    expect(screen.getByRole('link', { name: 'ScanSnap iX1600' })).toHaveAttribute('href', '/products/prod_2')
    expect(screen.getByText('$249.99')).toBeInTheDocument()
  })

  it('adds an in-stock product to the cart and disables Add to Cart when out of stock', async () => {
    useWishlistStore.getState().addItem(printer)
    useWishlistStore.getState().addItem(scanner)
    renderWithProviders(<WishlistPage />, { route: '/wishlist' })

    expect(screen.getByRole('button', { name: 'Out of Stock' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(screen.getByRole('button', { name: 'Adding...' })).toHaveAttribute('aria-disabled', 'true')
    await waitFor(() => expect(useCartStore.getState().items).toMatchObject([{ productId: 'prod_1', quantity: 1 }]))
    expect(lastToast()).toMatchObject({ title: 'Added to cart', description: 'LaserJet Pro M404n has been added to your cart.' })
    // Adding to the cart keeps the product saved.
    expect(useWishlistStore.getState().items).toHaveLength(2)
  })

  it('removes one product with a toast', async () => {
    useWishlistStore.getState().addItem(printer)
    useWishlistStore.getState().addItem(scanner)
    renderWithProviders(<WishlistPage />, { route: '/wishlist' })

    await userEvent.click(screen.getByRole('button', { name: 'Remove LaserJet Pro M404n from wishlist' }))

    expect(screen.queryByRole('link', { name: 'LaserJet Pro M404n' })).not.toBeInTheDocument()
    expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual(['prod_2'])
    expect(lastToast()).toMatchObject({
      title: 'Removed from wishlist',
      description: 'LaserJet Pro M404n has been removed from your wishlist.',
    })
  })

  it('clears the whole list with a toast', async () => {
    useWishlistStore.getState().addItem(printer)
    useWishlistStore.getState().addItem(scanner)
    renderWithProviders(<WishlistPage />, { route: '/wishlist' })

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }))

    expect(useWishlistStore.getState().items).toEqual([])
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument()
    expect(lastToast()).toMatchObject({ title: 'Wishlist cleared', description: 'All items have been removed from your wishlist.' })
  })
})
