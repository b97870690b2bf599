import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SearchTerm } from '@printshop/contract'
import { adminKeys } from '@/lib/query-keys'
import { adminRequest } from './admin-client'

/** DELETE /api/admin/search-terms/{id}: the term leaves the list (until shoppers search it again); only its success matters. */
export async function clearSearchTerm(term: SearchTerm): Promise<void> {
  await adminRequest('DELETE', `/api/admin/search-terms/${encodeURIComponent(term.id)}`)
}

export function useClearSearchTerm() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: clearSearchTerm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.searchTerms.all }),
  })
}
