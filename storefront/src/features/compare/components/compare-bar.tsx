import { Link } from 'react-router-dom'
import { X } from 'lucide-react'
import { ProductImage } from '@/components/product-image'
import { buttonStyles } from '@/components/ui/button'
import { useToastsAtTop } from '@/components/ui/use-toast'
import { comparePath, productPath } from '@/lib/paths'
import { productImages } from '@/lib/product-image'
import { MAX_COMPARE_ITEMS, useCompareStore } from '@/stores/compare-store'

/**
 * The bar fixed at the foot of the screen while products are chosen for comparing: their pictures
 * (and names from sm), each removable, how many of the four, Clear and Compare now. Toasts show at
 * the top meanwhile, so they never cover it.
 */
export function CompareBar() {
  useToastsAtTop()
  const items = useCompareStore((state) => state.items)
  const removeItem = useCompareStore((state) => state.removeItem)
  const clearCompare = useCompareStore((state) => state.clearCompare)
  if (items.length === 0) return null
  const freeSlots = MAX_COMPARE_ITEMS - items.length

  return (
    <section
      aria-label="Compare products"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
    >
      <div className="container flex flex-col gap-2 py-3 lg:flex-row lg:items-center lg:gap-6">
        <div className="flex items-center justify-between gap-3 lg:shrink-0 lg:flex-col lg:items-start lg:gap-0">
          <p className="whitespace-nowrap text-sm font-semibold text-slate-900">
            Compare products{' '}
            <span aria-live="polite" className="font-normal text-slate-600">
              {`${items.length} of ${MAX_COMPARE_ITEMS}`}
            </span>
          </p>
          <button
            type="button"
            onClick={clearCompare}
            className="min-h-8 rounded text-sm font-medium text-slate-600 underline underline-offset-2 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
          >
            Clear<span className="sr-only"> compared products</span>
          </button>
        </div>
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <ul className="flex min-w-0 flex-1 gap-2">
            {items.map((product) => (
              <li key={product.id} className="relative min-w-0 flex-1">
                <Link
                  to={productPath(product.id)}
                  className="flex h-12 items-center gap-2 rounded-lg border border-slate-200 bg-white p-1 hover:border-primary-300 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 sm:pr-6"
                >
                  <ProductImage src={productImages(product)[0] ?? ''} alt="" className="h-10 w-10 shrink-0 object-contain" />
                  {/* A phone's row has room for the pictures only: the name is read, not shown. */}
                  <span className="sr-only sm:not-sr-only sm:line-clamp-2 sm:text-xs sm:font-medium sm:leading-tight sm:text-slate-800">
                    {product.name}
                  </span>
                </Link>
                <button
                  type="button"
                  aria-label={`Remove ${product.name} from comparison`}
                  title={`Remove ${product.name}`}
                  onClick={() => removeItem(product.id)}
                  className="absolute -right-1.5 -top-1.5 flex h-6 w-6 items-center justify-center rounded-full bg-slate-700 text-white shadow hover:bg-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-1"
                >
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            ))}
            {Array.from({ length: freeSlots }, (_, index) => (
              <li key={`free-${index}`} aria-hidden="true" className="h-12 min-w-0 flex-1 rounded-lg border border-dashed border-slate-300 bg-slate-50" />
            ))}
          </ul>
          <Link to={comparePath(items.map((product) => product.id))} className={buttonStyles({ className: 'shrink-0 whitespace-nowrap' })}>
            Compare now
          </Link>
        </div>
      </div>
    </section>
  )
}
