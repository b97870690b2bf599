import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { promotionSchema, type Promotion, type PromotionPayload, type promotionUpdateSchema } from '@printshop/contract'
import { adminRequest } from './admin-client'
import { adminPromotionKeys } from './get-promotions'

/** What PUT /api/admin/promotions/{id} takes: any of the fields. */
export type PromotionUpdatePayload = z.input<typeof promotionUpdateSchema>

/** POST /api/admin/promotions: the new promotion (201). */
export async function createPromotion(payload: PromotionPayload): Promise<Promotion> {
  const response = await adminRequest('POST', '/api/admin/promotions', { json: payload })
  return promotionSchema.parse(await response.json())
}

/** PUT /api/admin/promotions/{id} with the fields that changed: the promotion as it now is. */
export async function updatePromotion({ id, payload }: { id: string; payload: PromotionUpdatePayload }): Promise<Promotion> {
  const response = await adminRequest('PUT', `/api/admin/promotions/${encodeURIComponent(id)}`, { json: payload })
  return promotionSchema.parse(await response.json())
}

/** DELETE /api/admin/promotions/{id}; only its success matters, so the answer is not read. */
export async function deletePromotion(id: string): Promise<void> {
  await adminRequest('DELETE', `/api/admin/promotions/${encodeURIComponent(id)}`)
}

export function useCreatePromotion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createPromotion, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromotionKeys.all }) })
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updatePromotion, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromotionKeys.all }) })
}

export function useDeletePromotion() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: deletePromotion, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminPromotionKeys.all }) })
}
