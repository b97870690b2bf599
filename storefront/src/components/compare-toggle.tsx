import type { Product } from '@printshop/contract'
import { toast } from '@/components/ui/use-toast'
import { cn } from '@/lib/cn'
import { COMPARE_LIMIT_MESSAGE, selectIsCompared, useCompareStore } from '@/stores/compare-store'

/**
 * The 'Compare' checkbox of a product card and a product's page: ticked, the product joins the
 * compare bar; a fifth product is refused with a toast saying the limit. Its name says the product
 * ('Compare LaserJet Pro M404n'), as a grid has one per card.
 */
export function CompareToggle({ product, className }: { product: Product; className?: string }) {
  const compared = useCompareStore(selectIsCompared(product.id))
  const toggleItem = useCompareStore((state) => state.toggleItem)

  function onChange() {
    if (toggleItem(product) === 'full') toast({ title: 'Compare list full', description: COMPARE_LIMIT_MESSAGE })
  }

  return (
    // The whole label is the target (at least 32 px high), not just the 16 px box.
    <label
      className={cn(
        'inline-flex min-h-8 cursor-pointer select-none items-center gap-2 rounded text-sm font-medium text-slate-700 hover:text-primary-700',
        className,
      )}
    >
      <input
        type="checkbox"
        checked={compared}
        onChange={onChange}
        className="h-4 w-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2"
      />
      <span>
        Compare<span className="sr-only"> {product.name}</span>
      </span>
    </label>
  )
}
