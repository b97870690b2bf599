import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, requestedUrls, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { HomePage } from './home-page'

afterEach(resetApiMock)

describe('HomePage', () => {
  it('shows 4 skeletons, then the first 4 featured products', async () => {
    const featured = Array.from({ length: 6 }, (_, index) => makeProduct({ id: `f${index}`, name: `Featured ${index}`, isFeatured: true }))
    mockApi(() => jsonResponse(featured))
    renderWithProviders(<HomePage />)

    const strip = screen.getByRole('region', { name: 'Bestselling Products' })
    expect(within(strip).getAllByTestId('product-card-skeleton')).toHaveLength(4)
    expect(await within(strip).findByRole('link', { name: 'Featured 0' })).toBeInTheDocument()
    expect(within(strip).getAllByRole('article')).toHaveLength(4)
    expect(within(strip).queryByRole('link', { name: 'Featured 4' })).not.toBeInTheDocument()
    expect(requestedUrls().map((url) => `${url.pathname}${url.search}`)).toEqual(['/api/products?featured=true'])
    expect(within(strip).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/products?featured=true')
  })

  it('links the hero, industries, categories and printers', () => {
    mockApi(() => jsonResponse([]))
    renderWithProviders(<HomePage />)

    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'))
    for (const href of [
      '/products',
      '/business',
      '/products?category=pos-systems',
      '/products?category=barcode-scanners',
      '/products?category=printers',
      '/products?business=true',
      '/category/printers',
      '/category/photo-printers',
      '/category/scanners',
      '/category/pos-systems',
      '/category/barcode-scanners',
      '/category/business-solutions',
    ]) {
      expect(hrefs).toContain(href)
    }
    expect(screen.getByRole('link', { name: /Shop All Printers/ })).toHaveAttribute('href', '/products?category=printers')
    expect(screen.getByRole('button', { name: 'Request Quote' })).toBeInTheDocument()
  })
})
