import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MAX_SUPPLIES_FOR, type Product } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { MAX_SUPPLIES_FOR as SUPPLIES_FOR_SENT } from '@/features/products/api/get-product-supplies'
import { CART_SUPPLIES_SHOWN } from '@/features/products/components/cart-supplies'
import { useCartStore, type CartProduct } from '@/stores/cart-store'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { CartRoute } from './cart-page'

const printer: CartProduct = { id: 'prod_printer', name: 'LaserJet Pro', price: '249.99', image: '' }
const terminal: CartProduct = { id: 'prod_terminal', name: 'Clover Station Duo', price: '1299.00', image: '' }
const stand = makeProduct({ id: 'prod_stand', name: 'Printer Stand', price: '79.00' })
const plan = makeProduct({ id: 'prod_plan', name: 'Maintenance Plan', price: '19.99' })

const HEADING = 'Supplies and accessories for items in your cart'
const suppliesRequests = () => requestedUrls().filter((url) => url.pathname === '/api/product-supplies')

/** GET /api/product-supplies answers `supplies` (or the status it is given). */
function serveSupplies(supplies: Product[] | number) {
  mockApi((url) => {
    if (url.pathname !== '/api/product-supplies') return jsonResponse({ message: 'Not found' }, 404)
    return typeof supplies === 'number' ? jsonResponse({ message: 'Server error' }, supplies) : jsonResponse(supplies)
  })
}

beforeEach(() => {
  useCartStore.getState().clearCart()
  useToastStore.getState().remove()
})

afterEach(resetApiMock)

describe("the cart's supplies and accessories", () => {
  it("asks for those in stock that fit the cart's products and offers them with Add to Cart", async () => {
    serveSupplies([stand, plan])
    useCartStore.getState().addItem(terminal)
    useCartStore.getState().addItem(printer)
    renderWithProviders(<CartRoute />, { route: '/cart' })

    const section = await screen.findByRole('region', { name: HEADING })
    const [url] = suppliesRequests()
    expect(url?.searchParams.get('for')).toBe('prod_printer,prod_terminal')
    expect(url?.searchParams.get('inStock')).toBe('true')
    expect(within(section).getAllByRole('article')).toHaveLength(2)
    expect(within(section).getByRole('article', { name: 'Maintenance Plan' })).toHaveTextContent('$19.99')

    const standCard = within(section).getByRole('article', { name: 'Printer Stand' })
    await userEvent.click(within(standCard).getByRole('button', { name: 'Add to Cart' }))
    await waitFor(() => expect(useCartStore.getState().items.map((item) => item.productId)).toContain('prod_stand'))
    // Now a line of the cart, it leaves the suggestions, which the cart asks for again with it.
    expect(await screen.findByRole('link', { name: 'Printer Stand' })).toHaveAttribute('href', '/products/prod_stand')
    expect(within(screen.getByRole('region', { name: HEADING })).queryByRole('article', { name: 'Printer Stand' })).not.toBeInTheDocument()
    await waitFor(() => expect(suppliesRequests().at(-1)?.searchParams.get('for')).toBe('prod_printer,prod_stand,prod_terminal'))
  })

  it(`shows at most ${CART_SUPPLIES_SHOWN}`, async () => {
    serveSupplies(Array.from({ length: 12 }, (_, index) => makeProduct({ id: `prod_s${index}`, name: `Supply ${index + 1}` })))
    useCartStore.getState().addItem(printer)
    renderWithProviders(<CartRoute />, { route: '/cart' })

    const section = await screen.findByRole('region', { name: HEADING })
    expect(within(section).getAllByRole('article')).toHaveLength(CART_SUPPLIES_SHOWN)
  })

  it("names no more products than the server takes", async () => {
    serveSupplies([stand])
    for (let index = 0; index < MAX_SUPPLIES_FOR + 5; index++) {
      useCartStore.getState().addItem({ id: `prod_${String(index).padStart(2, '0')}`, name: `Product ${index}`, price: '1.00', image: '' })
    }
    renderWithProviders(<CartRoute />, { route: '/cart' })

    await screen.findByRole('region', { name: HEADING })
    expect(SUPPLIES_FOR_SENT).toBe(MAX_SUPPLIES_FOR)
    expect(suppliesRequests()[0]?.searchParams.get('for')?.split(',')).toHaveLength(MAX_SUPPLIES_FOR)
  })

  it('shows nothing when nothing fits, nor when the request fails', async () => {
    serveSupplies([])
    useCartStore.getState().addItem(printer)
    const { unmount } = renderWithProviders(<CartRoute />, { route: '/cart' })

    await waitFor(() => expect(suppliesRequests()).toHaveLength(1))
    expect(screen.getByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: HEADING })).not.toBeInTheDocument()
    unmount()
    resetApiMock()

    serveSupplies(500)
    renderWithProviders(<CartRoute />, { route: '/cart' })
    await waitFor(() => expect(suppliesRequests()).toHaveLength(1))
    expect(screen.queryByRole('region', { name: HEADING })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('asks nothing for an empty cart', () => {
    serveSupplies([stand])
    renderWithProviders(<CartRoute />, { route: '/cart' })

    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument()
    expect(suppliesRequests()).toHaveLength(0)
  })
})
