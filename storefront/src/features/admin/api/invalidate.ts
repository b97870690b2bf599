import type { QueryClient } from '@tanstack/react-query'
import { adminKeys, productKeys, reviewKeys, searchSuggestionKeys } from '@/lib/query-keys'

/**
 * What a change to the catalogue changes: the product table, the dashboard's counts, and the
 * shop's product lists, details and search suggestions.
 */
export function invalidateCatalogue(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.products.all }),
    queryClient.invalidateQueries({ queryKey: adminKeys.stats() }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
    queryClient.invalidateQueries({ queryKey: searchSuggestionKeys.all }),
  ])
}

/** What hiding or showing a review changes: the staff list, the shop's reviews and the product's rating and count. */
export function invalidateReviews(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.reviews.all }),
    queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
    queryClient.invalidateQueries({ queryKey: productKeys.all }),
  ])
}
