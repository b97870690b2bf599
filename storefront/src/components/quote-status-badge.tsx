import { QUOTE_STATUS_LABELS, type QuoteStatus } from '@printshop/contract'
import { Pill, type PillTone } from '@/components/ui/pill'

/** Requested amber (waiting for prices), quoted blue (waiting for the customer), accepted green, declined red, expired grey. */
const TONES: Record<QuoteStatus, PillTone> = { requested: 'amber', quoted: 'blue', accepted: 'green', declined: 'red', expired: 'slate' }

/** A quote's status as a coloured pill that names it. */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  return (
    <Pill tone={TONES[status]} className={className}>
      {QUOTE_STATUS_LABELS[status]}
    </Pill>
  )
}
