import { Pill, type PillTone } from '@/components/ui/pill'
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@/lib/invoices'

/** Paid green, awaiting payment amber, overdue red. */
const TONES: Record<InvoiceStatus, PillTone> = { paid: 'green', awaiting: 'amber', overdue: 'red' }

/** An invoice's status as a coloured pill that names it. */
export function InvoiceStatusBadge({ status, className }: { status: InvoiceStatus; className?: string }) {
  return (
    <Pill tone={TONES[status]} className={className}>
      {INVOICE_STATUS_LABELS[status]}
    </Pill>
  )
}
