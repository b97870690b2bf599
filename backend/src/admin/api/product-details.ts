import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { AdminProduct } from "@printshop/contract"
import { shopApi } from "../lib/shop-api"
import { shopKeys } from "../lib/shop-queries"

/** What the dashboard's widget changes: the shop's details of a product, nothing of Medusa's own. */
export type ProductDetailsChange = {
  brand: string
  /** 'Key: Value' lines. */
  specifications: string
  features: string[]
  isFeatured: boolean
  isBusinessProduct: boolean
  /** Dollars, e.g. '299.99'; null for none. */
  originalPrice: string | null
  /** Quantity prices as units:price pairs, e.g. '5:42.00|10:39.00'; empty for none. */
  quantityPrices: string
}

const productPath = (id: string) => `/api/admin/products/${encodeURIComponent(id)}`

/** GET /api/admin/products/{id}: the product as the shop shows it to staff. */
export function useShopProduct(id: string) {
  return useQuery({
    queryKey: shopKeys.product(id),
    queryFn: ({ signal }) => shopApi<AdminProduct>(productPath(id), { signal }),
  })
}

/** PUT /api/admin/products/{id} with the details only; the answer replaces the cached product. */
export function useSaveProductDetails(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: ProductDetailsChange) => shopApi<AdminProduct>(productPath(id), { method: "PUT", body: change }),
    onSuccess: (product) => queryClient.setQueryData(shopKeys.product(id), product),
  })
}
