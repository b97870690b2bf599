import type { CustomerDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import {
  addShippingMethodToCartWorkflow,
  completeCartWorkflow,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWorkflow,
} from "@medusajs/medusa/core-flows"
import { invalidateCatalogueIndex } from "../catalogue/catalogue-index"
import { CHECKOUT_MODULE } from "../../modules/checkout"
import type CheckoutModuleService from "../../modules/checkout/service"
import { REGION_NAME, SALES_CHANNEL_NAME } from "../shop"
import { ORDER_FIELDS, type OrderRecord, type OrderView, toAmount, toMedusaAddress, toOrderView } from "./order-view"
import type { PlaceOrderInput } from "./validators"

const MANUAL_PAYMENT_PROVIDER = "pp_system_default"
/** How long an order waits for another order of the same products to finish (seconds). */
const STOCK_LOCK_TIMEOUT = 120

export type PlaceOrderResult =
  | { kind: "placed"; order: OrderView }
  | { kind: "repeated"; order: OrderView }
  | { kind: "unknown_product"; productId: string; index: number }
  | { kind: "insufficient_stock"; productId: string; name: string; available: number }
  | {
      kind: "total_mismatch"
      subtotal: number
      shippingCost: number
      tax: number
      totalAmount: number
      items: Array<{ productId: string; price: number }>
    }

type ProductLine = {
  productId: string
  name: string
  quantity: number
  variantId: string
  /** Inventory items with the units each product unit needs; empty when stock is not tracked. */
  inventory: Array<{ itemId: string; required: number }>
  markedOutOfStock: boolean
}

type ProductRow = {
  id: string
  title: string
  status: string
  variants?: Array<{
    id: string
    created_at: string | Date
    manage_inventory?: boolean | null
    inventory_items?: Array<{ inventory_item_id: string; required_quantity?: number | null }> | null
  }> | null
  product_details?: { marked_out_of_stock?: boolean | null } | null
}

/** The shop's US region and web sales channel (created by the seed). */
async function resolveShopContext(container: MedusaContainer) {
  const [[region], [channel]] = await Promise.all([
    container.resolve(Modules.REGION).listRegions({ name: REGION_NAME }, { take: 1 }),
    container.resolve(Modules.SALES_CHANNEL).listSalesChannels({ name: SALES_CHANNEL_NAME }, { take: 1 }),
  ])
  if (!region || !channel) throw new Error("The shop is not set up: run the seed first")
  return { regionId: region.id, salesChannelId: channel.id }
}

/** The requested products with their variant and inventory, in request order, duplicates merged. */
async function resolveLines(
  container: MedusaContainer,
  items: PlaceOrderInput["items"]
): Promise<ProductLine[] | { unknown: string; index: number }> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const ids = [...new Set(items.map((item) => item.productId))]
  const { data: products } = await query.graph({
    entity: "product",
    fields: [
      "id",
      "title",
      "status",
      "variants.id",
      "variants.created_at",
      "variants.manage_inventory",
      "variants.inventory_items.inventory_item_id",
      "variants.inventory_items.required_quantity",
      "product_details.marked_out_of_stock",
    ],
    filters: { id: ids },
  })
  const rows = products as unknown as ProductRow[]
  const flagged = new Set(
    rows
      .filter((product) => product.product_details?.marked_out_of_stock)
      .map((product) => product.id)
  )

  const byId = new Map(rows.map((product) => [product.id, product]))
  const lines = new Map<string, ProductLine>()
  for (const [index, item] of items.entries()) {
    const product = byId.get(item.productId)
    const variant = [...(product?.variants ?? [])].sort(
      (a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()
    )[0]
    if (!product || product.status !== "published" || !variant) return { unknown: item.productId, index }
    const existing = lines.get(product.id)
    if (existing) {
      existing.quantity += item.quantity
      continue
    }
    lines.set(product.id, {
      productId: product.id,
      name: product.title,
      quantity: item.quantity,
      variantId: variant.id,
      inventory:
        variant.manage_inventory === false
          ? []
          : (variant.inventory_items ?? []).map((link) => ({
              itemId: link.inventory_item_id,
              required: Number(link.required_quantity ?? 1) || 1,
            })),
      markedOutOfStock: flagged.has(product.id),
    })
  }
  return [...lines.values()]
}

/** Units of the product that can still be sold: stocked minus reserved, over every location. */
function availableUnits(line: ProductLine, unitsByItem: Map<string, number>): number {
  if (line.markedOutOfStock) return 0
  if (!line.inventory.length) return Number.POSITIVE_INFINITY
  return Math.min(
    ...line.inventory.map(({ itemId, required }) => Math.max(0, Math.floor((unitsByItem.get(itemId) ?? 0) / required)))
  )
}

/** The first line the stock cannot cover, reading the stock of every line in one query. */
async function firstShortage(container: MedusaContainer, lines: ProductLine[]) {
  const itemIds = [...new Set(lines.flatMap((line) => line.inventory.map((entry) => entry.itemId)))]
  const levels = itemIds.length
    ? await container.resolve(Modules.INVENTORY).listInventoryLevels({ inventory_item_id: itemIds })
    : []
  const unitsByItem = new Map<string, number>()
  for (const level of levels) {
    const units = toAmount(level.stocked_quantity) - toAmount(level.reserved_quantity)
    unitsByItem.set(level.inventory_item_id, (unitsByItem.get(level.inventory_item_id) ?? 0) + units)
  }
  for (const line of lines) {
    const available = availableUnits(line, unitsByItem)
    if (available < line.quantity) {
      return { kind: "insufficient_stock" as const, productId: line.productId, name: line.name, available: Number.isFinite(available) ? available : 0 }
    }
  }
  return null
}

async function loadOrderView(container: MedusaContainer, orderId: string): Promise<OrderView> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  if (!data[0]) throw new Error(`Order ${orderId} was not found`)
  return toOrderView(data[0] as unknown as OrderRecord)
}

/**
 * Places an order through Medusa's cart workflows: a cart in the US region with the products'
 * variants, the addresses and e-mail, the shipping option the subtotal selects and a manual
 * payment session, then cart completion, which prices, taxes and reserves stock. The client's
 * prices are never used; its total is only compared with the server's.
 *
 * Orders for the same products are completed one at a time (a lock per variant), with the stock
 * checked inside the lock, so the last units are never sold twice, also across processes when
 * the locking module uses Redis. One checkout (customer + sessionId) places at most one order.
 */
export async function placeOrder(
  container: MedusaContainer,
  customer: CustomerDTO,
  input: PlaceOrderInput
): Promise<PlaceOrderResult> {
  const checkout = container.resolve<CheckoutModuleService>(CHECKOUT_MODULE)
  const locking = container.resolve(Modules.LOCKING)
  const submissionId = input.sessionId ? `${customer.id}:${input.sessionId}` : null

  const findRepeat = async (): Promise<PlaceOrderResult | null> => {
    if (!submissionId) return null
    const [previous] = await checkout.listCheckoutSubmissions({ id: submissionId }, { take: 1 })
    return previous ? { kind: "repeated", order: await loadOrderView(container, previous.order_id) } : null
  }

  const place = async (): Promise<PlaceOrderResult> => {
    const repeat = await findRepeat()
    if (repeat) return repeat

    const lines = await resolveLines(container, input.items)
    if (!Array.isArray(lines)) return { kind: "unknown_product", productId: lines.unknown, index: lines.index }
    const shortage = await firstShortage(container, lines)
    if (shortage) return shortage

    const { regionId, salesChannelId } = await resolveShopContext(container)
    const billing = input.billingAddress ?? input.shippingAddress
    const { result: cart } = await createCartWorkflow(container).run({
      input: {
        region_id: regionId,
        sales_channel_id: salesChannelId,
        customer_id: customer.id,
        email: input.customerEmail,
        shipping_address: toMedusaAddress(input.shippingAddress, input.customerPhone),
        billing_address: toMedusaAddress(billing, input.customerPhone),
        items: lines.map((line) => ({ variant_id: line.variantId, quantity: line.quantity })),
        metadata: { checkout_session: input.sessionId ?? null },
      },
    })
    const cartModule = container.resolve(Modules.CART)
    const discard = () => cartModule.deleteCarts([cart.id]).catch(() => {})

    try {
      const { result: options } = await listShippingOptionsForCartWorkflow(container).run({
        input: { cart_id: cart.id },
      })
      const option = (options as Array<{ id: string }>)[0]
      if (!option) throw new Error("No shipping option applies to this order")
      await addShippingMethodToCartWorkflow(container).run({ input: { cart_id: cart.id, options: [{ id: option.id }] } })

      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: priced } = await query.graph({
        entity: "cart",
        fields: ["id", "item_subtotal", "shipping_total", "tax_total", "total", "items.variant_id", "items.unit_price"],
        filters: { id: cart.id },
      })
      const figures = priced[0] as unknown as {
        item_subtotal: unknown
        shipping_total: unknown
        tax_total: unknown
        total: unknown
        items: Array<{ variant_id: string; unit_price: unknown }>
      }
      const serverTotalCents = Math.round(toAmount(figures.total) * 100)
      if (serverTotalCents !== input.totalAmount) {
        await discard()
        const priceOf = new Map(figures.items.map((item) => [item.variant_id, toAmount(item.unit_price)]))
        return {
          kind: "total_mismatch",
          subtotal: toAmount(figures.item_subtotal),
          shippingCost: toAmount(figures.shipping_total),
          tax: toAmount(figures.tax_total),
          totalAmount: toAmount(figures.total),
          items: lines.map((line) => ({ productId: line.productId, price: priceOf.get(line.variantId) ?? 0 })),
        }
      }

      const { result: collection } = await createPaymentCollectionForCartWorkflow(container).run({
        input: { cart_id: cart.id },
      })
      await createPaymentSessionsWorkflow(container).run({
        input: { payment_collection_id: (collection as { id: string }).id, provider_id: MANUAL_PAYMENT_PROVIDER },
      })

      const stockKeys = lines.map((line) => `stock:${line.variantId}`).sort()
      const completed = await locking.execute(
        stockKeys,
        async () => {
          const late = await firstShortage(container, lines)
          if (late) return late
          const { result } = await completeCartWorkflow(container).run({ input: { id: cart.id } })
          return { orderId: (result as { id: string }).id }
        },
        { timeout: STOCK_LOCK_TIMEOUT }
      )
      if ("kind" in completed) {
        await discard()
        return completed
      }

      await container.resolve(Modules.ORDER).updateOrders(completed.orderId, {
        metadata: {
          customer_name: input.customerName,
          customer_phone: input.customerPhone || null,
          payment_method: input.paymentMethod,
          checkout_session: input.sessionId ?? null,
        },
      })
      if (submissionId) {
        await checkout.createCheckoutSubmissions({ id: submissionId, customer_id: customer.id, order_id: completed.orderId })
      }
      // Stock changed: the catalogue shows it on the very next request.
      invalidateCatalogueIndex()
      return { kind: "placed", order: await loadOrderView(container, completed.orderId) }
    } catch (error) {
      await discard()
      throw error
    }
  }

  // Two submissions of the same checkout wait for each other; the second finds the first's order.
  return submissionId ? locking.execute([`checkout:${submissionId}`], place, { timeout: STOCK_LOCK_TIMEOUT }) : place()
}
