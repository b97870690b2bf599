import { useMutation } from '@tanstack/react-query'
import { trackingSummarySchema, type OrderTrackingSummary, type TrackOrderBody } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'

/**
 * A visitor's lookup (POST /api/orders/track, no sign-in): the order number and the order's e-mail
 * address give the status and dates only. A wrong pair is a 404 ApiError. The e-mail goes in the
 * body, never in a URL that servers log.
 */
export async function trackOrder({ orderNumber, email }: TrackOrderBody): Promise<OrderTrackingSummary> {
  const response = await apiRequest('POST', '/api/orders/track', { orderNumber, email })
  return trackingSummarySchema.parse(await response.json())
}

export function useTrackOrder() {
  return useMutation({ mutationFn: trackOrder })
}
