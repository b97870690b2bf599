import { useMutation } from '@tanstack/react-query'
import type { ProductLookup } from '@printshop/contract'
import { apiRequest } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'

/**
 * POST /api/products/lookup { skus } (1-200, whatever their case): the products the shop sells with
 * those SKUs, and the SKUs it does not know, as sent. Asked when the shopper checks the list, so the
 * stock and prices are the shop's at that moment (nothing is cached).
 */
export async function lookUpSkus(skus: string[]): Promise<ProductLookup> {
  const [response, { productLookupSchema }] = await Promise.all([apiRequest('POST', '/api/products/lookup', { skus }), loadAnswerSchemas()])
  return productLookupSchema.parse(await response.json())
}

export function useLookUpSkus() {
  return useMutation({ mutationFn: lookUpSkus })
}
