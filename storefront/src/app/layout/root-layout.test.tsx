import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter, useRoutes } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import { routerFuture } from '@/lib/router-future'
import { useCompareStore } from '@/stores/compare-store'
import { makeProduct } from '@/testing/fixtures'
import { jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { AppProviders } from '../providers'
import { RootLayout } from './root-layout'

function Shop() {
  return useRoutes([
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { path: 'admin', element: <h1>Admin Panel</h1> },
        { path: 'products', element: <h1>All Products</h1> },
        { path: 'compare', element: <h1>Compare Products</h1> },
        { path: 'checkout', element: <h1>Checkout</h1> },
      ],
    },
  ])
}

function renderAt(path: string) {
  mockApi(() => jsonResponse({ message: 'Not found' }, 404))
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]} future={routerFuture}>
        <Shop />
      </MemoryRouter>
    </AppProviders>,
  )
}

beforeEach(() => useCompareStore.getState().clearCompare())
afterEach(resetApiMock)

describe('the frame of a page', () => {
  it("gives /admin a staff header: the shop's name and the way back, no shopper's sign-in, search or cart", async () => {
    renderAt('/admin')
    await screen.findByRole('heading', { name: 'Admin Panel' })
    const header = screen.getByRole('banner')
    expect(within(header).getByText('Staff')).toBeInTheDocument()
    expect(within(header).getByRole('link', { name: 'View the shop' })).toHaveAttribute('href', '/')
    expect(within(header).queryByRole('link', { name: /Sign In/ })).not.toBeInTheDocument()
    expect(within(header).queryByRole('link', { name: /^Cart/ })).not.toBeInTheDocument()
  })

  it("keeps the shopper's header everywhere else", async () => {
    renderAt('/products')
    await screen.findByRole('heading', { name: 'All Products' })
    expect(within(screen.getAllByRole('banner')[0]!).queryByText('Staff')).not.toBeInTheDocument()
    expect(within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: /^Cart/ })).toBeInTheDocument()
  })

  it("lists the Quick Order page in the footer's company links, after Enterprise Solutions", async () => {
    renderAt('/products')
    await screen.findByRole('heading', { name: 'All Products' })
    const company = within(screen.getByRole('navigation', { name: 'Company' }))
    const links = company.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
    expect(links.slice(0, 3)).toEqual([
      ['About Us', '/about'],
      ['Enterprise Solutions', '/business'],
      ['Quick Order', '/quick-order'],
    ])
  })

  it('shows the compare bar while a product is chosen, with room for it at the end of the page', async () => {
    renderAt('/products')
    await screen.findByRole('heading', { name: 'All Products' })
    expect(screen.queryByRole('region', { name: 'Compare products' })).not.toBeInTheDocument()

    useCompareStore.getState().addItem(makeProduct())
    const bar = await screen.findByRole('region', { name: 'Compare products' })
    expect(within(bar).getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/compare?ids=prod_1')
    expect(screen.getByRole('contentinfo').nextElementSibling).toHaveClass('h-32')
  })

  it.each(['/compare', '/checkout', '/admin'])('leaves the compare bar off %s', async (path) => {
    useCompareStore.getState().addItem(makeProduct())
    renderAt(path)
    await screen.findByRole('heading', { level: 1 })

    expect(screen.queryByRole('region', { name: 'Compare products' })).not.toBeInTheDocument()
  })
})
