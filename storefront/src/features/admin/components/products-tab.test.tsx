import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { productKeys } from '@/lib/query-keys'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeAdminProduct, pageOf, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { ProductsTab } from './products-tab'

const lastToast = () => useToastStore.getState().toasts[0]

const LONG_DESCRIPTION = 'Fast monochrome laser printer for busy offices with duplex and wireless printing.'
const products = [
  makeAdminProduct({
    id: 'prod_1',
    description: LONG_DESCRIPTION,
    originalPrice: '299.99',
    isFeatured: true,
    isBusinessProduct: true,
  }),
  makeAdminProduct({ id: 'prod_2', name: 'ScanJet 3000', category: 'barcode-scanners', price: '89', inStock: false, stockQuantity: 0, stockAlerts: 3 }),
  makeAdminProduct({ id: 'prod_3', name: 'Imported Without Price', price: '0.00', published: false }),
]

function serveProducts(count = products.length) {
  serveAdmin({
    'GET /api/admin/products': ({ url }) =>
      jsonResponse({ products, count, limit: Number(url.searchParams.get('limit')), offset: Number(url.searchParams.get('offset')) }),
  })
}

const productRows = () => within(screen.getByRole('table', { name: 'Products' })).getAllByRole('row').slice(1)

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('ProductsTab', () => {
  it('lists products with their image, name, description preview, category, price, stock and status badges', async () => {
    serveProducts()
    renderWithProviders(<ProductsTab />)

    expect(await screen.findByText('ScanJet 3000')).toBeInTheDocument()
    const headers = within(screen.getByRole('table', { name: 'Products' })).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual(['Product', 'Category', 'Price', 'Stock', 'Status', 'Actions'])
    const [first, second] = productRows()
    expect(first!.querySelector('img')).toHaveAttribute('src', '/images/products/laserjet.svg')
    expect(within(first!).getByText(`${LONG_DESCRIPTION.slice(0, 50)}...`)).toBeInTheDocument()
    expect(within(first!).getByText('Printers')).toBeInTheDocument()
    expect(within(first!).getByText('$249.99')).toBeInTheDocument()
    expect(within(first!).getByText('$299.99')).toHaveClass('line-through')
    expect(within(first!).getByText('In Stock')).toBeInTheDocument()
    expect(within(first!).getByText('Featured')).toBeInTheDocument()
    expect(within(first!).getByText('Business')).toBeInTheDocument()
    expect(within(second!).getByText('Barcode Scanners')).toBeInTheDocument()
    expect(within(second!).getByText('Out of Stock')).toBeInTheDocument()
    expect(within(second!).queryByText('Featured')).not.toBeInTheDocument()
    expect(within(second!).queryByText('Draft')).not.toBeInTheDocument()
    expect(within(productRows()[2]!).getByText('Draft')).toBeInTheDocument()
    expect(within(second!).getByRole('button', { name: 'Edit ScanJet 3000' })).toBeInTheDocument()
    expect(within(second!).getByRole('button', { name: 'Delete ScanJet 3000' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Bulk Import' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeInTheDocument()
  })

  it('says how many shoppers wait for a product to be back in stock, and nothing when none do', async () => {
    serveProducts()
    renderWithProviders(<ProductsTab />)
    await screen.findByText('ScanJet 3000')

    const [first, second] = productRows()
    const pill = within(second!).getByTitle('3 shoppers waiting for it to be back in stock')
    expect(pill).toHaveTextContent('3 waiting')
    // Screen readers hear it in full, not the short label.
    expect(within(pill).getByText('3 waiting')).toHaveAttribute('aria-hidden', 'true')
    expect(within(pill).getByText('3 shoppers waiting for it to be back in stock')).toHaveClass('sr-only')
    expect(within(first!).queryByText(/waiting/)).not.toBeInTheDocument()
  })

  it('asks the server for one page at a time and searches there', async () => {
    serveProducts(45)
    renderWithProviders(<ProductsTab />)

    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/products')[0]?.url.search).toBe('?limit=20&offset=0')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/products').at(-1)?.url.search).toBe('?limit=20&offset=20')

    await userEvent.type(screen.getByLabelText('Search the product list'), 'laser')
    await waitFor(() => expect(sentRequests('GET /api/admin/products').at(-1)?.url.search).toBe('?search=laser&limit=20&offset=0'))
  })

  it('says when there are no products', async () => {
    serveAdmin()
    renderWithProviders(<ProductsTab />)

    expect(await screen.findByText('No products found')).toBeInTheDocument()
  })

  it('deletes a product after the confirmation and refreshes the table and the shop', async () => {
    serveAdmin({
      'GET /api/admin/products': ({ url }) => pageOf('products', products, url),
      'DELETE /api/admin/products/prod_2': () => jsonResponse({ id: 'prod_2', deleted: true }),
    })
    const { queryClient } = renderWithProviders(<ProductsTab />)
    queryClient.setQueryData(productKeys.detail('prod_2'), products[1])
    await screen.findByText('ScanJet 3000')

    await userEvent.click(screen.getByRole('button', { name: 'Delete ScanJet 3000' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete Product' })
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this product?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(lastToast()?.title).toBe('Product deleted successfully'))
    expect(sentRequests('DELETE /api/admin/products/prod_2')[0]?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(sentRequests('GET /api/admin/products')).toHaveLength(2))
    expect(queryClient.getQueryState(productKeys.detail('prod_2'))?.isInvalidated).toBe(true)
  })

  it('keeps nothing deleted when the staff cancel, and reports a failed delete', async () => {
    serveAdmin({
      'GET /api/admin/products': ({ url }) => pageOf('products', products, url),
      'DELETE /api/admin/products/prod_2': () => jsonResponse({ message: 'Server error' }, 500),
    })
    renderWithProviders(<ProductsTab />)
    await screen.findByText('ScanJet 3000')

    await userEvent.click(screen.getByRole('button', { name: 'Delete ScanJet 3000' }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(sentRequests('DELETE /api/admin/products/prod_2')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Delete ScanJet 3000' }))
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Failed to delete product', variant: 'destructive' }))
  })

  it('closes the dialog after a save and refreshes the list', async () => {
    serveAdmin({
      'GET /api/admin/products': ({ url }) => pageOf('products', products, url),
      'PUT /api/admin/products/prod_2': () => jsonResponse(products[1]),
    })
    renderWithProviders(<ProductsTab />)
    await screen.findByText('ScanJet 3000')

    await userEvent.click(screen.getByRole('button', { name: 'Edit ScanJet 3000' }))
    expect(screen.getByRole('dialog', { name: 'Edit Product' })).toBeInTheDocument()
    expect(screen.getByLabelText('Product Name')).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(sentRequests('GET /api/admin/products')).toHaveLength(2))

    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(screen.getByRole('dialog', { name: 'Add New Product' })).toBeInTheDocument()
    expect(screen.getByLabelText('Product Name')).toHaveValue('')
  })
})
