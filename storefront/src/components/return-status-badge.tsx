import { RETURN_STATUS_LABELS, type ReturnStatus } from '@printshop/contract'
import { cn } from '@/lib/cn'

/** Requested amber (waiting for the parcel), received blue, refunded green. */
const TONES: Record<ReturnStatus, string> = {
  requested: 'bg-amber-100 text-amber-800 border-amber-200',
  received: 'bg-blue-100 text-blue-800 border-blue-200',
  refunded: 'bg-green-100 text-green-800 border-green-200',
}

/** A return's status as a coloured pill, in the account's orders and in /admin's Returns alike. */
export function ReturnStatusBadge({ status, className }: { status: ReturnStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {RETURN_STATUS_LABELS[status]}
    </span>
  )
}
