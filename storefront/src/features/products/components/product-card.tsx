import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { Eye } from 'lucide-react'
import type { Product } from '@printshop/contract'
import { CompareToggle } from '@/components/compare-toggle'
import { ProductImage } from '@/components/product-image'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { productPath } from '@/lib/paths'
import { productImages } from '@/lib/product-image'
import { productSaving, savingText } from '../utils/product-pricing'
import { AddToCartButton } from './add-to-cart-button'
import { ProductTitleBlock } from './product-title-block'

const SHOWN_FEATURES = 3

const TAG_STYLES: Record<string, { label: string; className: string }> = {
  bestseller: { label: 'Bestseller', className: 'bg-amber-700 text-white' },
  new: { label: 'New', className: 'bg-emerald-700 text-white' },
  sale: { label: 'Sale', className: 'bg-red-600 text-white' },
}

function tagStyle(tag: string) {
  return TAG_STYLES[tag.toLowerCase()] ?? { label: tag, className: 'bg-slate-800 text-white' }
}

/** A product in a grid: picture, name, rating, key features, price, Add to Cart and Compare. */
export function ProductCard({ product, priority = false }: { product: Product; priority?: boolean }) {
  const navigate = useNavigate()
  const images = productImages(product)
  const [imageIndex, setImageIndex] = useState(0)
  const saving = productSaving(product)
  const href = productPath(product.id)
  const extraFeatures = product.features.length - SHOWN_FEATURES

  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-slate-50">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <ProductImage
            src={images[imageIndex] ?? images[0] ?? ''}
            alt={product.name}
            priority={priority}
            className="h-full w-full object-contain p-2 transition-transform duration-300 group-hover:scale-105 sm:p-4"
          />
        </Link>
        {(product.tags.length > 0 || saving !== null) && (
          <div className="absolute left-2 top-2 flex flex-col items-start gap-1 sm:left-3 sm:top-3">
            {product.tags.map((tag) => {
              const style = tagStyle(tag)
              return (
                <span key={tag} className={cn('rounded px-2 py-0.5 text-xs font-semibold', style.className)}>
                  {style.label}
                </span>
              )
            })}
            {saving !== null && (
              <span className="rounded bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">{savingText(saving)}</span>
            )}
          </div>
        )}
        {/* It opens the product's page (there is no quick-view dialog), and is named for that. */}
        <button
          type="button"
          aria-label={`View ${product.name}`}
          title={`View ${product.name}`}
          onClick={() => navigate(href)}
          className="absolute right-2 top-2 flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow transition hover:bg-white hover:text-primary-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 sm:right-3 sm:top-3 sm:h-9 sm:w-9"
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
        </button>
        {images.length > 1 && (
          <div className="absolute bottom-1 left-1/2 flex -translate-x-1/2">
            {images.map((image, index) => (
              // A 24 px target around a 10 px dot, so a finger can hit it.
              <button
                key={image}
                type="button"
                aria-label={`Show image ${index + 1}`}
                aria-pressed={index === imageIndex}
                onClick={() => setImageIndex(index)}
                className="group/dot flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-2.5 w-2.5 rounded-full border border-white shadow transition',
                    index === imageIndex ? 'bg-primary-600' : 'bg-slate-300 group-hover/dot:bg-slate-400',
                  )}
                />
              </button>
            ))}
          </div>
        )}
      </div>

      {/* Two cards share a phone's row: less padding, and the features are left to the product's page. */}
      <div className="flex flex-1 flex-col p-3 sm:p-4">
        <ProductTitleBlock product={product} href={href} />
        {product.features.length > 0 && (
          <ul className="mt-3 hidden space-y-1 text-sm text-slate-600 sm:block">
            {product.features.slice(0, SHOWN_FEATURES).map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 h-1 w-1 shrink-0 rounded-full bg-primary-600" />
                <span className="line-clamp-1">{feature}</span>
              </li>
            ))}
            {extraFeatures > 0 && <li className="text-xs font-medium text-primary-600">+{extraFeatures} more</li>}
          </ul>
        )}
        <div className="mt-auto pt-4">
          <div className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-lg font-bold text-slate-900 sm:text-xl">{formatPrice(product.price)}</span>
            {saving !== null && product.originalPrice && (
              <span className="text-sm text-slate-500 line-through">
                <span className="sr-only">Original price </span>
                {formatPrice(product.originalPrice)}
              </span>
            )}
          </div>
          <AddToCartButton product={product} />
          <CompareToggle product={product} className="mt-2" />
        </div>
      </div>
    </article>
  )
}
