import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { MIN_SUGGESTION_LENGTH, productListApiPath, type Product } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'
import { productKeys } from '@/lib/query-keys'

/** How many matches the quote's product search shows. */
export const PRODUCT_SEARCH_RESULTS = 8

/** GET /api/products?search=&limit=&offset=0: the first matches of a search of the catalogue, as its search box finds them. */
export async function searchProducts(term: string): Promise<Product[]> {
  const [body, { productPageSchema }] = await Promise.all([
    getJson<unknown>(productListApiPath({ search: term }, { limit: PRODUCT_SEARCH_RESULTS, offset: 0 })),
    loadAnswerSchemas(),
  ])
  return productPageSchema.parse(body).products
}

/**
 * Asked from two characters on (trimmed), under the products' keys (an order placed marks them
 * stale); the last matches stay on screen while the next are asked.
 */
export const productSearchQueryOptions = (input: string) => {
  const term = input.trim()
  return queryOptions({
    queryKey: [...productKeys.lists(), 'search', term] as const,
    queryFn: () => searchProducts(term),
    enabled: term.length >= MIN_SUGGESTION_LENGTH,
    placeholderData: keepPreviousData,
  })
}

export function useProductSearch(input: string) {
  return useQuery(productSearchQueryOptions(input))
}
