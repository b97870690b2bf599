import { productApiPath, type Product } from '@printshop/contract'
import { ApiError, getJson } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'

/** What the shop says of a product ordered before: sold (with its stock now), no longer sold, or no answer. */
export type ProductLookup = { kind: 'found'; product: Product } | { kind: 'not_found' } | { kind: 'failed' }

/** GET /api/products/{id}, for ordering a product again: a 404 means the shop no longer sells it. */
export async function lookUpProduct(id: string): Promise<ProductLookup> {
  try {
    const [body, { productSchema }] = await Promise.all([getJson<unknown>(productApiPath(id)), loadAnswerSchemas()])
    const parsed = productSchema.safeParse(body)
    return parsed.success ? { kind: 'found', product: parsed.data } : { kind: 'failed' }
  } catch (error) {
    return error instanceof ApiError && error.status === 404 ? { kind: 'not_found' } : { kind: 'failed' }
  }
}
