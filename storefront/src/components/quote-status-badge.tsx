import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@printshop/contract'
import { cn } from '@/lib/cn'

/** Requested amber (waiting for prices), quoted blue (waiting for the customer), accepted green, declined red, expired grey. */
const TONES: Record<QuoteStatus, string> = {
  requested: 'bg-amber-100 text-amber-800 border-amber-200',
  quoted: 'bg-blue-100 text-blue-800 border-blue-200',
  accepted: 'bg-green-100 text-green-800 border-green-200',
  declined: 'bg-red-100 text-red-800 border-red-200',
  expired: 'bg-slate-100 text-slate-700 border-slate-200',
}

/** A quote's status as a coloured pill that names it (the colour is never the only sign). */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {QUOTE_STATUS_LABELS[status]}
    </span>
  )
}
