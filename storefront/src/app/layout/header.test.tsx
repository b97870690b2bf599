import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Product } from '@printshop/contract'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { useCartStore } from '@/stores/cart-store'
import { useWishlistStore } from '@/stores/wishlist-store'
import { renderWithProviders } from '@/testing/render'
import { Header } from './header'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockResolvedValue(new Response('[]', { status: 200 }))
  useCartStore.getState().clearCart()
  useWishlistStore.getState().clearWishlist()
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  delete window.dataLayer
})

const mainNav = () => screen.getByRole('navigation', { name: 'Main' })

describe('Header', () => {
  it('links the logo home and lists All Products and the six categories', () => {
    renderWithProviders(<Header />)

    expect(screen.getByRole('link', { name: 'PrintShop Pro' })).toHaveAttribute('href', '/')
    const links = within(mainNav()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All Products', '/products'],
      ['Printers', '/category/printers'],
      ['Photo Printers', '/category/photo-printers'],
      ['Scanners', '/category/scanners'],
      ['POS Systems', '/category/pos-systems'],
      ['Barcode Scanners', '/category/barcode-scanners'],
      ['Business Solutions', '/category/business-solutions'],
    ])
  })

  it('highlights the link of the current page and of pages beneath it', () => {
    renderWithProviders(<Header />, { route: '/products/prod_123' })

    expect(within(mainNav()).getByRole('link', { name: 'All Products' })).toHaveAttribute('aria-current', 'page')
    expect(within(mainNav()).getByRole('link', { name: 'Printers' })).not.toHaveAttribute('aria-current')
  })

  it('highlights only the exact category', () => {
    renderWithProviders(<Header />, { route: '/category/photo-printers' })

    const nav = within(mainNav())
    expect(nav.getByRole('link', { name: 'Photo Printers' })).toHaveAttribute('aria-current', 'page')
    expect(nav.getByRole('link', { name: 'Printers' })).not.toHaveAttribute('aria-current')
    expect(nav.getByRole('link', { name: 'All Products' })).not.toHaveAttribute('aria-current')
  })

  it('shows no badges while the cart and wishlist are empty', () => {
    renderWithProviders(<Header />)

    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart')
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/wishlist')
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument()
    expect(screen.queryByTestId('wishlist-count')).not.toBeInTheDocument()
  })

  it('shows the total items in the cart and the wishlist count', () => {
    const product = { id: 'prod_1', name: 'OfficeJet Pro', price: '149.99', image: '/images/products/officejet.jpg' }
    useCartStore.getState().addItem(product, 2)
    useCartStore.getState().addItem({ ...product, id: 'prod_2' }, 3)
    useWishlistStore.getState().addItem({ ...product, images: [], tags: [] } as unknown as Product)

    renderWithProviders(<Header />)

    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument()
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5')
    expect(screen.getByRole('link', { name: 'Wishlist, 1 item' })).toBeInTheDocument()
    expect(screen.getByTestId('wishlist-count')).toHaveTextContent('1')
  })

  it('updates the cart badge when an item is added', () => {
    renderWithProviders(<Header />)

    act(() => useCartStore.getState().addItem({ id: 'prod_9', name: 'ScanSnap', price: '89.00', image: '' }))

    expect(screen.getByTestId('cart-count')).toHaveTextContent('1')
  })

  it('offers Sign In and Sign Up when signed out, without asking the server', () => {
    renderWithProviders(<Header />)

    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup')
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the account button with the first name and a logout button when signed in', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 'cus_1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee' })),
    )

    renderWithProviders(<Header />)

    expect(await screen.findByRole('link', { name: 'Ann' })).toHaveAttribute('href', '/account')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument()
  })

  it('signs out silently when the stored token is rejected', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired')
    fetchMock.mockResolvedValue(new Response('', { status: 401 }))

    renderWithProviders(<Header />)

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument()
    await waitFor(() => expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull())
  })
})

describe('Header search', () => {
  it('searches for the trimmed, encoded term and reports it to analytics', async () => {
    window.dataLayer = []
    const user = userEvent.setup()
    renderWithProviders(<Header />)

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  laser & ink ')
    await user.click(screen.getByRole('button', { name: 'Search' }))

    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=laser%20%26%20ink')
    expect(window.dataLayer).toContainEqual({ event: 'search', term: 'laser & ink' })
  })

  it("keeps the Search button's name on a tablet, where it shows a magnifier at the input's end", () => {
    renderWithProviders(<Header />)

    const button = within(screen.getByRole('search')).getByRole('button', { name: 'Search' })
    expect(button.querySelector('svg')).toHaveClass('hidden', 'md:max-lg:block')
    expect(within(button).getByText('Search')).toHaveClass('md:max-lg:sr-only')
    // The navigation is one line from md on (its words smaller below lg), never two rows.
    expect(within(mainNav()).getByRole('list')).not.toHaveClass('flex-wrap')
  })

  it('does not search for a blank term', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />, { route: '/about' })

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '   ')
    await user.click(screen.getByRole('button', { name: 'Search' }))

    expect(screen.getByTestId('location')).toHaveTextContent('/about')
  })

  it('suggests from two characters on and searches at once when a suggestion is clicked', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/search-suggestions')
        ? new Response(JSON.stringify(['HP LaserJet Pro', 'HP OfficeJet']))
        : new Response('[]'),
    )
    const user = userEvent.setup()
    renderWithProviders(<Header />)
    const input = screen.getByRole('combobox', { name: 'Search products' })

    await user.type(input, 'h')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(fetchMock).not.toHaveBeenCalled()

    await user.type(input, 'p')
    const option = await screen.findByRole('option', { name: 'HP LaserJet Pro' })
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/search-suggestions?q=hp')

    await user.click(option)

    expect(input).toHaveValue('HP LaserJet Pro')
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=HP%20LaserJet%20Pro')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('shows no suggestions when the endpoint fails', async () => {
    fetchMock.mockResolvedValue(new Response('Not Found', { status: 404 }))
    const user = userEvent.setup()
    renderWithProviders(<Header />)

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'epson')
    await waitFor(() => expect(fetchMock).toHaveBeenCalled())

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })
})

describe('Header mobile menu', () => {
  it('opens a drawer with the same links and closes it on navigation', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />)

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    expect(within(drawer).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/products', '/category/printers', '/category/business-solutions', '/login', '/signup']),
    )

    await user.click(within(drawer).getByRole('link', { name: 'Scanners' }))

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/category/scanners')
  })

  it("gives phones a search: the header's search button opens the drawer at a focused search field", async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />, { route: '/about' })

    await user.click(screen.getByRole('button', { name: 'Open search' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    const search = within(drawer).getByRole('combobox', { name: 'Search products' })
    await waitFor(() => expect(search).toHaveFocus())

    await user.type(search, 'epson')
    await user.click(within(drawer).getByRole('button', { name: 'Search' }))
    expect(screen.getByTestId('location')).toHaveTextContent('/products?search=epson')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('puts the account row above the links, clear of the toasts at the bottom of the screen', async () => {
    const user = userEvent.setup()
    renderWithProviders(<Header />)

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const drawer = await screen.findByRole('dialog', { name: 'Menu' })
    const signIn = within(drawer).getByRole('link', { name: 'Sign In' })
    const firstLink = within(within(drawer).getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'All Products' })
    expect(signIn.compareDocumentPosition(firstLink) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
