import { useQuery } from '@tanstack/react-query'
import { adminOrderSchema } from '@printshop/contract'
import { adminKeys } from '@/lib/query-keys'
import { adminGet } from './admin-client'

/**
 * GET /api/admin/orders/{id} (Medusa's id or the order number): one order with the e-mails sent
 * about it (read again after each move). Not asked while `enabled` is false.
 */
export function useAdminOrder(orderId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: adminKeys.orders.detail(orderId),
    queryFn: ({ signal }) => adminGet(`/api/admin/orders/${encodeURIComponent(orderId)}`, adminOrderSchema, signal),
    staleTime: 0,
    enabled,
  })
}
