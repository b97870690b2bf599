import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Eye } from 'lucide-react'
import { ORDER_STATUSES, isInvoiceOverdue, todayUtc, type AdminOrder, type OrderStatus } from '@printshop/contract'
import { OrderStatusBadge } from '@/components/order-status-badge'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/input'
import { SearchField } from '@/components/ui/search-field'
import { serverMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { formatOrderDate } from '@/lib/order-dates'
import { statusLabel } from '@/lib/order-status'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useAdminOrder } from '../api/get-admin-order'
import { ADMIN_ORDER_PAGE_SIZE, useAdminOrders } from '../api/get-admin-orders'
import { AdminListTable, Badge, Td } from './admin-table'
import { OrderDetailDialog } from './order-detail-dialog'
import { Pager } from './pager'

const SEARCH_DELAY_MS = 300

const isOrderStatus = (value: string): value is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(value)

/**
 * Order Management (docs/using-the-shop.md, "The staff area (/admin)"): every order, newest first,
 * filtered by status and searched by number or e-mail; an invoice on payment terms past its due day
 * unpaid is marked Overdue. ?order=<number> opens that order (an accepted quote links to its order
 * so).
 */
export function OrdersTab() {
  const [status, setStatus] = useState<OrderStatus | ''>('')
  const [search, setSearch] = useState('')
  const [offset, setOffset] = useState(0)
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const { data, isPending, isError, isPlaceholderData } = useAdminOrders({
    status: status || undefined,
    search: term || undefined,
    limit: ADMIN_ORDER_PAGE_SIZE,
    offset,
  })
  const [viewing, setViewing] = useState<AdminOrder | null>(null)
  const [searchParams, setSearchParams] = useSearchParams()
  const linkedId = searchParams.get('order') || null
  const linked = useAdminOrder(linkedId ?? '', { enabled: linkedId !== null })
  const today = todayUtc()

  function closeOrder() {
    setViewing(null)
    if (linkedId === null) return
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        next.delete('order')
        return next
      },
      { replace: true },
    )
  }

  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="orders-heading" className="text-xl font-semibold text-slate-900">
          Orders
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <div>
            <label htmlFor="admin-order-status" className="sr-only">
              Status
            </label>
            <Select
              id="admin-order-status"
              value={status}
              className="h-11 sm:w-44"
              onChange={(event) => {
                setStatus(isOrderStatus(event.target.value) ? event.target.value : '')
                setOffset(0)
              }}
            >
              <option value="">All Statuses</option>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {statusLabel(value)}
                </option>
              ))}
            </Select>
          </div>
          <SearchField
            id="admin-order-search"
            label="Search orders"
            placeholder="Order number or email"
            value={search}
            onChange={(value) => {
              setSearch(value)
              setOffset(0)
            }}
            className="sm:w-72"
          />
        </div>
      </div>

      {linkedId !== null && linked.isError && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverMessage(linked.error) ?? `Order #${linkedId} could not be loaded.`}
        </p>
      )}

      <AdminListTable
        label="Orders"
        columns={['Order ID', 'Customer', 'Total', 'Status', 'Date']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.orders}
        loadingText="Loading orders..."
        errorText="Failed to fetch orders"
        emptyText="No orders found"
        renderRow={(order) => (
          <tr key={order.orderId} className="bg-white hover:bg-slate-50">
            <Td className="whitespace-nowrap font-medium text-slate-900">#{order.id}</Td>
            <Td>
              <p className="font-medium text-slate-900">{order.customerName}</p>
              <p className="whitespace-nowrap text-xs text-slate-500">{order.customerEmail}</p>
            </Td>
            <Td className="whitespace-nowrap font-medium text-slate-900">{formatPrice(order.totalAmount)}</Td>
            <Td>
              <OrderStatusBadge status={order.status} />
              {isInvoiceOverdue(order, today) && (
                <span className="mt-1 block">
                  <Badge tone="red">Overdue</Badge>
                </span>
              )}
            </Td>
            <Td className="whitespace-nowrap">{formatOrderDate(order.createdAt)}</Td>
            <Td sticky className="text-right">
              <Button variant="outline" size="sm" onClick={() => setViewing(order)} aria-label={`View order #${order.id}`}>
                <Eye className="h-4 w-4" aria-hidden="true" />
                View
              </Button>
            </Td>
          </tr>
        )}
      />
      {data && <Pager label="Order pages" offset={data.offset} limit={ADMIN_ORDER_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}

      <OrderDetailDialog order={viewing ?? (linkedId !== null ? (linked.data ?? null) : null)} onClose={closeOrder} />
    </section>
  )
}
