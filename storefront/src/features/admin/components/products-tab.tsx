import { useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { DESCRIPTION_PREVIEW_LENGTH, categoryLabel, type AdminProduct } from '@printshop/contract'
import { ProductImage } from '@/components/product-image'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog'
import { SearchField } from '@/components/ui/search-field'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { resolveProductImage } from '@/lib/product-image'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { ADMIN_PRODUCT_PAGE_SIZE, useAdminProducts } from '../api/get-admin-products'
import { useDeleteProduct } from '../api/save-product'
import { AdminListTable, Badge, Td } from './admin-table'
import { BulkImport } from './bulk-import'
import { Pager } from './pager'
import { ProductDialog } from './product-dialog'
import { WaitingPill } from './waiting-pill'

const SEARCH_DELAY_MS = 300

/** The description's first 50 characters. */
export const descriptionPreview = (description: string) =>
  description.length > DESCRIPTION_PREVIEW_LENGTH ? `${description.slice(0, DESCRIPTION_PREVIEW_LENGTH)}...` : description

/**
 * Product Management (docs/using-the-shop.md, "The staff area (/admin)"): the paged, searchable
 * product table, Bulk Import and Add Product.
 */
export function ProductsTab() {
  const [search, setSearch] = useState('')
  const [offset, setOffset] = useState(0)
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const params = { search: term || undefined, limit: ADMIN_PRODUCT_PAGE_SIZE, offset }
  const { data, isPending, isError, isPlaceholderData } = useAdminProducts(params)
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null)
  const [deleting, setDeleting] = useState<AdminProduct | null>(null)

  return (
    <section aria-labelledby="products-heading" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="products-heading" className="text-xl font-semibold text-slate-900">
          Products
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchField
            id="admin-product-search"
            label="Search the product list"
            placeholder="Search products..."
            value={search}
            onChange={(value) => {
              setSearch(value)
              setOffset(0)
            }}
            className="sm:w-72"
          />
          <div className="grid grid-cols-2 gap-2 sm:flex">
            <BulkImport />
            <Button onClick={() => setEditing({ product: null })}>
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add Product
            </Button>
          </div>
        </div>
      </div>

      <AdminListTable
        label="Products"
        minWidth="min-w-[860px]"
        columns={['Product', 'Category', 'Price', 'Stock', 'Status']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.products}
        loadingText="Loading products..."
        errorText="Failed to load products. Please try again."
        emptyText={term ? `No products match "${term}".` : 'No products found'}
        renderRow={(product) => (
          <ProductRow
            key={product.id}
            product={product}
            onEdit={() => setEditing({ product })}
            onDelete={() => setDeleting(product)}
          />
              )}
      />
      {data && <Pager label="Product pages" offset={data.offset} limit={ADMIN_PRODUCT_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}

      <ProductDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        product={editing?.product ?? null}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
    </section>
  )
}

function ProductRow({ product, onEdit, onDelete }: { product: AdminProduct; onEdit: () => void; onDelete: () => void }) {
  return (
    <tr className="bg-white hover:bg-slate-50">
      <Td>
        <div className="flex items-start gap-3">
          <div className="h-12 w-12 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-white">
            <ProductImage src={resolveProductImage(product.image || product.images[0])} alt="" className="h-full w-full object-contain" />
          </div>
          <div className="min-w-[14rem] max-w-xs">
            <p className="font-medium text-slate-900">{product.name}</p>
            {product.brand && <p className="text-xs text-slate-500">{product.brand}</p>}
            {product.description && <p className="mt-0.5 text-xs text-slate-500">{descriptionPreview(product.description)}</p>}
          </div>
        </div>
      </Td>
      <Td className="whitespace-nowrap">{categoryLabel(product.category)}</Td>
      <Td className="whitespace-nowrap">
        <span className="font-medium text-slate-900">{formatPrice(product.price)}</span>
        {product.originalPrice && <span className="block text-xs text-slate-500 line-through">{formatPrice(product.originalPrice)}</span>}
      </Td>
      <Td>
        {product.inStock ? <Badge tone="green">In Stock</Badge> : <Badge tone="red">Out of Stock</Badge>}
        <span className="mt-1 block text-xs text-slate-500">{product.stockQuantity} units</span>
        <WaitingPill count={product.stockAlerts} className="mt-1" />
      </Td>
      <Td>
        <div className="flex flex-wrap gap-1">
          {!product.published && <Badge tone="slate">Draft</Badge>}
          {product.isFeatured && <Badge tone="amber">Featured</Badge>}
          {product.isBusinessProduct && <Badge tone="violet">Business</Badge>}
          {product.published && !product.isFeatured && !product.isBusinessProduct && <span className="text-slate-400">—</span>}
        </div>
      </Td>
      <Td sticky className="text-right">
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${product.name}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Delete ${product.name}`}
            className="text-red-600 hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </Td>
    </tr>
  )
}

/** Asks 'Are you sure you want to delete this product?' before deleting. */
function DeleteProductDialog({ product, onClose }: { product: AdminProduct | null; onClose: () => void }) {
  const deleteProduct = useDeleteProduct()
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="sm" title="Delete Product" description="Are you sure you want to delete this product?">
        {product && <p className="text-sm font-medium text-slate-900">{product.name}</p>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={deleteProduct.isPending}
            onClick={() => {
              if (!product) return
              deleteProduct.mutate(product.id, {
                onSuccess: () => {
                  toast({ title: 'Product deleted successfully' })
                  onClose()
                },
                onError: (error) => toast({ title: 'Failed to delete product', description: serverMessage(error), variant: 'destructive' }),
              })
            }}
          >
            {deleteProduct.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
