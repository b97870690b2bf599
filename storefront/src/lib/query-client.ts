import { QueryClient, type QueryFunction } from '@tanstack/react-query'
import { getJson } from './api-client'

/** Without an explicit queryFn a query reads the URL made of its key, e.g. ['/api/products', id]. */
export const defaultQueryFn: QueryFunction = ({ queryKey }) => getJson(queryKey.map(String).join('/'))

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  })
}

export const queryClient = createQueryClient()
