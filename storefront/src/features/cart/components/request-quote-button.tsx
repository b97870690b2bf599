import { lazy, Suspense, useRef, useState } from 'react'
import { FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { CartItem } from '@/stores/cart-store'

// The dialog (Radix's dialog, react-hook-form and the contract's schemas) is fetched when the button
// is first used, not with the cart's first screen.
const RequestQuoteDialog = lazy(() => import('./request-quote-dialog').then((module) => ({ default: module.RequestQuoteDialog })))

/**
 * 'Request a Quote' under the cart's checkout button: a business buyer asks the shop to price the
 * cart's lines (docs/api.md, "Quotes"). The cart stays as it is.
 */
export function RequestQuoteButton({ items, className }: { items: CartItem[]; className?: string }) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button ref={buttonRef} variant="outline" aria-haspopup="dialog" className={className} onClick={() => setOpen(true)}>
        <FileText className="h-4 w-4" aria-hidden="true" />
        Request a Quote
      </Button>
      {/* Mounted while open, so each opening starts afresh; closing returns focus to the button. */}
      {open && (
        <Suspense fallback={null}>
          <RequestQuoteDialog items={items} onClose={() => setOpen(false)} returnFocusTo={buttonRef} />
        </Suspense>
      )}
    </>
  )
}
