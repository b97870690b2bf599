import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductFits } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'
import { productKeys } from '@/lib/query-keys'

const NO_FITS: ProductFits = { supplies: [], fits: [] }

/**
 * GET /api/products/:id/fits: the published supplies and accessories that fit the product (in stock
 * first) and the published products it fits itself.
 */
export async function getProductFits(productId: string): Promise<ProductFits> {
  const [body, { productFitsSchema }] = await Promise.all([
    getJson<unknown>(`/api/products/${encodeURIComponent(productId)}/fits`),
    loadAnswerSchemas(),
  ])
  return body === null ? NO_FITS : productFitsSchema.parse(body)
}

/**
 * Under the products' lists (an order placed marks them stale: what is in stock may have changed);
 * asked for once the sections are wanted (`enabled`), never retried: without them the page is complete.
 */
export const productFitsQueryOptions = (productId: string, { enabled }: { enabled: boolean }) =>
  queryOptions({
    queryKey: [...productKeys.lists(), 'fits', productId] as const,
    queryFn: () => getProductFits(productId),
    enabled: enabled && productId.length > 0,
    retry: false,
  })

export function useProductFits(productId: string, { enabled }: { enabled: boolean }) {
  return useQuery(productFitsQueryOptions(productId, { enabled }))
}
