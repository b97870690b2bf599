import { cardProcessorOf, providerForMethod, shopPaymentsFor } from "./shop-payments"

const ALL = ["cash_on_delivery", "card_on_delivery", "pay_with_card"]

describe("shopPaymentsFor", () => {
  it("offers the three methods through the system provider alone, the card recorded (no processor)", () => {
    const payments = shopPaymentsFor(["pp_system_default"], null)
    expect(payments).toEqual({ methods: ALL, cardProcessor: null })
    expect(providerForMethod("pay_with_card", payments)).toEqual("pp_system_default")
  })

  it("charges the card through Stripe's card provider, never one of its bank methods, and hands the browser the publishable key only", () => {
    const payments = shopPaymentsFor(["pp_system_default", "pp_stripe-ideal_stripe", "pp_stripe_stripe", "pp_acme_acme"], "pk_test_1")
    expect(payments.cardProcessor).toEqual({ providerId: "pp_stripe_stripe", element: "stripe", publishableKey: "pk_test_1" })
    expect(providerForMethod("pay_with_card", payments)).toEqual("pp_stripe_stripe")
    expect(providerForMethod("cash_on_delivery", payments)).toEqual("pp_system_default")
    expect(cardProcessorOf(["pp_stripe-ideal_stripe", "pp_system_default"], "pk")).toBeNull()
  })

  it("takes another processor when Stripe is not enabled, and offers no payment on delivery without the system provider", () => {
    const payments = shopPaymentsFor(["pp_zeta_zeta", "pp_acme_acme"], null)
    expect(payments).toEqual({ methods: ["pay_with_card"], cardProcessor: { providerId: "pp_acme_acme", element: "none", publishableKey: null } })
    expect(providerForMethod("cash_on_delivery", payments)).toBeNull()
  })

  it("offers nothing when the region has no provider", () => {
    expect(shopPaymentsFor([], "pk")).toEqual({ methods: [], cardProcessor: null })
    expect(providerForMethod("pay_with_card", shopPaymentsFor([], null))).toBeNull()
  })
})
