import { Link } from 'react-router-dom'
import { Heart, Trash2, X } from 'lucide-react'
import type { Product } from '@printshop/contract'
import { EmptyState } from '@/components/empty-state'
import { ProductImage } from '@/components/product-image'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { AddToCartButton } from '@/features/products/components/add-to-cart-button'
import { ProductTitleBlock } from '@/features/products/components/product-title-block'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { productPath } from '@/lib/paths'
import { resolveProductImage } from '@/lib/product-image'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useWishlistStore } from '@/stores/wishlist-store'

/**
 * /wishlist: the saved products, each with remove and Add to Cart, plus Clear All: the saved list
 * shown with the catalogue's title block and Add to Cart button.
 */
export function WishlistPage() {
  useDocumentTitle('My Wishlist')
  const items = useWishlistStore((state) => state.items)
  const removeItem = useWishlistStore((state) => state.removeItem)
  const clearWishlist = useWishlistStore((state) => state.clearWishlist)

  if (items.length === 0) return <EmptyWishlist />

  function onRemove(product: Product) {
    removeItem(product.id)
    toast({ title: 'Removed from wishlist', description: `${product.name} has been removed from your wishlist.` })
  }

  function onClearAll() {
    clearWishlist()
    toast({ title: 'Wishlist cleared', description: 'All items have been removed from your wishlist.' })
  }

  return (
    <div className="container py-8 lg:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">My Wishlist</h1>
          <p className="mt-1 text-slate-600">
            {items.length} saved {items.length === 1 ? 'item' : 'items'}
          </p>
        </div>
        <Button variant="outline" onClick={onClearAll}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Clear All
        </Button>
      </div>

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {items.map((product) => (
          <li key={product.id}>
            <WishlistCard product={product} onRemove={() => onRemove(product)} />
          </li>
        ))}
      </ul>
    </div>
  )
}

function WishlistCard({ product, onRemove }: { product: Product; onRemove: () => void }) {
  const href = productPath(product.id)
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-square bg-slate-50">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <ProductImage src={resolveProductImage(product.image)} alt={product.name} className="h-full w-full object-contain p-4" />
        </Link>
        <button
          type="button"
          aria-label={`Remove ${product.name} from wishlist`}
          onClick={onRemove}
          className="absolute right-3 top-3 flex h-9 w-9 items-center justify-center rounded-full bg-white/90 text-slate-600 shadow transition hover:bg-white hover:text-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <ProductTitleBlock product={product} href={href} headingLevel={2} />
        <div className="mt-auto pt-4">
          <div className="flex items-center justify-between gap-2">
            <span className="text-xl font-bold text-slate-900">{formatPrice(product.price)}</span>
            <span className={cn('text-xs font-medium', product.inStock ? 'text-emerald-700' : 'text-red-600')}>
              {product.inStock ? 'In Stock' : 'Out of Stock'}
            </span>
          </div>
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  )
}

function EmptyWishlist() {
  return (
    <EmptyState
      Icon={Heart}
      title="Your wishlist is empty"
      description="Save products you like with the heart button and find them here later."
      action={{ to: '/products', label: 'Browse Products' }}
    />
  )
}
