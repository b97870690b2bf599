import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { Product } from '@printshop/contract'
import { ApiError } from '@/lib/api-client'
import { startSavedListsSync } from '@/lib/saved-lists'
import { useCartStore } from '@/stores/cart-store'
import { useWishlistStore } from '@/stores/wishlist-store'
import { makeProduct, makeUser } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { LoginPage } from './login'
import { SignupPage } from './signup'

const USER = makeUser()
const laser = makeProduct({ id: 'prod_laser', name: 'LaserJet', price: '299.00', stockQuantity: 10 })
const scanner = makeProduct({ id: 'prod_scanner', name: 'ScanJet', price: '89.00', stockQuantity: 7 })
const fetchProduct = async (id: string): Promise<Product> => {
  const product = [laser, scanner].find((candidate) => candidate.id === id)
  if (!product) throw new ApiError(404, 'Not Found', '')
  return product
}

/** The account holds a scanner saved on another device; merging adds the browser's lines. */
function serveAccount() {
  mockApi(async (url) => {
    if (url.pathname === '/api/login' || url.pathname === '/api/register') return jsonResponse({ token: 'tok-new', message: 'Signed in', user: USER })
    if (url.pathname === '/api/auth/user') return jsonResponse(USER)
    if (url.pathname === '/api/user/saved-lists/merge') {
      // Slower than the rest of the sign-in, as a server busy with it may be.
      await new Promise((resolve) => setTimeout(resolve, 200))
      return jsonResponse({ cart: [{ productId: 'prod_scanner', quantity: 1 }, { productId: 'prod_laser', quantity: 2 }], wishlist: ['prod_scanner'] })
    }
    return jsonResponse({ message: 'Not found' }, 404)
  })
}

/** What the checkout (the page signed in to) showed, render by render. */
let checkoutShowed: string[] = []

function CheckoutStandIn() {
  const lines = useCartStore((state) => state.items.map((item) => `${item.product.name} x${item.quantity}`).join(', '))
  checkoutShowed.push(lines)
  return <p>Checkout: {lines}</p>
}

function renderAt(route: string, page: JSX.Element) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={page} />
      <Route path="/signup" element={page} />
      <Route path="/checkout" element={<CheckoutStandIn />} />
    </Routes>,
    { route },
  )
}

let stop: () => void = () => {}

beforeEach(() => {
  checkoutShowed = []
  useCartStore.getState().clearCart()
  useWishlistStore.getState().clearWishlist()
  useCartStore.getState().addItem({ id: laser.id, name: laser.name, price: laser.price, image: laser.image, stockQuantity: 10 }, 2)
  serveAccount()
  stop = startSavedListsSync(fetchProduct)
})

afterEach(() => {
  stop()
  resetApiMock()
})

describe("signing in merges the browser's cart and wishlist into the account", () => {
  it('on the sign-in page, before the page asked for opens', async () => {
    renderAt('/login?redirect=/checkout', <LoginPage />)
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Email'), 'ann@example.com')
    await user.type(screen.getByLabelText('Password'), 'secret-pass')
    await user.click(screen.getByRole('button', { name: 'Sign In' }))

    expect(await screen.findByText('Checkout: ScanJet x1, LaserJet x2')).toBeInTheDocument()
    // It opened with the merged cart, not the browser's alone.
    expect(checkoutShowed[0]).toBe('ScanJet x1, LaserJet x2')
    expect(requestedUrls().map((url) => url.pathname)).toContain('/api/user/saved-lists/merge')
    expect(useWishlistStore.getState().items.map((item) => item.id)).toEqual(['prod_scanner'])
  })

  it('on the sign-up page', async () => {
    renderAt('/signup?redirect=/checkout', <SignupPage />)
    const user = userEvent.setup()
    const values: Array<[string, string]> = [
      ['First Name', 'Bo'],
      ['Last Name', 'Ray'],
      ['Email', 'bo@example.com'],
      ['Phone Number', '(918) 555-0199'],
      ['Password', 'long-enough'],
      ['Confirm Password', 'long-enough'],
    ]
    for (const [label, value] of values) await user.type(screen.getByLabelText(label), value)
    await user.click(screen.getByRole('button', { name: 'Create Account' }))

    await waitFor(() => expect(screen.getByText('Checkout: ScanJet x1, LaserJet x2')).toBeInTheDocument())
    expect(checkoutShowed[0]).toBe('ScanJet x1, LaserJet x2')
  })
})
