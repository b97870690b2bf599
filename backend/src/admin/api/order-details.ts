import { useQuery } from "@tanstack/react-query"
import type { AdminOrder } from "@printshop/contract"
import { shopApi } from "../lib/shop-api"
import { shopKeys } from "../lib/shop-queries"

/** GET /api/admin/orders/{id} with Medusa's order id: the order as the customer and the shop's staff see it. */
export function useShopOrder(orderId: string) {
  return useQuery({
    queryKey: shopKeys.order(orderId),
    queryFn: ({ signal }) => shopApi<AdminOrder>(`/api/admin/orders/${encodeURIComponent(orderId)}`, { signal }),
    staleTime: 0,
  })
}
