import { afterEach, describe, expect, it } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Product, ProductFacets } from '@printshop/contract'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { PRODUCT_PAGES_GC_TIME_MS, productPagesQueryOptions } from '../api/get-products'
import { ProductListPage } from './product-list'

afterEach(resetApiMock)

function page(
  products: Product[],
  {
    count = products.length,
    offset = 0,
    brands = ['Canon', 'HP'],
    facets,
    didYouMean,
  }: { count?: number; offset?: number; brands?: string[]; facets?: ProductFacets; didYouMean?: string | null } = {},
) {
  return { products, count, limit: 24, offset, brands, ...(facets && { facets }), ...(didYouMean !== undefined && { didYouMean }) }
}

/** Facets as the server counts them: every band listed, a brand or category only when some product has it. */
function facetsOf({
  brands = { Canon: 3, HP: 12 },
  priceRanges = {},
  categories = {},
  inStock = 14,
}: {
  brands?: Record<string, number>
  priceRanges?: Record<string, number>
  categories?: Record<string, number>
  inStock?: number
} = {}): ProductFacets {
  return {
    brands: Object.entries(brands).map(([value, count]) => ({ value, count })),
    priceRanges: ['under-100', '100-300', '300-500', 'over-500'].map((value) => ({ value, count: priceRanges[value] ?? 0 })),
    categories: Object.entries(categories).map(([value, count]) => ({ value, count })),
    inStock,
  }
}

function serveProducts(build: (url: URL) => ReturnType<typeof page>) {
  mockApi((url) => (url.pathname === '/api/products' ? jsonResponse(build(url)) : jsonResponse({ message: 'Not found' }, 404)))
}

const lastProductsRequest = () => requestedUrls().filter((url) => url.pathname === '/api/products').at(-1)

describe('ProductListPage', () => {
  it.each([
    ['/products?category=photo-printers', 'Photo Printers'],
    ['/products?search=laser%20jet', 'Search results for laser jet'],
    ['/products?category=pos-systems', 'POS Systems'],
    ['/products?featured=true', 'Featured Products'],
    ['/products?business=true', 'Business Solutions'],
    ['/products', 'All Products'],
  ])('titles %s as %s', async (route, title) => {
    serveProducts(() => page([makeProduct()]))
    renderWithProviders(<ProductListPage />, { route })

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(document.title).toBe(`${title} - PrintShop Pro`)
    await screen.findByText('1 product found')
  })

  it('asks the server for the first page of the URL filters and shows 8 skeletons meanwhile', async () => {
    serveProducts(() => page([makeProduct()]))
    renderWithProviders(<ProductListPage />, { route: '/products?category=printers&brands=HP,Canon&priceRange=100-300&inStock=true&sort=rating' })

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8)
    await screen.findByRole('link', { name: 'LaserJet Pro M404n' })
    const url = lastProductsRequest()
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      category: 'printers',
      brands: 'HP,Canon',
      priceRange: '100-300',
      inStock: 'true',
      sort: 'rating',
      limit: '24',
      offset: '0',
    })
  })

  it('shows the total count and loads the next page with Load More', async () => {
    const first = Array.from({ length: 24 }, (_, index) => makeProduct({ id: `p${index}`, name: `Printer ${index}` }))
    serveProducts((url) =>
      url.searchParams.get('offset') === '24'
        ? page([makeProduct({ id: 'p24', name: 'Printer 24' })], { count: 25, offset: 24 })
        : page(first, { count: 25 }),
    )
    renderWithProviders(<ProductListPage />, { route: '/products' })

    expect(await screen.findByText('25 products found')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))

    expect(await screen.findByRole('link', { name: 'Printer 24' })).toBeInTheDocument()
    expect(lastProductsRequest()?.searchParams.get('offset')).toBe('24')
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it('keeps the pages loaded for Back: a list shown again draws them all at once, without asking again', async () => {
    const first = Array.from({ length: 24 }, (_, index) => makeProduct({ id: `p${index}`, name: `Printer ${index}` }))
    serveProducts((url) =>
      url.searchParams.get('offset') === '24'
        ? page([makeProduct({ id: 'p24', name: 'Printer 24' })], { count: 25, offset: 24 })
        : page(first, { count: 25 }),
    )
    const { queryClient, unmount } = renderWithProviders(<ProductListPage />, { route: '/products' })
    await screen.findByText('25 products found')
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    await screen.findByRole('link', { name: 'Printer 24' })
    const asked = requestedUrls().length
    unmount()

    // Kept in the cache well beyond a look at a product (TanStack Query's default is 5 minutes).
    expect(productPagesQueryOptions({}).gcTime).toBe(PRODUCT_PAGES_GC_TIME_MS)
    expect(PRODUCT_PAGES_GC_TIME_MS).toBeGreaterThanOrEqual(30 * 60 * 1000)
    renderWithProviders(<ProductListPage />, { route: '/products', queryClient })
    expect(screen.getByText('25 products found')).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Printer 24' })).toBeInTheDocument()
    expect(requestedUrls()).toHaveLength(asked)
  })

  it('re-queries the server when the sort changes and keeps it in the URL', async () => {
    serveProducts(() => page([makeProduct()]))
    renderWithProviders(<ProductListPage />, { route: '/products?category=printers' })
    await screen.findByText('1 product found')

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High')

    await waitFor(() => expect(lastProductsRequest()?.searchParams.get('sort')).toBe('price-low'))
    expect(lastProductsRequest()?.searchParams.get('category')).toBe('printers')
    expect(screen.getByTestId('location')).toHaveTextContent('/products?category=printers&sort=price-low')
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Featured',
      'Price: Low to High',
      'Price: High to Low',
      'Name',
      'Rating',
    ])
  })

  it('filters by brand, price band and stock on the server', async () => {
    serveProducts(() => page([makeProduct()]))
    renderWithProviders(<ProductListPage />, { route: '/products' })
    await screen.findByText('1 product found')

    await userEvent.click(screen.getByRole('checkbox', { name: 'Canon' }))
    await waitFor(() => expect(lastProductsRequest()?.searchParams.get('brands')).toBe('Canon'))

    await userEvent.click(screen.getByRole('radio', { name: 'Under $100' }))
    await waitFor(() => expect(lastProductsRequest()?.searchParams.get('priceRange')).toBe('under-100'))

    await userEvent.click(screen.getByRole('checkbox', { name: 'In Stock Only' }))
    await waitFor(() => expect(lastProductsRequest()?.searchParams.get('inStock')).toBe('true'))
    expect(screen.getByTestId('location')).toHaveTextContent('/products?brands=Canon&priceRange=under-100&inStock=true')
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'All Prices',
      'Under $100',
      '$100 - $300',
      '$300 - $500',
      'Over $500',
    ])
  })

  it('keeps every change when the shopper makes two before the page has drawn the first', async () => {
    serveProducts(() => page([makeProduct()]))
    // The app's shape: navigations render in a transition, so the address changes before the page draws it.
    renderWithProviders(<ProductListPage />, { route: '/products' })
    await screen.findByText('1 product found')

    act(() => {
      fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-low' } })
      fireEvent.click(screen.getByRole('radio', { name: 'Under $100' }))
      fireEvent.click(screen.getByRole('checkbox', { name: 'Canon' }))
      fireEvent.click(screen.getByRole('checkbox', { name: 'HP' }))
    })

    expect(screen.getByTestId('location')).toHaveTextContent('/products?sort=price-low&priceRange=under-100&brands=Canon%2CHP')
    await waitFor(() => expect(lastProductsRequest()?.searchParams.get('brands')).toBe('Canon,HP'))
    expect(lastProductsRequest()?.searchParams.get('sort')).toBe('price-low')
    expect(screen.getByRole('radio', { name: 'Under $100' })).toBeChecked()
  })

  it('shows the no-match text and clears the filters', async () => {
    serveProducts((url) => (url.searchParams.has('brands') ? page([]) : page([makeProduct()])))
    renderWithProviders(<ProductListPage />, { route: '/products?search=laser&brands=Canon&inStock=true' })

    expect(await screen.findByText('No products found matching your criteria.')).toBeInTheDocument()
    expect(screen.getByText('0 products found')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))

    expect(await screen.findByText('1 product found')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\?search=laser$/)
  })

  it('clears the search too when the empty result had no filters, so the shopper lands on products', async () => {
    serveProducts((url) => (url.searchParams.has('search') ? page([], { brands: [] }) : page([makeProduct()])))
    renderWithProviders(<ProductListPage />, { route: '/products?search=zzzz' })

    expect(await screen.findByText('No products found matching your criteria.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))

    expect(await screen.findByText('1 product found')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/)
  })

  it.each([
    ['an unknown category', '/products?category=nonsense', 'Nonsense'],
    ['a search of punctuation only', "/products?search='", "Search results for '"],
    ['a search of a percent sign', '/products?search=%25', 'Search results for %'],
  ])('finds no products for %s, without asking the server', async (_case, route, title) => {
    serveProducts(() => page([makeProduct()]))
    renderWithProviders(<ProductListPage />, { route })

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument()
    expect(await screen.findByText('No products found matching your criteria.')).toBeInTheDocument()
    expect(screen.getByText('0 products found')).toBeInTheDocument()
    expect(screen.queryByText('Failed to load products. Please try again.')).not.toBeInTheDocument()
    expect(lastProductsRequest()).toBeUndefined()

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(await screen.findByText('1 product found')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/)
  })

  describe('with the facets', () => {
    const FACETS = facetsOf({
      brands: { Canon: 3, Epson: 0, HP: 12 },
      priceRanges: { 'under-100': 4, '100-300': 11 },
      categories: { printers: 9, scanners: 6 },
      inStock: 14,
    })

    it("shows each choice's count after its label, which still names the control alone", async () => {
      serveProducts(() => page([makeProduct()], { brands: ['Canon', 'Epson', 'HP'], facets: FACETS }))
      renderWithProviders(<ProductListPage />, { route: '/products?search=printer' })

      const hp = await screen.findByRole('checkbox', { name: 'HP' })
      expect(hp).toHaveAccessibleDescription('(12)')
      expect(screen.getByLabelText('HP')).toBe(hp)
      expect(hp.closest('label')).toHaveTextContent('HP(12)')
      expect(screen.getByRole('checkbox', { name: 'Canon' }).closest('label')).toHaveTextContent('Canon(3)')
      expect(screen.getByRole('radio', { name: 'All Prices' }).closest('label')).toHaveTextContent('All Prices(15)')
      expect(screen.getByRole('radio', { name: 'Under $100' }).closest('label')).toHaveTextContent('Under $100(4)')
      expect(screen.getByRole('radio', { name: '$100 - $300' }).closest('label')).toHaveTextContent('$100 - $300(11)')
      const inStock = screen.getByRole('checkbox', { name: 'In Stock Only' })
      expect(inStock).toBeEnabled()
      expect(inStock.closest('label')).toHaveTextContent('In Stock Only(14)')
    })

    it('hides the choices that would leave nothing, but keeps the ones chosen', async () => {
      serveProducts(() => page([makeProduct()], { brands: ['Canon', 'Epson', 'HP'], facets: FACETS }))
      renderWithProviders(<ProductListPage />, { route: '/products?brands=Epson&priceRange=over-500' })

      await screen.findByText('1 product found')
      // The filters' checkboxes (each card has its Compare checkbox too).
      const filters = within(screen.getByRole('complementary', { name: 'Product filters' }))
      expect(filters.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
        'Canon(3)',
        'Epson(0)',
        'HP(12)',
        'In Stock Only(14)',
      ])
      expect(screen.getByRole('checkbox', { name: 'Epson' })).toBeChecked()
      expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
        'All Prices(15)',
        'Under $100(4)',
        '$100 - $300(11)',
        'Over $500(0)',
      ])
      expect(screen.getByRole('radio', { name: 'Over $500' })).toBeChecked()
    })

    it('hides a brand with no matches that is not chosen, and disables In Stock Only when nothing is in stock', async () => {
      serveProducts(() => page([makeProduct()], { brands: ['Canon', 'Epson', 'HP'], facets: { ...FACETS, inStock: 0 } }))
      renderWithProviders(<ProductListPage />, { route: '/products' })

      await screen.findByRole('checkbox', { name: 'HP' })
      expect(screen.queryByRole('checkbox', { name: 'Epson' })).not.toBeInTheDocument()
      expect(screen.queryByRole('radio', { name: '$300 - $500' })).not.toBeInTheDocument()
      expect(screen.getByRole('checkbox', { name: 'In Stock Only' })).toBeDisabled()
    })

    it('keeps In Stock Only enabled while it is ticked, even when it leaves nothing', async () => {
      serveProducts(() => page([], { facets: { ...FACETS, inStock: 0 } }))
      renderWithProviders(<ProductListPage />, { route: '/products?inStock=true' })

      await screen.findByText('No products found matching your criteria.')
      const inStock = screen.getByRole('checkbox', { name: 'In Stock Only' })
      expect(inStock).toBeChecked()
      expect(inStock).toBeEnabled()
      await userEvent.click(inStock)
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/))
    })

    it('offers the categories with their counts, and choosing one keeps the search and filters', async () => {
      serveProducts(() => page([makeProduct()], { facets: FACETS }))
      renderWithProviders(<ProductListPage />, { route: '/products?search=laser&brands=HP&sort=price-low' })

      const group = await screen.findByRole('group', { name: 'Categories' })
      expect(within(group).getAllByRole('link').map((link) => link.textContent)).toEqual(['Printers(9)', 'Scanners(6)'])
      await userEvent.click(within(group).getByRole('link', { name: /Scanners/ }))

      expect(screen.getByTestId('location')).toHaveTextContent('/products?search=laser&brands=HP&sort=price-low&category=scanners')
      expect(await screen.findByRole('heading', { level: 1, name: 'Scanners' })).toBeInTheDocument()
      await waitFor(() => expect(lastProductsRequest()?.searchParams.get('category')).toBe('scanners'))
      expect(lastProductsRequest()?.searchParams.get('search')).toBe('laser')
      expect(lastProductsRequest()?.searchParams.get('brands')).toBe('HP')
      expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument()
    })

    it.each([
      ['the list is of a category', '/products?category=printers', FACETS],
      [
        'only one category has matches',
        '/products?search=laser',
        { ...FACETS, categories: [{ value: 'printers', count: 9 }, { value: 'scanners', count: 0 }] },
      ],
    ])('offers no categories when %s', async (_case, route, facets) => {
      serveProducts(() => page([makeProduct()], { facets }))
      renderWithProviders(<ProductListPage />, { route })

      await screen.findByRole('checkbox', { name: 'HP' })
      expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument()
    })

    it('offers every choice without counts while the facets are not known', async () => {
      serveProducts(() => page([makeProduct()], { brands: ['Canon', 'Epson'] }))
      renderWithProviders(<ProductListPage />, { route: '/products?search=laser' })

      await screen.findByRole('checkbox', { name: 'Epson' })
      expect(screen.getByRole('checkbox', { name: 'Epson' }).closest('label')).toHaveTextContent(/^Epson$/)
      expect(screen.getAllByRole('radio')).toHaveLength(5)
      expect(screen.getByRole('checkbox', { name: 'In Stock Only' })).toBeEnabled()
      expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument()
    })
  })

  it('suggests the corrected search under the count', async () => {
    serveProducts(() => page([], { didYouMean: 'epson scanner' }))
    renderWithProviders(<ProductListPage />, { route: '/products?search=epsn%20scaner' })

    const link = await screen.findByRole('link', { name: 'epson scanner' })
    expect(link.closest('p')).toHaveTextContent(/^Did you mean epson scanner\?$/)
    expect(link).toHaveAttribute('href', '/products?search=epson%20scanner')
    await userEvent.click(link)
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=epson%20scanner')
  })

  it.each([null, ''])('suggests nothing when the correction is %j', async (didYouMean) => {
    serveProducts(() => page([makeProduct()], { didYouMean }))
    renderWithProviders(<ProductListPage />, { route: '/products?search=laser' })

    await screen.findByText('1 product found')
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument()
  })

  it('reports a failed load', async () => {
    mockApi(() => jsonResponse({ message: 'Invalid request', errors: [] }, 400))
    renderWithProviders(<ProductListPage />, { route: '/products' })

    expect(await screen.findByText('Failed to load products. Please try again.')).toBeInTheDocument()
  })
})
