import { queryOptions, useQuery } from '@tanstack/react-query'
import { adminStatsSchema, type AdminStats } from '@printshop/contract'
import { adminKeys } from '@/lib/query-keys'
import { adminGet } from './admin-client'

/** GET /api/admin/stats: the dashboard's four cards. */
export function getAdminStats(): Promise<AdminStats> {
  return adminGet('/api/admin/stats', adminStatsSchema)
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: getAdminStats, staleTime: 0 })

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions())
}
