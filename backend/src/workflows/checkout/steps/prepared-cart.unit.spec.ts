import { type PreparedCartRow, type PricedFor, addressKeyOf, preparedCartMatches, pricedForMetadata } from "./find-prepared-cart"
import { type OrderLine, plainDollarPrice } from "./resolve-order-lines"

const line = (overrides: Partial<OrderLine> = {}): OrderLine => ({
  productId: "prod_1",
  name: "Office Laser 200",
  quantity: 2,
  variantId: "variant_1",
  inventory: [{ itemId: "iitem_1", required: 1 }],
  markedOutOfStock: false,
  listPrice: 249.99,
  ...overrides,
})

const cart = (overrides: Partial<PreparedCartRow> = {}): PreparedCartRow => ({
  id: "cart_1",
  region_id: "reg_us",
  item_subtotal: 499.98,
  shipping_total: 0,
  tax_total: 40,
  total: 539.98,
  items: [{ variant_id: "variant_1", product_id: "prod_1", title: "Office Laser 200", quantity: 2, unit_price: 249.99, product_title: "Office Laser 200" }],
  shipping_methods: [{ id: "sm_1" }],
  payment_collection: { id: "pc_1", payment_sessions: [{ id: "ps_1", status: "pending", provider_id: "pp_system_default" }] },
  metadata: { promo_code: null, ...pricedForMetadata(pricedFor()) },
  ...overrides,
})

/** What the cart was priced for: Medusa's settings, an address in Oklahoma, the cheapest option. */
const pricedFor = (overrides: Partial<PricedFor> = {}): PricedFor => ({
  pricing: "settings-1",
  addressKey: addressKeyOf({ country_code: "us", province: "us-ok", city: "Tulsa", postal_code: "74136" }),
  shippingOptionId: null,
  promoTerms: null,
  paymentProviderId: "pp_system_default",
  ...overrides,
})

describe("plainDollarPrice", () => {
  it("is the variant's one dollar price when it has no rules, price list or quantity bounds", () => {
    expect(plainDollarPrice([{ amount: 249.99, currency_code: "usd", rules_count: 0, price_list_id: null }])).toEqual(249.99)
    expect(plainDollarPrice([{ amount: { value: "19.5" }, currency_code: "USD" }, { amount: 18, currency_code: "eur" }])).toEqual(19.5)
  })

  it("is unknown when Medusa's pricing could choose another price", () => {
    expect(plainDollarPrice([])).toBeNull()
    expect(plainDollarPrice(null)).toBeNull()
    expect(plainDollarPrice([{ amount: 10, currency_code: "usd" }, { amount: 8, currency_code: "usd", price_list_id: "plist_sale" }])).toBeNull()
    expect(plainDollarPrice([{ amount: 10, currency_code: "usd", rules_count: 1 }])).toBeNull()
    expect(plainDollarPrice([{ amount: 10, currency_code: "usd", min_quantity: 5 }])).toBeNull()
  })

  it("follows the line's quantity through quantity prices, as Medusa's pricing does", () => {
    const tiers = [
      { amount: 45.5, currency_code: "usd" },
      { amount: 42, currency_code: "usd", min_quantity: 5, max_quantity: 9 },
      { amount: 39, currency_code: "usd", min_quantity: 10, max_quantity: null },
    ]
    expect([1, 4, 5, 9, 10, 250].map((quantity) => plainDollarPrice(tiers, quantity))).toEqual([45.5, 45.5, 42, 42, 39, 39])
  })
})

describe("preparedCartMatches", () => {
  it("accepts the cart prepared for exactly these lines at today's prices and names", () => {
    expect(preparedCartMatches(cart(), [line()], "reg_us", null, pricedFor())).toBe(true)
  })

  it.each([
    ["another quantity", cart(), [line({ quantity: 3 })]],
    ["another product", cart(), [line({ variantId: "variant_2" })]],
    ["a line more", cart(), [line(), line({ productId: "prod_2", variantId: "variant_2" })]],
    ["a price changed since", cart(), [line({ listPrice: 199.99 })]],
    ["a price only Medusa can tell", cart(), [line({ listPrice: null })]],
    ["a renamed product", cart(), [line({ name: "Office Laser 200 II" })]],
    ["another region", cart({ region_id: "reg_eu" }), [line()]],
    ["no shipping method", cart({ shipping_methods: [] }), [line()]],
    ["no payment session left pending", cart({ payment_collection: { id: "pc_1", payment_sessions: [{ id: "ps_1", status: "authorized" }] } }), [line()]],
  ])("refuses the cart for %s", (_, prepared, lines) => {
    expect(preparedCartMatches(prepared, lines, "reg_us", null, pricedFor())).toBe(false)
  })

  it.each([
    ["Medusa's settings changed since (a tax rate, a shipping price)", pricedFor({ pricing: "settings-2" })],
    ["another state", pricedFor({ addressKey: addressKeyOf({ country_code: "us", province: "us-ca", city: "Tulsa", postal_code: "74136" }) })],
    ["another shipping option", pricedFor({ shippingOptionId: "so_express" })],
  ])("refuses the cart priced before %s", (_, now) => {
    expect(preparedCartMatches(cart(), [line()], "reg_us", null, now)).toBe(false)
  })

  it("refuses the cart of a code whose terms were edited since", () => {
    const code = (value: number) => ({ code: "SAVE10", terms: { kind: "percentage" as const, value } }) as never
    const prepared = cart({ metadata: { promo_code: "SAVE10", ...pricedForMetadata(pricedFor({ promoTerms: JSON.stringify({ kind: "percentage", value: 10 }) })) } })
    expect(preparedCartMatches(prepared, [line()], "reg_us", code(10), pricedFor())).toBe(true)
    expect(preparedCartMatches(prepared, [line()], "reg_us", code(15), pricedFor())).toBe(false)
  })
})
