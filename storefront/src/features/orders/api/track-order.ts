import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api-client'
import type { OrderTrackingSummary } from '@/types/api'
import { normalizeStatus } from '../utils/order-status'

export interface TrackOrderLookup {
  orderNumber: string
  email: string
}

const trackingSummarySchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  status: z.string().transform(normalizeStatus),
  createdAt: z.string(),
  updatedAt: z.string(),
  estimatedDelivery: z.string().nullish().transform((value) => value ?? null),
})

/**
 * A visitor's lookup (POST /api/orders/track, no sign-in): the order number and the order's e-mail
 * address give the status and dates only. A wrong pair is a 404 ApiError. The e-mail goes in the
 * body, never in a URL that servers log.
 */
export async function trackOrder({ orderNumber, email }: TrackOrderLookup): Promise<OrderTrackingSummary> {
  const response = await apiRequest('POST', '/api/orders/track', { orderNumber, email })
  return trackingSummarySchema.parse(await response.json())
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder })
}
