import { useQuery } from '@tanstack/react-query'
import { ApiError, getJson } from '@/lib/api-client'
import type { Product } from '@/types/api'
import { productKeys } from './product-keys'
import { parseProduct } from './product-schemas'

/** GET /api/products/:id; an unknown id rejects with a 404 ApiError. */
export async function getProduct(id: string): Promise<Product> {
  const body = await getJson<unknown>(`/api/products/${encodeURIComponent(id)}`)
  if (body === null) throw new ApiError(404, 'Not Found', '')
  return parseProduct(body)
}

export function isProductNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export function useProduct(id: string) {
  return useQuery({
    queryKey: productKeys.detail(id),
    queryFn: () => getProduct(id),
    enabled: id.length > 0,
  })
}
