import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router-dom'
import type { Product } from '@printshop/contract'
import { useCompareStore } from '@/stores/compare-store'
import { useRecentlyViewedStore } from '@/stores/recently-viewed-store'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { HomePage } from './home-page'
import { ProductDetailPage } from './product-detail'

const products = Array.from({ length: 10 }, (_, index) =>
  makeProduct({ id: `prod_${index + 1}`, name: `Printer ${index + 1}`, price: `${100 + index}.00` }),
)

const detailRoute = (
  <Routes>
    <Route path="/products/:id" element={<ProductDetailPage />} />
  </Routes>
)

function serve(catalogue: Product[]) {
  mockApi((url) => {
    if (url.pathname.endsWith('/reviews')) return jsonResponse([])
    const found = catalogue.find((product) => url.pathname === `/api/products/${product.id}`)
    if (found) return jsonResponse(found)
    if (url.pathname === '/api/products') return jsonResponse([])
    return jsonResponse({ message: 'Product not found' }, 404)
  })
}

const viewedIds = () => useRecentlyViewedStore.getState().items.map((item) => item.id)
const section = () => screen.queryByRole('region', { name: 'Recently Viewed' })
const cardLinks = (region: HTMLElement) => within(region).getAllByRole('link').map((link) => link.getAttribute('href'))

beforeEach(() => {
  useRecentlyViewedStore.getState().clearRecentlyViewed()
  useCompareStore.getState().clearCompare()
})

afterEach(resetApiMock)

describe('Recently Viewed on a product page', () => {
  it("records the product once it has loaded, and shows nothing while it is the only one viewed", async () => {
    serve(products)
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    await screen.findByRole('heading', { level: 1, name: 'Printer 1' })
    await waitFor(() => expect(viewedIds()).toEqual(['prod_1']))
    expect(section()).not.toBeInTheDocument()
  })

  it('records nothing for a product that does not exist', async () => {
    serve([])
    renderWithProviders(detailRoute, { route: '/products/prod_x' })

    await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })
    expect(viewedIds()).toEqual([])
  })

  it('shows the products viewed before, most recent first, without the open one, at most eight', async () => {
    for (const product of products.slice(0, 9)) useRecentlyViewedStore.getState().recordView(product)
    serve(products)
    renderWithProviders(detailRoute, { route: '/products/prod_5' })

    await screen.findByRole('heading', { level: 1, name: 'Printer 5' })
    const region = await screen.findByRole('region', { name: 'Recently Viewed' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Recently Viewed' })).toBeInTheDocument()
    expect(cardLinks(region)).toEqual([
      '/products/prod_9',
      '/products/prod_8',
      '/products/prod_7',
      '/products/prod_6',
      '/products/prod_4',
      '/products/prod_3',
      '/products/prod_2',
      '/products/prod_1',
    ])
    expect(within(region).getByRole('link', { name: 'Printer 9 $108.00' })).toBeInTheDocument()
    // The open product is now the most recent.
    expect(viewedIds()[0]).toBe('prod_5')
  })

  it("shows a viewed product's stored snapshot, linking to its page", async () => {
    useRecentlyViewedStore.getState().recordView(makeProduct({ id: 'prod_2', name: 'Old Name', price: '50.00' }))
    serve(products)
    renderWithProviders(detailRoute, { route: '/products/prod_1' })

    const region = await screen.findByRole('region', { name: 'Recently Viewed' })
    await userEvent.click(within(region).getByRole('link', { name: 'Old Name $50.00' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/products/prod_2')
  })

  it('has a Compare checkbox for the product', async () => {
    serve(products)
    renderWithProviders(detailRoute, { route: '/products/prod_3' })

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Compare Printer 3' }))
    expect(useCompareStore.getState().items.map((item) => item.id)).toEqual(['prod_3'])
  })
})

describe('Recently Viewed on the home page', () => {
  it('is left out until a product has been viewed', () => {
    serve([])
    renderWithProviders(<HomePage />)

    expect(section()).not.toBeInTheDocument()
  })

  it('shows the last eight products viewed, most recent first', () => {
    for (const product of products.slice(0, 9)) useRecentlyViewedStore.getState().recordView(product)
    serve([])
    renderWithProviders(<HomePage />)

    const region = screen.getByRole('region', { name: 'Recently Viewed' })
    expect(cardLinks(region)).toHaveLength(8)
    expect(cardLinks(region)[0]).toBe('/products/prod_9')
    expect(cardLinks(region)).not.toContain('/products/prod_1')
  })
})
