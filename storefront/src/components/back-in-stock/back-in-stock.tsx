import { lazy, Suspense, useId } from 'react'
import { BellRing } from 'lucide-react'
import { cn } from '@/lib/cn'

// The form's code (react-hook-form and the contract's e-mail rule, with zod) is fetched only for a
// product that is out of stock: most product pages never need it.
const BackInStockForm = lazy(() => import('./back-in-stock-form').then((module) => ({ default: module.BackInStockForm })))

/**
 * 'E-mail me when it is back', under an out-of-stock product's disabled Add to Cart: its heading and
 * line are drawn with the page; until the form's code is in, a block of the form's height (the
 * field and the button stacked on a phone, side by side from sm) keeps what is below in place.
 */
export function BackInStock({ productId, className }: { productId: string; className?: string }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn('rounded-lg border border-slate-200 bg-slate-50 p-4', className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <BellRing className="h-4 w-4 text-primary-600" aria-hidden="true" />
        E-mail me when it is back
      </h2>
      <p className="mt-1 text-sm text-slate-600">We will send you one e-mail as soon as it is back in stock.</p>
      <Suspense fallback={<div aria-hidden="true" className="mt-3 h-[7.375rem] sm:h-[4.125rem]" />}>
        <BackInStockForm productId={productId} />
      </Suspense>
    </section>
  )
}
