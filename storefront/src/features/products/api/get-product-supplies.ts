import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Product } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'
import { productKeys } from '@/lib/query-keys'

/**
 * How many products one request may name: the contract's MAX_SUPPLIES_FOR (a test checks they
 * agree), not imported, as the contract's module that holds it brings its schemas into the cart's files.
 */
export const MAX_SUPPLIES_FOR = 50

/** The products asked about, once each, in a stable order: the same cart asks the same question. */
const suppliesFor = (productIds: readonly string[]) => [...new Set(productIds)].sort().slice(0, MAX_SUPPLIES_FOR)

/**
 * GET /api/product-supplies?for=<id>,<id>: the supplies and accessories of these products (a cart's),
 * at most 12, in stock first, leaving out the products named; with `inStock` only those in stock.
 */
export async function getProductSupplies(productIds: readonly string[], { inStock = false }: { inStock?: boolean } = {}): Promise<Product[]> {
  const params = new URLSearchParams({ for: suppliesFor(productIds).join(',') })
  if (inStock) params.set('inStock', 'true')
  const [body, { productListSchema }] = await Promise.all([getJson<unknown>(`/api/product-supplies?${params}`), loadAnswerSchemas()])
  return productListSchema.parse(body ?? [])
}

/**
 * Under the products' lists (an order placed marks them stale). While the products change (a
 * supply added to the cart) the last answer stays on screen until the next one arrives, so the
 * section does not disappear and come back; never retried: the cart is complete without it.
 */
export const productSuppliesQueryOptions = (productIds: readonly string[], { inStock = false }: { inStock?: boolean } = {}) => {
  const ids = suppliesFor(productIds)
  return queryOptions({
    queryKey: [...productKeys.lists(), 'supplies', { for: ids, inStock }] as const,
    queryFn: () => getProductSupplies(ids, { inStock }),
    enabled: ids.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useProductSupplies(productIds: readonly string[], options: { inStock?: boolean } = {}) {
  return useQuery(productSuppliesQueryOptions(productIds, options))
}
