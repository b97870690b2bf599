import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { CHECKOUT_SUBMISSIONS_MODULE } from "../../../modules/checkout-submissions"
import type CheckoutSubmissionsModuleService from "../../../modules/checkout-submissions/service"
import { toAmount } from "../../../lib/orders/order-view"
import type { OrderLine } from "./resolve-order-lines"

type OrderRow = {
  id: string
  created_at: string | Date
  status: string
  items: Array<{
    id: string
    product_id: string | null
    product_title: string | null
    variant_id: string | null
    quantity?: unknown
    /** The order's own record of the line, which holds its quantity. */
    detail?: { quantity?: unknown } | null
    variant?: {
      manage_inventory?: boolean | null
      inventory_items?: Array<{ inventory_item_id: string; required_quantity?: number | null }> | null
    } | null
  }>
  cart?: { id: string } | null
  payment_collections?: Array<{ id: string }> | null
}

type CartRow = {
  id: string
  completed_at: string | Date | null
  payment_collection?: { id: string; payment_sessions?: Array<{ id: string; authorized_at: string | Date | null }> | null } | null
}

/** A line of the order still without its stock reservation, with what reserving it needs. */
export type UnreservedLine = OrderLine & { lineItemId: string }

export type InterruptedOrder = {
  orderId: string
  cartId: string
  /** The checkout's record exists: whoever wrote it finished the order. */
  recorded: boolean
  /** Medusa's links the completion did not reach (order-cart, order-payment collection). */
  missingLinks: Array<Record<string, Record<string, string>>>
  cartCompleted: boolean
  /** The payment session still to authorise, or null when it is authorised. */
  paymentSessionId: string | null
  unreserved: UnreservedLine[]
}

/** The checkout's cart: linked to the order, or else the last one that carried the checkout. */
async function cartOfOrder(container: MedusaContainer, order: OrderRow, customerId: string, submissionId: string): Promise<string> {
  if (order.cart?.id) return order.cart.id
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await db.raw(
    `SELECT id FROM cart
      WHERE customer_id = ? AND deleted_at IS NULL AND metadata->>'checkout_submission' = ? AND created_at <= ?
      ORDER BY created_at DESC LIMIT 1`,
    [customerId, submissionId, new Date(order.created_at)]
  )
  const id = rows[0]?.id as string | undefined
  if (!id) throw new Error(`The cart of order ${order.id} was not found`)
  return id
}

/**
 * What a stop left undone of the completion of a checkout's order. Medusa's cart completion
 * commits the order first and then, in separate steps, links it to its cart and payment, marks
 * the cart completed, reserves the stock and authorises the payment; a process stopped between
 * them leaves an order the shop would answer without its stock reserved.
 */
export const inspectInterruptedOrderStep = createStep(
  "inspect-interrupted-order",
  async (input: { orderId: string; customerId: string; submissionId: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const {
      data: [found],
    } = await query.graph({
      entity: "order",
      fields: [
        "id",
        "created_at",
        "status",
        "items.id",
        "items.product_id",
        "items.product_title",
        "items.variant_id",
        "items.quantity",
        "items.detail.quantity",
        "items.variant.manage_inventory",
        "items.variant.inventory_items.inventory_item_id",
        "items.variant.inventory_items.required_quantity",
        "cart.id",
        "payment_collections.id",
      ],
      filters: { id: input.orderId },
    })
    const order = found as unknown as OrderRow | undefined
    if (!order) throw new Error(`Order ${input.orderId} was not found`)

    const [records, cartId] = await Promise.all([
      container
        .resolve<CheckoutSubmissionsModuleService>(CHECKOUT_SUBMISSIONS_MODULE)
        .listCheckoutSubmissions({ id: input.submissionId }, { take: 1 }),
      cartOfOrder(container, order, input.customerId, input.submissionId),
    ])
    const {
      data: [cartFound],
    } = await query.graph({
      entity: "cart",
      fields: ["id", "completed_at", "payment_collection.id", "payment_collection.payment_sessions.id", "payment_collection.payment_sessions.authorized_at"],
      filters: { id: cartId },
    })
    const cart = cartFound as unknown as CartRow
    const collection = cart.payment_collection ?? null
    const session = collection?.payment_sessions?.[0] ?? null

    const missingLinks: InterruptedOrder["missingLinks"] = []
    if (!order.cart?.id) missingLinks.push({ [Modules.ORDER]: { order_id: order.id }, [Modules.CART]: { cart_id: cartId } })
    if (collection && !order.payment_collections?.some((linked) => linked.id === collection.id)) {
      missingLinks.push({ [Modules.ORDER]: { order_id: order.id }, [Modules.PAYMENT]: { payment_collection_id: collection.id } })
    }

    const reserved = new Set(
      (await container.resolve(Modules.INVENTORY).listReservationItems({ line_item_id: order.items.map((item) => item.id) })).map(
        (reservation) => reservation.line_item_id
      )
    )
    const unreserved: UnreservedLine[] = order.items
      .filter((item) => item.variant_id && item.variant?.manage_inventory !== false && !reserved.has(item.id))
      .map((item) => ({
        lineItemId: item.id,
        productId: item.product_id ?? "",
        name: item.product_title ?? "",
        quantity: toAmount(item.detail?.quantity ?? item.quantity),
        variantId: item.variant_id as string,
        inventory: (item.variant?.inventory_items ?? []).map((link) => ({
          itemId: link.inventory_item_id,
          required: Number(link.required_quantity ?? 1) || 1,
        })),
        markedOutOfStock: false,
        // The order is priced already.
        listPrice: null,
      }))
      .filter((line) => line.inventory.length > 0)

    const result: InterruptedOrder = {
      orderId: order.id,
      cartId,
      recorded: records.length > 0,
      missingLinks,
      cartCompleted: Boolean(cart.completed_at),
      paymentSessionId: session && !session.authorized_at ? session.id : null,
      unreserved,
    }
    return new StepResponse(result)
  }
)
