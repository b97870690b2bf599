import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { centsOf, itemDiscountOf, shippingBeforeTax, toAmount } from "../../../lib/orders/order-view"
import { CheckoutRefusal } from "./checkout-refusal"
import type { OrderLine } from "./resolve-order-lines"

/** A cart's lines and the totals Medusa computed for them (prices, shipping, tax), as the order will have them. */
export type CartFigures = {
  id: string
  item_subtotal: unknown
  /** Every discount before tax: the items' and the shipping's. */
  discount_subtotal?: unknown
  shipping_discount_total?: unknown
  metadata?: Record<string, unknown> | null
  shipping_total: unknown
  shipping_tax_total?: unknown
  tax_total: unknown
  total: unknown
  items?: Array<{
    variant_id: string | null
    product_id: string | null
    title: string | null
    product_title: string | null
    quantity: unknown
    unit_price: unknown
    tax_lines?: Array<{ rate?: unknown; code?: string | null } | null> | null
  }> | null
}

export const CART_FIGURE_FIELDS = [
  "id",
  "item_subtotal",
  "discount_subtotal",
  "shipping_discount_total",
  "metadata",
  "shipping_total",
  "shipping_tax_total",
  "tax_total",
  "total",
  "items.variant_id",
  "items.product_id",
  "items.title",
  "items.product_title",
  "items.quantity",
  "items.unit_price",
  "items.tax_lines.rate",
  "items.tax_lines.code",
]

export async function readCartFigures(container: MedusaContainer, cartId: string): Promise<CartFigures> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "cart",
    fields: CART_FIGURE_FIELDS,
    filters: { id: cartId },
  })
  if (!data[0]) throw new Error(`Cart ${cartId} was not found`)
  return data[0] as unknown as CartFigures
}

/** The figures read with a prepared cart when there are some, else the cart's, read now. */
const figuresOf = async (container: MedusaContainer, cartId: string, figures: CartFigures | null) =>
  figures ?? (await readCartFigures(container, cartId))

/**
 * A checkout's cart figures: those read with the prepared cart when it is kept, or the cart made
 * in this run read now (preparing a checkout answers them).
 */
export const readCartFiguresStep = createStep(
  "read-cart-figures",
  async (input: { cartId: string; figures: CartFigures | null }, { container }) =>
    new StepResponse(await figuresOf(container, input.cartId, input.figures))
)

/**
 * The client's total (in cents) is only compared, never used as a price: when it differs from
 * the total Medusa computed for the cart (prices, shipping, tax), the checkout is refused with
 * the server's figures, and the cart is undone. The figures of a prepared cart were read with it
 * (its lines and prices cannot change under the checkout's lock, and the address typed in does
 * not change the country's tax); a cart made in this run is read here. Answers the figures.
 */
export const compareTotalsStep = createStep(
  "compare-totals",
  async (input: { cartId: string; figures: CartFigures | null; clientTotalCents: number; lines: OrderLine[] }, { container }) => {
    const cart = await figuresOf(container, input.cartId, input.figures)
    if (centsOf(cart.total) !== input.clientTotalCents) {
      const priceOf = new Map((cart.items ?? []).map((item) => [item.variant_id, toAmount(item.unit_price)]))
      const dollars = (value: unknown) => centsOf(value) / 100
      throw new CheckoutRefusal({
        code: "total_mismatch",
        subtotal: dollars(cart.item_subtotal),
        discount: itemDiscountOf(cart),
        shippingCost: dollars(shippingBeforeTax(cart)),
        tax: dollars(cart.tax_total),
        totalAmount: dollars(cart.total),
        items: input.lines.map((line) => ({ productId: line.productId, price: priceOf.get(line.variantId) ?? 0 })),
      })
    }
    return new StepResponse(cart)
  }
)
