import { queryOptions, useQuery } from '@tanstack/react-query'
import { MIN_SUGGESTION_LENGTH } from '@printshop/contract'
import { getJson } from '@/lib/api-client'
import { loadAnswerSchemas } from '@/lib/contract-schemas'
import { searchSuggestionKeys } from '@/lib/query-keys'

export const SUGGESTIONS_STALE_TIME_MS = 5 * 60 * 1000

/** Suggestions for a term; an absent or failing endpoint simply gives none. */
export async function getSearchSuggestions(term: string): Promise<string[]> {
  try {
    // Loaded with the first suggestion, so the header does not bring zod into every page.
    const { suggestionsSchema } = await loadAnswerSchemas()
    const parsed = suggestionsSchema.safeParse(await getJson<unknown>(`/api/search-suggestions?q=${encodeURIComponent(term)}`))
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

/** Asked from two characters on (trimmed) and kept for five minutes. */
export const searchSuggestionsQueryOptions = (input: string) => {
  const term = input.trim()
  return queryOptions({
    queryKey: searchSuggestionKeys.list({ term }),
    queryFn: () => getSearchSuggestions(term),
    enabled: term.length >= MIN_SUGGESTION_LENGTH,
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  })
}

export function useSearchSuggestions(input: string) {
  return useQuery(searchSuggestionsQueryOptions(input))
}
