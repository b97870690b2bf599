import { useMutation, useQueryClient } from '@tanstack/react-query'
import { adminReturnSchema, type AdminReturn, type ReceiveReturnBody } from '@printshop/contract'
import { ApiError } from '@/lib/api-client'
import { adminKeys } from '@/lib/query-keys'
import { adminRequest } from './admin-client'
import { invalidateCatalogue } from './invalidate'

/** What staff decide on receiving: which lines go back on sale, and a lower refund with its reason. */
export type ReceiveChoices = Omit<ReceiveReturnBody, 'refundAmount'> & { refundAmount?: string }

/**
 * POST /api/admin/returns/{id}/receive: the return as it now is, its refund recorded (status
 * 'refunded', or 'received' when nothing was refunded). 409 { message } when it was received
 * already or the refund is refused, 404 when there is no such return.
 */
export async function receiveReturn({ id, choices = {} }: { id: string; choices?: ReceiveChoices }): Promise<AdminReturn> {
  const response = await adminRequest('POST', `/api/admin/returns/${encodeURIComponent(id)}/receive`, { json: choices })
  return adminReturnSchema.parse(await response.json())
}

/** Receiving changes the returns list, and puts the items back into stock (the catalogue and the dashboard). */
export function useReceiveReturn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: receiveReturn,
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.returns.all }), invalidateCatalogue(queryClient)]),
    // A refusal means the return changed meanwhile: the list is read again.
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        void queryClient.invalidateQueries({ queryKey: adminKeys.returns.all })
      }
    },
  })
}
