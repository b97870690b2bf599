import { cn } from '@/lib/cn'
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@/lib/invoices'

/** Paid green, awaiting payment amber, overdue red. */
const TONES: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-800 border-green-200',
  awaiting: 'bg-amber-100 text-amber-800 border-amber-200',
  overdue: 'bg-red-100 text-red-800 border-red-200',
}

/** An invoice's status as a coloured pill that names it (the colour is never the only sign). */
export function InvoiceStatusBadge({ status, className }: { status: InvoiceStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {INVOICE_STATUS_LABELS[status]}
    </span>
  )
}
