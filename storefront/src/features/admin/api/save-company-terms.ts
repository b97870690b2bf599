import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminCompanySchema, type AdminCompany, type PaymentTerms } from '@printshop/contract'
import { adminRequest } from './admin-client'
import { adminCompanyKeys } from './get-companies'

/**
 * PUT /api/admin/companies/{id}/terms { paymentTerms }: gives the company net 15, 30 or 60 (its
 * members may then pay by invoice) or takes its terms away (null); the company as it now is.
 */
export async function saveCompanyTerms({ id, paymentTerms }: { id: string; paymentTerms: PaymentTerms | null }): Promise<AdminCompany> {
  const response = await adminRequest('PUT', `/api/admin/companies/${encodeURIComponent(id)}/terms`, { json: { paymentTerms } })
  return adminCompanySchema.parse(await response.json())
}

/** The saved company replaces the one shown; the lists are read again. */
export function useSaveCompanyTerms() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveCompanyTerms,
    onSuccess: (company) => {
      queryClient.setQueryData(adminCompanyKeys.detail(company.id), company)
      return queryClient.invalidateQueries({ queryKey: adminCompanyKeys.lists() })
    },
  })
}
