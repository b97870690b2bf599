import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { getJson } from '@/lib/api-client'
import type { Product } from '@/types/api'
import { toProductsSearchParams, type ProductListQuery } from '../utils/list-params'
import { productKeys } from './product-keys'
import { productListSchema } from './product-schemas'

/** Page size of the product list screen (the server accepts 1-100). */
export const PRODUCT_PAGE_SIZE = 24

export interface ProductPage {
  products: Product[]
  count: number
  limit: number
  offset: number
  /** Brands available under the other filters, for the filter panel. */
  brands: string[]
}

const productPageSchema = z.object({
  products: productListSchema,
  count: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  offset: z.number().int().nonnegative(),
  brands: z.array(z.string()).nullish().transform((value) => value ?? []),
})

function productsUrl(query: ProductListQuery, paging?: { limit: number; offset: number }): string {
  const params = toProductsSearchParams(query)
  if (paging) {
    params.set('limit', String(paging.limit))
    params.set('offset', String(paging.offset))
  }
  const search = params.toString()
  return search ? `/api/products?${search}` : '/api/products'
}

/** GET /api/products without paging: the plain list the category pages and the home page show. */
export async function getProducts(query: ProductListQuery = {}): Promise<Product[]> {
  return productListSchema.parse((await getJson<unknown>(productsUrl(query))) ?? [])
}

/** GET /api/products with limit/offset: one page of matches plus the total count and available brands. */
export async function getProductPage(query: ProductListQuery, offset: number, limit = PRODUCT_PAGE_SIZE): Promise<ProductPage> {
  return productPageSchema.parse(await getJson<unknown>(productsUrl(query, { limit, offset })))
}

export function useProducts(query: ProductListQuery = {}) {
  return useQuery({
    queryKey: productKeys.list(query),
    queryFn: () => getProducts(query),
  })
}

/** The product list screen's matches, fetched a page at a time ('Load More'). */
export function useProductPages(query: ProductListQuery) {
  return useInfiniteQuery({
    queryKey: productKeys.list({ ...query, limit: PRODUCT_PAGE_SIZE }),
    queryFn: ({ pageParam }) => getProductPage(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => {
      const nextOffset = lastPage.offset + lastPage.products.length
      return lastPage.products.length > 0 && nextOffset < lastPage.count ? nextOffset : undefined
    },
    // Changing a filter keeps the current grid on screen until the new matches arrive.
    placeholderData: keepPreviousData,
  })
}
