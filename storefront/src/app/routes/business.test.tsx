import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { BusinessRoute } from './business'

afterEach(resetApiMock)

describe('business landing page', () => {
  it('shows at most 8 business products and the quote form on /business', async () => {
    mockApi(() =>
      jsonResponse(Array.from({ length: 10 }, (_, index) => makeProduct({ id: `b${index}`, name: `Business ${index}`, isBusinessProduct: true }))),
    )
    renderWithProviders(<BusinessRoute />)

    expect(await screen.findByRole('link', { name: 'Business 7' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Business 8' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /View All Business Products/ })).toHaveAttribute('href', '/products?business=true')
    expect(screen.getByRole('link', { name: 'Quick Order by SKU' })).toHaveAttribute('href', '/quick-order')
    for (const label of ['First Name', 'Last Name', 'Company', 'Email', 'Phone', 'Requirements']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument()
    }
    expect(screen.getByRole('form', { name: 'Request Business Quote' })).toBeInTheDocument()
  })
})
