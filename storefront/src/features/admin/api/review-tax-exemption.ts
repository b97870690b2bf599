import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminTaxExemptionSchema, type AdminTaxExemption, type TaxExemptionReviewBody } from '@printshop/contract'
import { adminRequest } from './admin-client'
import { adminTaxExemptionKeys } from './get-tax-exemptions'

/**
 * POST /api/admin/tax-exemptions/{id}/review { decision, note? }: the certificate as it now is; the
 * member who uploaded it is e-mailed the decision. 400 with errors [{ path: 'note' }] for a
 * rejection without a reason.
 */
export async function reviewTaxExemption({ id, body }: { id: string; body: TaxExemptionReviewBody }): Promise<AdminTaxExemption> {
  const response = await adminRequest('POST', `/api/admin/tax-exemptions/${encodeURIComponent(id)}/review`, { json: body })
  return adminTaxExemptionSchema.parse(await response.json())
}

/**
 * The lists (and the count waiting for review) and the companies' certificates are read again, in
 * the background: the review dialog closes at once, not after the lists.
 */
export function useReviewTaxExemption() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: reviewTaxExemption,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminTaxExemptionKeys.all })
    },
  })
}
