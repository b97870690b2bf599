import { useCallback, useMemo } from 'react'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  PROMO_MESSAGES,
  PROMO_REFUSALS,
  type CheckPromotionPayload,
  type OrderTotals,
  type PromoRefusalCode,
  type PromotionCheck,
  type PromotionRefusal,
} from '@printshop/contract'
import { useCartStore, type CartItem } from '@/stores/cart-store'
import { ApiError, apiRequest, serverFieldErrors } from './api-client'
import { loadContractSchemas } from './contract-schemas'
import { promotionKeys } from './query-keys'

// The promo code is redeemed in the cart and in the checkout (two features), so it lives here.

/** What the check is asked about: the cart's products and quantities (the server prices them). */
export type PromoLine = { productId: string; quantity: number }

/**
 * How long a check's answer is reused for the same code and lines, the cart and the checkout
 * alike; later the code is checked again, as it may have expired or been used up meanwhile.
 */
export const PROMO_CHECK_FRESH_MS = 60 * 1000

/** Shown when the check failed for a reason other than the code (the network, the server). */
export const PROMO_CHECK_FAILED = 'The promo code could not be checked. Please try again.'

const REFUSAL_MESSAGES: Record<Exclude<PromoRefusalCode, 'promotion_minimum'>, string> = {
  promotion_invalid: PROMO_MESSAGES.invalid,
  promotion_not_started: PROMO_MESSAGES.notStarted,
  promotion_expired: PROMO_MESSAGES.expired,
  promotion_used_up: PROMO_MESSAGES.usedUp,
  promotion_already_used: PROMO_MESSAGES.alreadyUsed,
}

export const promoLines = (items: readonly CartItem[]): PromoLine[] =>
  items.map(({ productId, quantity }) => ({ productId, quantity }))

/** POST /api/promotions/check: the cart's figures with the code, or a refusal (see promoRefusal). */
export async function checkPromotion(payload: CheckPromotionPayload): Promise<PromotionCheck> {
  // The schemas come with the answer: the cart's first paint does without zod.
  const [{ promotionCheckSchema }, response] = await Promise.all([
    loadContractSchemas(),
    apiRequest('POST', '/api/promotions/check', payload),
  ])
  return promotionCheckSchema.parse(await response.json())
}

/** The typed code as codes are kept (trimmed, in capitals), or the contract's words for why it cannot be one. */
export async function readPromoCode(input: string): Promise<{ code: string } | { problem: string }> {
  const { promoCodeInput } = await loadContractSchemas()
  const parsed = promoCodeInput.safeParse(input)
  return parsed.success ? { code: parsed.data } : { problem: parsed.error.issues[0]?.message ?? PROMO_MESSAGES.invalid }
}

/** Why the server refused a code (400 or 409 naming one of PROMO_REFUSALS); null for any other failure. */
export function promoRefusal(error: unknown): PromotionRefusal | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null
  try {
    const body = JSON.parse(error.body) as Partial<Record<keyof PromotionRefusal, unknown>>
    const code = PROMO_REFUSALS.find((known) => known === body.code)
    if (!code || typeof body.message !== 'string') return null
    return { code, message: body.message, missing: typeof body.missing === 'string' ? body.missing : undefined }
  } catch {
    return null
  }
}

/** The contract's words for a refusal; the minimum's names the amount still missing. */
export function refusalMessage(refusal: Pick<PromotionRefusal, 'code' | 'message' | 'missing'>): string {
  if (refusal.code !== 'promotion_minimum') return REFUSAL_MESSAGES[refusal.code]
  const missing = Number(refusal.missing)
  return refusal.missing && Number.isFinite(missing) ? PROMO_MESSAGES.minimum(missing) : refusal.message
}

/** What the shopper reads when a code could not be applied. */
export function promoProblem(error: unknown): string {
  const refusal = promoRefusal(error)
  if (refusal) return refusalMessage(refusal)
  // A code the server's schema refused names the field.
  const fields = serverFieldErrors(error)
  return fields.code ?? fields.promoCode ?? PROMO_CHECK_FAILED
}

/** The figures of a check or a prepared checkout (decimal strings) as the summary's numbers. */
export function totalsFrom(figures: Pick<PromotionCheck, 'subtotal' | 'discount' | 'shippingCost' | 'tax' | 'totalAmount'>): OrderTotals {
  return {
    subtotal: Number(figures.subtotal),
    discount: Number(figures.discount),
    shipping: Number(figures.shippingCost),
    tax: Number(figures.tax),
    total: Number(figures.totalAmount),
  }
}

function promoCheckQueryOptions(code: string | null, lines: PromoLine[]) {
  return queryOptions({
    queryKey: promotionKeys.check(code, lines),
    queryFn: () => checkPromotion({ code: code ?? '', items: lines }),
    enabled: code !== null && lines.length > 0,
    staleTime: PROMO_CHECK_FRESH_MS,
    retry: false,
  })
}

export interface PromoCodeState {
  /** The code applied to the cart (kept in the cart's store), or null. */
  code: string | null
  /** The server's figures with the code; those of the lines before a change until the new ones arrive. */
  figures: PromotionCheck | undefined
  /** Why the applied code does not apply to the cart as it is now, or why it could not be checked; null when it applies. */
  problem: string | null
  /** Whether the server refused the code for the cart as it is now (not merely failed to check it). */
  refused: boolean
  checking: boolean
  /** Checks a typed code against the cart and applies it; resolves with why it was refused, or null once applied. */
  apply: (input: string) => Promise<string | null>
  remove: () => void
}

/**
 * The cart's promo code and the server's figures with it, checked again whenever the lines change
 * (the query is keyed on the code and the lines): a code the cart no longer meets says why.
 */
export function usePromoCode(items: readonly CartItem[]): PromoCodeState {
  const code = useCartStore((state) => state.promoCode)
  const setPromoCode = useCartStore((state) => state.setPromoCode)
  const queryClient = useQueryClient()
  const lines = useMemo(() => promoLines(items), [items])
  const check = useQuery({
    ...promoCheckQueryOptions(code, lines),
    // The last figures of the same code stay while the changed lines are checked; another code's never do.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2].code === code ? previous : undefined),
  })

  const apply = useCallback(
    async (input: string) => {
      const typed = await readPromoCode(input)
      if ('problem' in typed) return typed.problem
      try {
        // The answer is kept under the key the summary then reads, so it is not asked for twice.
        await queryClient.fetchQuery(promoCheckQueryOptions(typed.code, lines))
      } catch (error) {
        return promoProblem(error)
      }
      setPromoCode(typed.code)
      return null
    },
    [lines, queryClient, setPromoCode],
  )
  const remove = useCallback(() => setPromoCode(null), [setPromoCode])

  return {
    code,
    // A failed check again of the same lines drops the figures it had: the refusal stands.
    figures: code === null || check.isError ? undefined : check.data,
    problem: code !== null && check.isError ? promoProblem(check.error) : null,
    refused: code !== null && check.isError && promoRefusal(check.error) !== null,
    checking: code !== null && check.isFetching,
    apply,
    remove,
  }
}
