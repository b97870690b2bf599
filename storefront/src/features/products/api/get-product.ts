import { queryOptions, useQuery } from '@tanstack/react-query'
import { productApiPath, type Product } from '@printshop/contract'
import { ApiError, getJson } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'
import { productKeys } from '@/lib/query-keys'

/** GET /api/products/:id; an unknown id rejects with a 404 ApiError. */
export async function getProduct(id: string): Promise<Product> {
  const [body, { productSchema }] = await Promise.all([getJson<unknown>(productApiPath(id)), loadAnswerSchemas()])
  if (body === null) throw new ApiError(404, 'Not Found', '')
  return productSchema.parse(body)
}

export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export const productQueryOptions = (id: string) =>
  queryOptions({
    queryKey: productKeys.detail(id),
    queryFn: () => getProduct(id),
    enabled: id.length > 0,
  })

export function useProduct(id: string) {
  return useQuery(productQueryOptions(id))
}
