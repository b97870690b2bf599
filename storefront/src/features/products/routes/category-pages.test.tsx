import { afterEach, describe, expect, it } from 'vitest'
import { fireEvent, screen, within } from '@testing-library/react'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { BarcodeScannersPage } from './barcode-scanners-page'
import { BusinessSolutionsPage } from './business-solutions-page'
import { PhotoPrintersPage } from './photo-printers-page'
import { PosSystemsPage } from './pos-systems-page'
import { PrintersPage } from './printers-page'
import { ScannersPage } from './scanners-page'

afterEach(resetApiMock)

describe('category landing pages', () => {
  it('shows the scanners with their count badge', async () => {
    mockApi(() =>
      jsonResponse([
        makeProduct({ id: 's1', name: 'ScanSnap iX1600', category: 'scanners' }),
        makeProduct({ id: 's2', name: 'DS-790WN', category: 'scanners' }),
      ]),
    )
    renderWithProviders(<ScannersPage />)

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4)
    expect(await screen.findByText('2 Models Available')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'ScanSnap iX1600' })).toBeInTheDocument()
    expect(requestedUrls().map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/products?category=scanners'])
  })

  it('counts every product of the category when its list is full (the plain list holds at most 100)', async () => {
    const products = Array.from({ length: 100 }, (_, n) => makeProduct({ id: `s${n}`, name: `Scanner ${n}`, category: 'scanners' }))
    mockApi((url) =>
      url.searchParams.get('limit') === '1'
        ? jsonResponse({ products: products.slice(0, 1), count: 240, limit: 1, offset: 0, brands: [] })
        : jsonResponse(products),
    )
    renderWithProviders(<ScannersPage />)

    expect(await screen.findByText('240 Models Available')).toBeInTheDocument()
    expect(requestedUrls().map((url) => `${url.pathname}${url.search}`)).toEqual([
      '/api/products?category=scanners',
      '/api/products?category=scanners&limit=1&offset=0',
    ])
  })

  it('shows the scanners empty state word for word', async () => {
    mockApi(() => jsonResponse([]))
    renderWithProviders(<ScannersPage />)

    expect(await screen.findByRole('heading', { name: 'No Scanners Found' })).toBeInTheDocument()
    expect(screen.getByText('Check back soon for new scanner models!')).toBeInTheDocument()
    expect(screen.getByText('0 Models Available')).toBeInTheDocument()
  })

  it('keeps only printers on the printers page', async () => {
    mockApi(() =>
      jsonResponse([makeProduct({ id: 'p1', name: 'OfficeJet' }), makeProduct({ id: 'x', name: 'Stray Scanner', category: 'scanners' })]),
    )
    renderWithProviders(<PrintersPage />)

    expect(await screen.findByText('1 Products Available')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Stray Scanner' })).not.toBeInTheDocument()
  })

  it('gives POS cards View Details and a brand fallback picture', async () => {
    mockApi(() => jsonResponse([makeProduct({ id: 'pos1', name: 'Square Register', brand: 'Square', category: 'pos-systems' })]))
    renderWithProviders(<PosSystemsPage />)

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(6)
    expect(await screen.findByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/products/pos1')
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled()
    fireEvent.error(screen.getByAltText('Square Register'))
    const fallback = screen.getByRole('img', { name: 'Square POS' })
    expect(fallback).toHaveTextContent('SquarePOS')
  })

  it('shows the POS empty state', async () => {
    mockApi(() => jsonResponse([]))
    renderWithProviders(<PosSystemsPage />)

    expect(await screen.findByRole('heading', { name: 'No POS Systems Available' })).toBeInTheDocument()
  })

  it('counts business solutions and keeps only business products', async () => {
    mockApi(() =>
      jsonResponse([makeProduct({ id: 'b1', isBusinessProduct: true }), makeProduct({ id: 'b2', name: 'Home printer' })]),
    )
    renderWithProviders(<BusinessSolutionsPage />)

    expect(await screen.findByText('1 Solutions Available')).toBeInTheDocument()
    expect(requestedUrls()[0]?.search).toBe('?business=true')
    expect(screen.getByRole('link', { name: 'Quick Order by SKU' })).toHaveAttribute('href', '/quick-order')
  })

  it.each([
    ['printers', PrintersPage],
    ['photo-printers', PhotoPrintersPage],
    ['scanners', ScannersPage],
    ['pos-systems', PosSystemsPage],
    ['barcode-scanners', BarcodeScannersPage],
  ] as const)("says what the %s start at: the cheapest of the category's products, once they are loaded", async (category, Page) => {
    let answer: (response: Response) => void = () => {}
    mockApi(() => new Promise<Response>((resolve) => (answer = resolve)))
    renderWithProviders(<Page />)

    // No figure while the products load (none made up).
    const hero = screen.getByRole('heading', { level: 1 }).parentElement!
    expect(hero).not.toHaveTextContent(/Starting at/)
    answer(
      jsonResponse([
        makeProduct({ id: 'a', name: 'Dear', category, price: '1249.00' }),
        makeProduct({ id: 'b', name: 'Cheap', category, price: '79.99' }),
        makeProduct({ id: 'c', name: 'Middle', category, price: '199.00' }),
      ]),
    )
    expect(await within(hero).findByText('Starting at $79.99')).toBeInTheDocument()
    expect(within(hero).getAllByText(/^Starting at/)).toHaveLength(1)
  })

  it('leaves the starting price out when the category has no products', async () => {
    mockApi(() => jsonResponse([]))
    renderWithProviders(<PrintersPage />)

    expect(await screen.findByRole('heading', { name: 'No Printers Found' })).toBeInTheDocument()
    expect(screen.queryByText(/^Starting at/)).not.toBeInTheDocument()
    // The other highlights stay.
    expect(screen.getByText('Up to 55 ppm')).toBeInTheDocument()
  })
})
