import { lazy, Suspense, useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { AlertCircle, ArrowLeft, ChevronRight, Heart, Minus, Plus, RotateCcw, Shield, ShoppingCart, Truck } from 'lucide-react'
import { categoryLabel, freeShippingOrders, isCategoryHandle, quantityPricePercentOff, type Product } from '@printshop/contract'
import { BackInStock } from '@/components/back-in-stock/back-in-stock'
import { CompareToggle } from '@/components/compare-toggle'
import { Button, buttonStyles } from '@/components/ui/button'
import { useFreeShipping } from '@/lib/shop-pricing'
import { toast } from '@/components/ui/use-toast'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { onlyAvailableText, stockLimit } from '@/lib/stock'
import { useAfterPaint } from '@/lib/use-after-paint'
import { useDocumentTitle } from '@/lib/use-document-title'
import { selectIsInWishlist, useWishlistStore } from '@/stores/wishlist-store'
import { isProductNotFound, useProduct } from '../api/get-product'
import { useProductReviews } from '../api/get-product-reviews'
import { ProductFitsSections } from '../components/product-fits-sections'
import { ProductGallery } from '../components/product-gallery'
import { RecentlyViewed } from '../components/recently-viewed'
import { StarRating } from '../components/star-rating'
import { useAddToCart } from '../hooks/use-add-to-cart'
import { productSaving, savingText } from '../utils/product-pricing'
import { warrantyTile } from '../utils/specifications'

// Specifications, reviews and shipping (with Radix's tabs, about 9 KB) are fetched once the product's
// first screen is drawn: on a phone they are below it, and the picture, the largest paint, does not
// wait for their download.
const ProductInfoTabs = lazy(() => import('../components/product-info-tabs').then((module) => ({ default: module.ProductInfoTabs })))

/** /products/:id: everything about one product, with add to cart and the wishlist toggle. */
export function ProductDetailPage() {
  const { id = '' } = useParams()
  const productQuery = useProduct(id)
  const product = productQuery.data
  // Reviews are asked for once the product is loaded and drawn, as are the tabs that show
  // them: its picture, the largest paint, does not wait for their requests to start.
  const productDrawn = useAfterPaint(product !== undefined)
  const reviewsQuery = useProductReviews(id, { enabled: productDrawn && product !== undefined })
  useDocumentTitle(product?.name ?? (productQuery.isError ? 'Product Not Found' : 'Product Details'))

  if (productQuery.isPending) return <DetailSkeleton />
  if (productQuery.isError) {
    return isProductNotFound(productQuery.error) ? <ProductNotFound /> : <ProductLoadError onRetry={() => void productQuery.refetch()} />
  }

  return (
    <div className="container py-8 lg:py-10">
      <Link to="/products" className="inline-flex items-center gap-2 text-sm font-medium text-primary-600 hover:text-primary-700">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        Back to Products
      </Link>
      <Breadcrumb product={productQuery.data} />

      {/* Side by side from a tablet's width: its price and Add to Cart are on the first screen. */}
      <div className="mt-6 grid gap-10 md:grid-cols-2 md:gap-8 lg:gap-10">
        <ProductGallery key={productQuery.data.id} product={productQuery.data} />
        <PurchasePanel key={`panel-${productQuery.data.id}`} product={productQuery.data} />
      </div>

      {productDrawn ? (
        <Suspense fallback={<InfoTabsSkeleton />}>
          <ProductInfoTabs product={productQuery.data} reviews={reviewsQuery.data} reviewsLoading={reviewsQuery.isLoading} />
        </Suspense>
      ) : (
        <InfoTabsSkeleton />
      )}

      {/* What this supply fits, and the supplies and accessories for this product (when there are any). */}
      <ProductFitsSections product={productQuery.data} ready={productDrawn} />

      <RecentlyViewed current={productQuery.data} className="mt-16" />
    </div>
  )
}

function categoryPath(category: string): string {
  return isCategoryHandle(category) ? `/category/${category}` : `/products?category=${encodeURIComponent(category)}`
}

function Breadcrumb({ product }: { product: Product }) {
  return (
    <nav aria-label="Breadcrumb" className="mt-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        <li>
          <Link to="/" className="hover:text-slate-900">
            Home
          </Link>
        </li>
        <Separator />
        <li>
          <Link to="/products" className="hover:text-slate-900">
            Products
          </Link>
        </li>
        {product.category && (
          <>
            <Separator />
            <li>
              <Link to={categoryPath(product.category)} className="hover:text-slate-900">
                {categoryLabel(product.category)}
              </Link>
            </li>
          </>
        )}
        <Separator />
        <li aria-current="page" className="font-medium text-slate-900">
          {product.name}
        </li>
      </ol>
    </nav>
  )
}

function Separator() {
  return (
    <li aria-hidden="true">
      <ChevronRight className="h-4 w-4" />
    </li>
  )
}

function PurchasePanel({ product }: { product: Product }) {
  const [quantity, setQuantity] = useState(1)
  const { addToCart, adding } = useAddToCart()
  const inWishlist = useWishlistStore(selectIsInWishlist(product.id))
  const toggleWishlist = useWishlistStore((state) => state.toggleItem)
  const saving = productSaving(product)
  const limit = product.inStock ? stockLimit(product.stockQuantity) : undefined
  /** Plus stops at the stock, and says so there (a product whose stock is not counted has no limit). */
  const atStock = limit !== undefined && quantity >= limit ? limit : undefined

  function onToggleWishlist() {
    const added = toggleWishlist(product)
    toast(
      added
        ? { title: 'Added to wishlist', description: `${product.name} has been added to your wishlist.` }
        : { title: 'Removed from wishlist', description: `${product.name} has been removed from your wishlist.` },
    )
  }

  return (
    <div>
      <div className="flex flex-wrap gap-2">
        {product.isFeatured && (
          <span className="rounded-full bg-primary-600 px-3 py-1 text-xs font-semibold text-white">Featured</span>
        )}
        {!product.inStock && (
          <span className="rounded-full bg-red-600 px-3 py-1 text-xs font-semibold text-white">Out of Stock</span>
        )}
      </div>
      {product.brand && <p className="mt-3 text-sm font-medium uppercase tracking-wide text-slate-500">{product.brand}</p>}
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900">{product.name}</h1>
      <div className="mt-3 flex items-center gap-2">
        <StarRating rating={product.rating} size="md" />
        <span className="text-sm text-slate-600">({product.reviewCount} reviews)</span>
      </div>
      {product.description && <p className="mt-4 leading-relaxed text-slate-700">{product.description}</p>}

      <div className="mt-6 flex flex-wrap items-baseline gap-3">
        <span className="text-3xl font-bold text-slate-900">{formatPrice(product.price)}</span>
        {saving !== null && product.originalPrice && (
          <>
            <span className="text-lg text-slate-500 line-through">
              <span className="sr-only">Original price </span>
              {formatPrice(product.originalPrice)}
            </span>
            <span className="rounded bg-red-50 px-2 py-1 text-sm font-semibold text-red-700">{savingText(saving)}</span>
          </>
        )}
      </div>

      {product.quantityPrices.length > 0 && (
        <ul aria-label="Quantity prices" className="mt-3 space-y-1 text-sm font-medium text-green-700">
          {product.quantityPrices.map((tier) => (
            <li key={tier.minQuantity}>
              {`Buy ${tier.minQuantity}+ for ${formatPrice(tier.price)} each (save ${quantityPricePercentOff(product.price, tier.price)}%)`}
            </li>
          ))}
        </ul>
      )}

      <p className={cn('mt-4 flex items-center gap-2 text-sm font-medium', product.inStock ? 'text-emerald-700' : 'text-red-600')}>
        <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', product.inStock ? 'bg-emerald-500' : 'bg-red-500')} />
        {product.inStock ? `In Stock (${product.stockQuantity} available)` : 'Out of Stock'}
      </p>
      {/* What a business buyer orders by (the Quick Order page takes it); none for a product without one. */}
      {product.sku && <p className="mt-1 text-sm text-slate-600">{`SKU: ${product.sku}`}</p>}

      {/* On a phone and in a tablet's half-width panel (md to lg): quantity and wishlist on one row,
          Add to Cart on its own full row; one row from sm, and again from lg. */}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div className="flex items-center rounded-md border border-slate-300" role="group" aria-label="Quantity">
          <button
            type="button"
            aria-label="Decrease quantity"
            disabled={!product.inStock || quantity <= 1}
            onClick={() => setQuantity((value) => Math.max(1, value - 1))}
            className="flex h-10 w-10 items-center justify-center text-slate-700 hover:bg-slate-50 disabled:opacity-40"
          >
            <Minus className="h-4 w-4" aria-hidden="true" />
          </button>
          <output aria-live="polite" aria-label="Quantity" className="w-10 text-center font-medium">
            {quantity}
          </output>
          <button
            type="button"
            aria-label="Increase quantity"
            disabled={!product.inStock || atStock !== undefined}
            onClick={() => setQuantity((value) => (limit === undefined ? value + 1 : Math.min(limit, value + 1)))}
            className="flex h-10 w-10 items-center justify-center text-slate-700 hover:bg-slate-50 disabled:opacity-40"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        {/* At the stock, plus stops and the page says how many there are (the cart takes no more either). */}
        <p className="text-sm font-medium text-amber-700" aria-live="polite">
          {atStock !== undefined && atStock > 1 && onlyAvailableText(atStock)}
        </p>
        <Button
          size="lg"
          className="order-last w-full whitespace-nowrap sm:order-none sm:w-auto sm:flex-1 md:max-lg:order-last md:max-lg:w-full md:max-lg:flex-none"
          // While adding, the button stays focusable (aria-disabled, not disabled): a disabled button
          // drops keyboard focus to the top of the page.
          disabled={!product.inStock}
          aria-disabled={adding || undefined}
          onClick={() => {
            if (!adding) void addToCart(product, quantity)
          }}
        >
          <ShoppingCart className="h-5 w-5" aria-hidden="true" />
          {!product.inStock ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
        </Button>
        <Button
          variant="outline"
          size="lg"
          aria-label="Save to wishlist"
          aria-pressed={inWishlist}
          onClick={onToggleWishlist}
          className={cn('ml-auto px-4 sm:ml-0 md:max-lg:ml-auto', inWishlist && 'border-red-200 bg-red-50 text-red-600 hover:bg-red-100')}
        >
          <Heart className={cn('h-5 w-5', inWishlist && 'fill-current')} aria-hidden="true" />
        </Button>
      </div>

      {!product.inStock && <BackInStock productId={product.id} className="mt-6" />}

      <CompareToggle product={product} className="mt-4" />

      <ul className="mt-8 grid gap-4 sm:grid-cols-3 md:max-lg:grid-cols-1">
        <FreeShippingTile />
        <InfoTile Icon={Shield} {...warrantyTile(product.specifications)} />
        <InfoTile Icon={RotateCcw} title="30-Day Returns" text="Hassle-free returns" />
      </ul>
    </div>
  )
}

function InfoTile({ Icon, title, text }: { Icon: typeof Truck; title: string; text: string }) {
  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 p-4">
      <Icon className="h-6 w-6 shrink-0 text-primary-600" aria-hidden="true" />
      <div>
        <p className="text-sm font-semibold text-slate-900">{title}</p>
        <p className="text-xs text-slate-500">{text}</p>
      </div>
    </li>
  )
}

function ProductNotFound() {
  return (
    <section className="container flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Product Not Found</h1>
      <p className="mt-3 text-slate-600">The product you're looking for doesn't exist.</p>
      <Link to="/products" className={buttonStyles({ className: 'mt-8' })}>
        Browse All Products
      </Link>
    </section>
  )
}

function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <section role="alert" className="container flex flex-col items-center py-24 text-center">
      <AlertCircle className="h-10 w-10 text-red-600" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">Failed to load this product. Please try again.</h1>
      <div className="mt-8 flex gap-3">
        <Button onClick={onRetry}>Try Again</Button>
        <Link to="/products" className={buttonStyles({ variant: 'outline' })}>
          Browse All Products
        </Link>
      </div>
    </section>
  )
}

/** Where the tabs go until their code is in: their row and a few lines, so little moves when they come. */
function InfoTabsSkeleton() {
  return (
    <div aria-hidden="true" className="mt-12 min-h-64 animate-pulse">
      <div className="flex gap-4 border-b border-slate-200 py-3">
        <div className="h-5 w-24 rounded bg-slate-200" />
        <div className="h-5 w-20 rounded bg-slate-200" />
        <div className="h-5 w-32 rounded bg-slate-200" />
      </div>
      <div className="space-y-5 py-6">
        <div className="h-4 rounded bg-slate-200" />
        <div className="h-4 rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  )
}

function DetailSkeleton() {
  return (
    <div role="status" aria-label="Loading product" className="container animate-pulse py-10">
      <div className="h-4 w-40 rounded bg-slate-200" />
      <div className="mt-8 grid gap-10 md:grid-cols-2 md:gap-8 lg:gap-10">
        <div className="aspect-square rounded-2xl bg-slate-200" />
        <div className="space-y-4">
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="h-8 w-3/4 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-20 rounded bg-slate-200" />
          <div className="h-10 w-1/3 rounded bg-slate-200" />
          <div className="h-12 rounded bg-slate-200" />
        </div>
      </div>
    </div>
  )
}

/** The free-shipping tile, as Medusa's shipping options have it: 'Free Shipping / On orders over $99'. */
function FreeShippingTile() {
  const free = useFreeShipping()
  if (free === null) return <InfoTile Icon={Truck} title="Fast Shipping" text="Rates shown at checkout" />
  const orders = free ? freeShippingOrders(free) : 'on qualifying orders'
  return <InfoTile Icon={Truck} title="Free Shipping" text={`${orders[0].toUpperCase()}${orders.slice(1)}`} />
}
