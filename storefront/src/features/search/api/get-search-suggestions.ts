import { useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { getJson } from '@/lib/api-client'

export const SUGGESTIONS_MIN_LENGTH = 2
export const SUGGESTIONS_STALE_TIME_MS = 5 * 60 * 1000

const suggestionsSchema = z.array(z.string())

export const searchSuggestionsQueryKey = (term: string) => ['/api/search-suggestions', term] as const

/** Suggestions for a term; an absent or failing endpoint simply gives none. */
export async function getSearchSuggestions(term: string): Promise<string[]> {
  try {
    const body = await getJson<unknown>(`/api/search-suggestions?q=${encodeURIComponent(term)}`)
    const parsed = suggestionsSchema.safeParse(body)
    return parsed.success ? parsed.data : []
  } catch {
    return []
  }
}

export function useSearchSuggestions(input: string) {
  const term = input.trim()
  return useQuery({
    queryKey: searchSuggestionsQueryKey(term),
    queryFn: () => getSearchSuggestions(term),
    enabled: term.length >= SUGGESTIONS_MIN_LENGTH,
    staleTime: SUGGESTIONS_STALE_TIME_MS,
  })
}
