import { useState } from 'react'
import { Eye } from 'lucide-react'
import { RETURN_REASON_LABELS, RETURN_STATUSES, RETURN_STATUS_LABELS, type AdminReturn, type ReturnStatus } from '@printshop/contract'
import { ReturnStatusBadge } from '@/components/return-status-badge'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/input'
import { formatOrderDate } from '@/lib/order-dates'
import { RETURN_PAGE_SIZE, useReturns } from '../api/get-returns'
import { AdminListTable, Td } from './admin-table'
import { Pager } from './pager'
import { ReturnDetailDialog } from './return-detail-dialog'

const isReturnStatus = (value: string): value is ReturnStatus => (RETURN_STATUSES as readonly string[]).includes(value)

/** '1 item', '3 items': the units of a return, its lines added up. */
function itemCountText(ret: Pick<AdminReturn, 'items'>): string {
  const count = ret.items.reduce((sum, item) => sum + item.quantity, 0)
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

/** Returns: every return customers requested, newest first, by status; each is marked received here. */
export function ReturnsTab() {
  const [status, setStatus] = useState<ReturnStatus | ''>('')
  const [offset, setOffset] = useState(0)
  const { data, isPending, isError, isPlaceholderData } = useReturns({ status: status || undefined, limit: RETURN_PAGE_SIZE, offset })
  const [viewing, setViewing] = useState<AdminReturn | null>(null)

  return (
    <section aria-labelledby="returns-heading" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="returns-heading" className="text-xl font-semibold text-slate-900">
          Returns
        </h2>
        <div>
          <label htmlFor="admin-return-status" className="sr-only">
            Status
          </label>
          <Select
            id="admin-return-status"
            value={status}
            className="h-11 sm:w-44"
            onChange={(event) => {
              setStatus(isReturnStatus(event.target.value) ? event.target.value : '')
              setOffset(0)
            }}
          >
            <option value="">All</option>
            {RETURN_STATUSES.map((value) => (
              <option key={value} value={value}>
                {RETURN_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <AdminListTable
        label="Returns"
        columns={['Order', 'Customer', 'Items', 'Reason', 'Status', 'Requested']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.returns}
        loadingText="Loading returns..."
        errorText="Failed to load returns. Please try again."
        emptyText="No returns found"
        renderRow={(ret) => (
          <tr key={ret.id} className="bg-white hover:bg-slate-50">
            <Td className="whitespace-nowrap font-medium text-slate-900">#{ret.orderNumber}</Td>
            <Td className="min-w-[12rem]">
              <p className="font-medium text-slate-900">{ret.customerName}</p>
              <p className="break-all text-xs text-slate-500">{ret.customerEmail}</p>
            </Td>
            <Td className="whitespace-nowrap">{itemCountText(ret)}</Td>
            <Td className="whitespace-nowrap">{RETURN_REASON_LABELS[ret.reason]}</Td>
            <Td>
              <ReturnStatusBadge status={ret.status} />
            </Td>
            <Td className="whitespace-nowrap">{formatOrderDate(ret.createdAt)}</Td>
            <Td sticky className="text-right">
              <Button variant="outline" size="sm" onClick={() => setViewing(ret)} aria-label={`View return for order #${ret.orderNumber}`}>
                <Eye className="h-4 w-4" aria-hidden="true" />
                View
              </Button>
            </Td>
          </tr>
        )}
      />
      {data && <Pager label="Return pages" offset={data.offset} limit={RETURN_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}

      <ReturnDetailDialog ret={viewing} onClose={() => setViewing(null)} />
    </section>
  )
}
