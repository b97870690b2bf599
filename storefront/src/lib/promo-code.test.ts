import { describe, expect, it } from 'vitest'
import { PROMO_MESSAGES } from '@printshop/contract'
import { ApiError } from './api-client'
import { PROMO_CHECK_FAILED, promoProblem, promoRefusal, readPromoCode } from './promo-code'

const answer = (status: number, body: unknown) => new ApiError(status, '', typeof body === 'string' ? body : JSON.stringify(body))

describe('promoRefusal', () => {
  it('reads a refusal of the code from a 400 or a 409', () => {
    expect(promoRefusal(answer(400, { code: 'promotion_invalid', message: PROMO_MESSAGES.invalid }))).toEqual({
      code: 'promotion_invalid',
      message: PROMO_MESSAGES.invalid,
      missing: undefined,
    })
    expect(promoRefusal(answer(409, { code: 'promotion_minimum', message: 'Add $12.50 more to use this code.', missing: '12.50' }))).toMatchObject({
      code: 'promotion_minimum',
      missing: '12.50',
    })
  })

  it('is null for any other answer', () => {
    expect(promoRefusal(answer(409, { code: 'insufficient_stock', message: 'Only 1 left' }))).toBeNull()
    expect(promoRefusal(answer(500, { code: 'promotion_expired', message: PROMO_MESSAGES.expired }))).toBeNull()
    expect(promoRefusal(answer(409, '<html>Conflict</html>'))).toBeNull()
    expect(promoRefusal(answer(409, 'null'))).toBeNull()
    expect(promoRefusal(new TypeError('Failed to fetch'))).toBeNull()
  })
})

describe('promoProblem', () => {
  it("says a refusal in the contract's words, the minimum with the amount missing", () => {
    expect(promoProblem(answer(409, { code: 'promotion_used_up', message: 'Used up' }))).toBe(PROMO_MESSAGES.usedUp)
    expect(promoProblem(answer(409, { code: 'promotion_minimum', message: 'More, please', missing: '1250' }))).toBe('Add $1250.00 more to use this code.')
    // Without the amount, the server's own words.
    expect(promoProblem(answer(409, { code: 'promotion_minimum', message: 'More, please' }))).toBe('More, please')
  })

  it("takes the server's message for the code from a validation answer, and its own words for anything else", () => {
    expect(promoProblem(answer(400, { message: 'Invalid request', errors: [{ path: 'code', message: PROMO_MESSAGES.invalid }] }))).toBe(
      PROMO_MESSAGES.invalid,
    )
    expect(promoProblem(answer(400, { message: 'Invalid request', errors: [{ path: 'items', message: 'Your order has no items' }] }))).toBe(
      PROMO_CHECK_FAILED,
    )
    expect(promoProblem(answer(503, 'Service Unavailable'))).toBe(PROMO_CHECK_FAILED)
  })
})

describe('readPromoCode', () => {
  it('keeps a code trimmed and in capitals, and says why anything else is not one', async () => {
    expect(await readPromoCode('  spring-10 ')).toEqual({ code: 'SPRING-10' })
    expect(await readPromoCode('   ')).toEqual({ problem: PROMO_MESSAGES.required })
    expect(await readPromoCode('10% OFF')).toEqual({ problem: PROMO_MESSAGES.invalid })
    expect(await readPromoCode('A'.repeat(31))).toEqual({ problem: PROMO_MESSAGES.invalid })
  })
})
