import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminSalesSchema, type AdminSales } from '@printshop/contract'
import { adminKeys } from '@/lib/query-keys'
import { adminGet } from './admin-client'

/** GET /api/admin/sales: orders and revenue per day for the last 30 days, and the products running low. */
export function getAdminSales(): Promise<AdminSales> {
  return adminGet('/api/admin/sales', adminSalesSchema)
}

export const adminSalesQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.sales(), queryFn: getAdminSales, staleTime: 0 })

export function useAdminSales() {
  return useQuery(adminSalesQueryOptions())
}
