import { PROMO_MESSAGES } from "@printshop/contract"
import { type PromotionRecord, bodyOf, medusaPromotionOf, refusalOf, stateOf, supported, toPromotionView } from "./promotion-record"

const NOW = new Date("2026-11-26T12:00:00Z")
const record = (overrides: Partial<PromotionRecord> = {}): PromotionRecord => ({
  id: "promo_1",
  code: "SPRING10",
  type: "standard",
  is_automatic: false,
  status: "active",
  limit: null,
  used: 0,
  metadata: { minimum_subtotal: null },
  created_at: "2026-11-01T00:00:00Z",
  rules: [],
  application_method: { id: "meth_1", type: "percentage", target_type: "items", value: 10, allocation: "across", target_rules: [] },
  campaign: null,
  ...overrides,
})
const campaign = (overrides: Record<string, unknown> = {}) => ({
  id: "camp_1",
  starts_at: null,
  ends_at: null,
  budget: { id: "budg_1", type: "use_by_attribute", attribute: "customer_id", limit: 1 },
  ...overrides,
})

describe("a promotion as the shop reads Medusa's", () => {
  it("is one of three kinds, written back as it was entered", () => {
    const body = { code: "TAKE15", kind: "fixed" as const, value: 15, minimumSubtotal: 100, startsAt: null, endsAt: null, usageLimit: 5, oncePerCustomer: false, active: true }
    const medusa = medusaPromotionOf(body)
    expect(medusa).toMatchObject({ code: "TAKE15", status: "active", limit: 5, metadata: { minimum_subtotal: "100.00" } })
    expect(medusa.application_method).toMatchObject({ type: "fixed", target_type: "order", allocation: "across", value: 15, currency_code: "usd" })
    expect(medusaPromotionOf({ ...body, kind: "free_shipping", value: 0 }).application_method).toMatchObject({ type: "percentage", target_type: "shipping_methods", value: 100 })
    const read = record({ code: "TAKE15", limit: 5, metadata: { minimum_subtotal: "100.00" }, application_method: { id: "m", ...medusa.application_method } })
    expect(bodyOf(read)).toEqual(body)
    expect(toPromotionView(read, 3)).toMatchObject({ kind: "fixed", value: 15, minimumSubtotal: "100.00", usageLimit: 5, uses: 3, state: "active" })
  })

  it("says whether it can be used now, or why not, in the shopper's words", () => {
    const at = (overrides: Partial<PromotionRecord>, subtotal = 200, customerUses = 0) => refusalOf(record(overrides), { subtotal, customerUses, now: NOW })?.message ?? null
    expect(at({})).toBeNull()
    expect(refusalOf(null, { subtotal: 10, customerUses: 0 })?.message).toBe(PROMO_MESSAGES.invalid)
    expect(at({ status: "inactive" })).toBe(PROMO_MESSAGES.invalid)
    expect(at({ campaign: campaign({ starts_at: "2026-12-01T00:00:00Z" }) })).toBe(PROMO_MESSAGES.notStarted)
    expect(at({ campaign: campaign({ ends_at: "2026-11-26T12:00:00Z" }) })).toBe(PROMO_MESSAGES.expired)
    expect(at({ limit: 3, used: 3 })).toBe(PROMO_MESSAGES.usedUp)
    expect(at({ campaign: campaign() }, 200, 1)).toBe(PROMO_MESSAGES.alreadyUsed)
    expect(at({ campaign: campaign({ budget: { id: "b", type: "use_by_attribute", attribute: "customer_id", limit: null } }) }, 200, 4)).toBeNull()
    expect(at({ metadata: { minimum_subtotal: "50.00" } }, 37.51)).toBe("Add $12.49 more to use this code.")
    expect(at({ metadata: { minimum_subtotal: "50.00" } }, 50)).toBeNull()
    expect(stateOf(record({ limit: 3, used: 2 }), NOW)).toBe("active")
  })

  it("refuses what the shop cannot price as Medusa would: rules, targets, buy-get, automatic", () => {
    expect(supported(record())).toBe(true)
    expect(supported(record({ type: "buyget" }))).toBe(false)
    expect(supported(record({ is_automatic: true }))).toBe(false)
    expect(supported(record({ rules: [{ id: "rule_1" }] }))).toBe(false)
    expect(supported(record({ application_method: { id: "m", type: "percentage", target_type: "items", value: 10, allocation: "each", target_rules: [] } }))).toBe(false)
    expect(supported(record({ application_method: { id: "m", type: "percentage", target_type: "items", value: 10, allocation: "across", target_rules: [{ id: "t" }] } }))).toBe(false)
    expect(supported(record({ application_method: { id: "m", type: "percentage", target_type: "shipping_methods", value: 50 } }))).toBe(false)
    expect(refusalOf(record({ type: "buyget" }), { subtotal: 100, customerUses: 0 })?.code).toBe("promotion_invalid")
  })
})
