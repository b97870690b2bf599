import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shopApi } from "../lib/shop-api"
import { shopKeys } from "../lib/shop-queries"

export type LinkedProduct = { id: string; title: string; sku: string | null; status: string }
export type ProductFitsAnswer = { fits: LinkedProduct[]; supplies: LinkedProduct[] }

const fitsPath = (id: string) => `/admin/product-fits/${encodeURIComponent(id)}`

/** GET /admin/product-fits/{id}: what the product fits, and what fits it. */
export function useProductFits(id: string) {
  return useQuery({
    queryKey: shopKeys.productFits(id),
    queryFn: ({ signal }) => shopApi<ProductFitsAnswer>(fitsPath(id), { signal }),
  })
}

/** PUT /admin/product-fits/{id} { fits }: the products it fits, by SKU or name. */
export function useSaveProductFits(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (fits: string[]) => shopApi<ProductFitsAnswer>(fitsPath(id), { method: "PUT", body: { fits } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(shopKeys.productFits(id), answer)
      // The shop details widget shows the same product's answer.
      void queryClient.invalidateQueries({ queryKey: shopKeys.product(id) })
    },
  })
}
