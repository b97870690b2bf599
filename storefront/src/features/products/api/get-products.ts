import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, productListApiPath, type Product, type ProductPage } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'
import { productKeys, type ProductListQuery } from '@/lib/query-keys'

/** Page size of the product list screen (the server accepts 1-100). */
export const PRODUCT_PAGE_SIZE = DEFAULT_PAGE_SIZE

/** GET /api/products without paging: the plain list (at most 100) the category pages and the home page show. */
export async function getProducts(query: ProductListQuery = {}): Promise<Product[]> {
  const [body, { productListSchema }] = await Promise.all([getJson<unknown>(productListApiPath(query)), loadAnswerSchemas()])
  return productListSchema.parse(body ?? [])
}

/** GET /api/products with limit/offset: one page of matches plus the total count and available brands. */
export async function getProductPage(query: ProductListQuery, offset: number, limit = PRODUCT_PAGE_SIZE): Promise<ProductPage> {
  const [body, { productPageSchema }] = await Promise.all([getJson<unknown>(productListApiPath(query, { limit, offset })), loadAnswerSchemas()])
  return productPageSchema.parse(body)
}

export const productsQueryOptions = (query: ProductListQuery = {}) =>
  queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => getProducts(query),
  })

export function useProducts(query: ProductListQuery = {}, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(query), enabled })
}

/**
 * How many products match when a plain list (`shown`, the answer of GET /api/products for `query`)
 * is full: it holds at most 100, so a full one is followed by a page of one product, whose `count`
 * says how many match in all. Undefined when the list is not full (it holds them all) or while the
 * count is asked.
 */
export function useListCount(query: ProductListQuery, shown: Product[] | undefined): number | undefined {
  const full = shown?.length === MAX_PAGE_SIZE
  const page = useQuery({ queryKey: productKeys.list({ ...query, limit: 1 }), queryFn: () => getProductPage(query, 0, 1), enabled: full })
  return full ? page.data?.count : undefined
}

/**
 * How long the list's pages stay in the cache once no screen shows them: a shopper who opens a
 * product and comes Back finds every page they had loaded ('Load More'), so Back returns to the card
 * they left, not to a list cut back to its first page (TanStack Query's default is 5 minutes).
 */
export const PRODUCT_PAGES_GC_TIME_MS = 60 * 60 * 1000

/** The product list screen's matches, fetched a page at a time ('Load More'). */
export const productPagesQueryOptions = (query: ProductListQuery) =>
  infiniteQueryOptions({
    queryKey: productKeys.list({ ...query, limit: PRODUCT_PAGE_SIZE }),
    queryFn: ({ pageParam }) => getProductPage(query, pageParam),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => {
      const nextOffset = lastPage.offset + lastPage.products.length
      return lastPage.products.length > 0 && nextOffset < lastPage.count ? nextOffset : undefined
    },
    // Changing a filter keeps the current grid on screen until the new matches arrive.
    placeholderData: keepPreviousData,
    gcTime: PRODUCT_PAGES_GC_TIME_MS,
  })

export function useProductPages(query: ProductListQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...productPagesQueryOptions(query), enabled })
}
