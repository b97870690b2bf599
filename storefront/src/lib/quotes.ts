import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { QUOTE_MESSAGES, quoteStatusOn, todayUtc, type Quote, type QuoteRequestPayload, type QuoteStatus } from '@printshop/contract'
import { ApiError, apiRequest, getJson, serverMessage } from './api-client'
import { useAuthToken } from './auth-token'
import { loadContractSchemas } from './contract-schemas'
import { quoteKeys } from './query-keys'

// A quote is asked for from the cart and /business, read and answered in the account, and accepted
// through the checkout (four screens of three features), so what they share lives here.

/** A quote in the account's Quotes tab (the e-mails link here too). */
export const quoteAccountPath = (id: string) => `/account?tab=quotes&quote=${encodeURIComponent(id)}`

/** The checkout of a quote: its lines at the quoted prices. */
export const quoteCheckoutPath = (id: string) => `/checkout?quote=${encodeURIComponent(id)}`

const quoteUrl = (id: string) => `/api/user/quotes/${encodeURIComponent(id)}`

/**
 * POST /api/quotes: 201 with the quote asked for; 401 for a visitor, 400 naming a product the shop
 * no longer sells. The cart asks with its lines, /business with the products picked there.
 */
export async function requestQuote(body: QuoteRequestPayload): Promise<Quote> {
  // The schemas come with the answer: the cart's first paint does without zod.
  const [response, { quoteSchema }] = await Promise.all([apiRequest('POST', '/api/quotes', body), loadContractSchemas()])
  return quoteSchema.parse(await response.json())
}

/** Asks for a quote; the account's list of quotes is read again the next time it shows. */
export function useRequestQuote() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quote.id), quote)
      void queryClient.invalidateQueries({ queryKey: quoteKeys.lists() })
    },
  })
}

/** GET /api/user/quotes/{id}: one of the signed-in customer's quotes, or null when it is not theirs (404) or nobody is signed in (401). */
export async function getUserQuote(id: string): Promise<Quote | null> {
  try {
    const [body, { quoteSchema }] = await Promise.all([getJson<unknown>(quoteUrl(id)), loadContractSchemas()])
    return body === null ? null : quoteSchema.parse(body)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** Asked only when signed in, and fetched again whenever a screen shows it: staff may have priced it meanwhile. */
export const userQuoteQueryOptions = (id: string, token: string | null) =>
  queryOptions({
    queryKey: quoteKeys.detail(id),
    queryFn: () => getUserQuote(id),
    enabled: Boolean(token) && id !== '',
    retry: false,
    staleTime: 0,
  })

export function useUserQuote(id: string) {
  const token = useAuthToken()
  return useQuery(userQuoteQueryOptions(id, token))
}

/** The quote's status today: a quoted quote whose last day has passed is expired, even on a screen left open past midnight. */
export function currentQuoteStatus(quote: Pick<Quote, 'status' | 'validUntil'>, now = new Date()): QuoteStatus {
  return quote.status === 'quoted' ? quoteStatusOn('quoted', quote.validUntil, todayUtc(now)) : quote.status
}

/**
 * The server's words for a quote it would not act on (409 expired, accepted, declined, not priced;
 * 404 not found), answered with a `quote_` code or one of QUOTE_MESSAGES; null for any other failure.
 */
export function quoteProblem(error: unknown): string | null {
  if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) return null
  const message = serverMessage(error)
  if (!message) return null
  let code: unknown
  try {
    code = (JSON.parse(error.body) as { code?: unknown }).code
  } catch {
    code = undefined
  }
  const known = (Object.values(QUOTE_MESSAGES) as string[]).includes(message)
  return known || (typeof code === 'string' && code.startsWith('quote_')) ? message : null
}

const calendarDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })

/** 'March 31, 2026' for a calendar date (YYYY-MM-DD) such as a quote's last day, the same day in every time zone. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return ''
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? '' : calendarDate.format(date)
}
