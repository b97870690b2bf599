import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import { NOT_FOUND_HEAD, PAGE_HEADS, documentTitle } from '@printshop/contract'
import { MemoryRouter, matchRoutes } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import { jsonResponse, mockApi, resetApiMock } from '@/testing/mock-api'
import { AppProviders } from './providers'
import { AppRoutes, routes } from './router'
import { routerFuture } from '@/lib/router-future'

function renderRoute(path: string) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]} future={routerFuture}>
        <AppRoutes />
      </MemoryRouter>
    </AppProviders>,
  )
}

const SPEC_PATHS = [
  '/',
  '/products',
  '/products/prod_123',
  '/cart',
  '/wishlist',
  '/compare',
  '/checkout',
  '/category/printers',
  '/category/photo-printers',
  '/category/scanners',
  '/category/pos-systems',
  '/category/barcode-scanners',
  '/category/business-solutions',
  '/business',
  '/quick-order',
  '/track',
  '/support',
  '/contact',
  '/about',
  '/warranty',
  '/installation',
  '/admin',
  '/privacy',
  '/terms',
  '/returns',
  '/manuals',
  '/faq',
  '/careers',
  '/press',
  '/partners',
  '/affiliate',
  '/login',
  '/signup',
  '/account',
]

describe('routes', () => {
  it.each(SPEC_PATHS)('has a screen for %s', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route
    expect(leaf).toBeDefined()
    expect(leaf?.path).not.toBe('*')
  })

  it.each(['/forgot-password', '/reset-password', '/admin/reset-password'])('has a screen for the forgotten password: %s', (path) => {
    const leaf = matchRoutes(routes, path)?.at(-1)?.route
    expect(leaf?.path).toBe(path.slice(1))
  })

  it('opens the reset screen of a link from the e-mail', async () => {
    renderRoute('/reset-password#token=tok-1')

    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument()
  })

  it('opens the company invitation page of a link from the e-mail', async () => {
    mockApi((url) =>
      url.pathname === '/api/company-invites/check'
        ? jsonResponse({ companyName: 'Lee Printing Co.', email: 'ann@example.com', invitedBy: 'Bob Kim' })
        : jsonResponse({ message: 'Not found' }, 404),
    )
    try {
      renderRoute('/company/join?token=inv_abc')

      expect(await screen.findByRole('heading', { level: 1, name: 'Company Invitation' })).toBeInTheDocument()
      expect(await screen.findByText('Bob Kim invited ann@example.com to join Lee Printing Co. on PrintShop Pro.')).toBeInTheDocument()
      expect(document.title).toBe('Company Invitation - PrintShop Pro')
    } finally {
      resetApiMock()
    }
  })

  it('shows the not-found screen for any other path, inside the shop frame', async () => {
    renderRoute('/no-such-page')

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
  })

  it('shows unknown category paths as not found', async () => {
    renderRoute('/category/typewriters')

    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument()
  })

  it('titles a screen that is still being prepared', async () => {
    renderRoute('/track')

    expect(await screen.findByRole('heading', { name: 'Track Your Order' })).toBeInTheDocument()
    expect(document.title).toBe('Track Your Order - PrintShop Pro')
  })

  it('opens the Quick Order page, titled Quick Order', async () => {
    renderRoute('/quick-order')

    expect(await screen.findByRole('heading', { level: 1, name: 'Quick Order' })).toBeInTheDocument()
    expect(screen.getByLabelText('Paste SKUs and quantities')).toBeInTheDocument()
    expect(document.title).toBe('Quick Order - PrintShop Pro')
  })

  it('renders the static policy pages', async () => {
    renderRoute('/terms')

    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument()
    expect(screen.getByText(/governed by the laws of the State of Oklahoma/)).toBeInTheDocument()
    expect(document.title).toBe('Terms of Service - PrintShop Pro')
  })

  // The server renders each page's title into its HTML for crawlers (GET /api/seo/head, from the
  // contract's PAGE_HEADS): the browser tab must say the same once the screen is shown.
  it.each(Object.entries(PAGE_HEADS).map(([path, head]) => [path, documentTitle(head.title)]))(
    "titles %s as the server's head does (%s)",
    async (path, title) => {
      mockApi(() => jsonResponse([]))
      try {
        renderRoute(path)
        // A screen's code is imported on its first render: on a machine busy with the rest of the
        // suite the account's screen took over 5 s.
        await waitFor(() => expect(document.title).toBe(title), { timeout: 15_000 })
      } finally {
        resetApiMock()
      }
    },
    20_000,
  )

  it("titles the not-found screen as the server's head does", async () => {
    renderRoute('/no-such-page')
    await waitFor(() => expect(document.title).toBe(documentTitle(NOT_FOUND_HEAD.title)))
  })
})
