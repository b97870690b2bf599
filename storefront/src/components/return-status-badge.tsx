import { RETURN_STATUS_LABELS, type ReturnStatus } from '@printshop/contract'
import { Pill, type PillTone } from '@/components/ui/pill'

/** Requested amber (waiting for the parcel), received blue, refunded green. */
const TONES: Record<ReturnStatus, PillTone> = { requested: 'amber', received: 'blue', refunded: 'green' }

/** A return's status as a coloured pill, in the account's orders and in /admin's Returns alike. */
export function ReturnStatusBadge({ status, className }: { status: ReturnStatus; className?: string }) {
  return (
    <Pill tone={TONES[status]} className={className}>
      {RETURN_STATUS_LABELS[status]}
    </Pill>
  )
}
