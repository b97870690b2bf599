import { cn } from '@/lib/cn'
import { statusBadgeClass, statusLabel } from '@/lib/order-status'

/**
 * The order's status as a coloured pill (shipped is blue everywhere:
 * docs/decisions.md, "After the order").
 */
export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        statusBadgeClass(status),
        className,
      )}
    >
      {statusLabel(status)}
    </span>
  )
}
