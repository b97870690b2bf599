import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { toProductJson } from "@printshop/catalogue-engine"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { loadProductRecords } from "../../modules/catalogue/read-model"
import { STOCK_ALERTS_MODULE } from "../../modules/stock-alerts"
import type StockAlertsModuleService from "../../modules/stock-alerts/service"
import { jwtSecretOf } from "../companies/companies"
import { idOfSigned, signedId } from "../security/signed-ids"
import { storefrontUrl } from "../shop-urls"

/**
 * Back-in-stock alerts (docs/decisions.md, "Back in stock"): an address waits for one e-mail when a
 * product can be bought again; the e-mail is claimed by one process with one UPDATE, and sent once
 * under its idempotency key through the Notification Module.
 */
type Db = { raw: (sql: string, bindings: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }> }

export const stockAlertsService = (container: MedusaContainer) => container.resolve<StockAlertsModuleService>(STOCK_ALERTS_MODULE)

const pg = (container: MedusaContainer) => container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
const db = (container: MedusaContainer) => pg(container) as unknown as Db

/**
 * An address asks to hear when a product is back: one waiting alert per address and product (a
 * second request changes nothing, and the caller answers both alike).
 */
export async function addStockAlert(container: MedusaContainer, input: { productId: string; email: string; customerId: string | null }) {
  const service = stockAlertsService(container)
  const [waiting] = await service.listStockAlerts({ product_id: input.productId, email: input.email, notified_at: null }, { take: 1, select: ["id"] })
  if (waiting) return
  try {
    await service.createStockAlerts({ product_id: input.productId, email: input.email, customer_id: input.customerId })
  } catch (error) {
    // Two requests at once: the unique index let one in, which is all that was asked.
    if (!/duplicate key|unique/i.test(error instanceof Error ? error.message : String(error))) throw error
  }
}

/** How many addresses wait for each product (staff's product list and low-stock list). */
export async function waitingAlertCounts(container: MedusaContainer, productIds: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>()
  if (!productIds.length) return counts
  const { rows } = await db(container).raw(
    `SELECT product_id, count(*)::int AS waiting FROM stock_alert
      WHERE deleted_at IS NULL AND notified_at IS NULL AND product_id = ANY(?)
      GROUP BY product_id`,
    [productIds]
  )
  for (const row of rows) counts.set(String(row.product_id), Number(row.waiting))
  return counts
}

const PURPOSE = "stock-alert-unsubscribe"

/** The page an e-mail's unsubscribe link opens (it unsubscribes with one click, and says so). */
export const unsubscribePageUrl = (container: MedusaContainer, alertId: string) =>
  `${storefrontUrl()}/stock-alerts/unsubscribe?token=${encodeURIComponent(signedId(PURPOSE, alertId, jwtSecretOf(container)))}`

/** The address mail programs POST to for a one-click unsubscribe (RFC 8058's List-Unsubscribe). */
export const oneClickUnsubscribeUrl = (container: MedusaContainer, alertId: string) =>
  `${storefrontUrl()}/api/stock-alerts/unsubscribe?token=${encodeURIComponent(signedId(PURPOSE, alertId, jwtSecretOf(container)))}`

/**
 * An unsubscribe link was followed: every alert still waiting for the address the e-mail went to
 * is removed. Null for a link this shop did not sign or whose alert is gone; a second click
 * removes nothing and says so with 0.
 */
export async function unsubscribe(container: MedusaContainer, token: string): Promise<{ email: string; removed: number } | null> {
  const id = idOfSigned(PURPOSE, token, "salert", jwtSecretOf(container))
  if (!id) return null
  const service = stockAlertsService(container)
  const [alert] = await service.listStockAlerts({ id }, { take: 1, select: ["id", "email"], withDeleted: true })
  if (!alert) return null
  const waiting = await service.listStockAlerts({ email: alert.email, notified_at: null }, { select: ["id"] })
  if (waiting.length) await service.softDeleteStockAlerts(waiting.map((entry) => entry.id))
  return { email: alert.email, removed: waiting.length }
}

/** Of some products, those a shopper can buy now: published, in stock (read from the database, not the catalogue's index, which may lag). */
export async function productsOnSale(container: MedusaContainer, productIds: string[]): Promise<string[]> {
  if (!productIds.length) return []
  const records = await loadProductRecords(pg(container) as unknown as Knex, productIds)
  return records.filter((record) => record.published && toProductJson(record, undefined).inStock).map((record) => record.id)
}

/** The products addresses wait for, of those given (all of them when none are given); at most `limit`. */
async function productsWaitedFor(container: MedusaContainer, productIds: string[] | "all", limit = 1000): Promise<string[]> {
  if (productIds !== "all" && !productIds.length) return []
  const { rows } = await db(container).raw(
    `SELECT DISTINCT product_id FROM stock_alert
      WHERE deleted_at IS NULL AND notified_at IS NULL ${productIds === "all" ? "" : "AND product_id = ANY(?)"}
      LIMIT ${limit}`,
    productIds === "all" ? [] : [productIds]
  )
  return rows.map((row) => String(row.product_id))
}

/**
 * Claims the waiting alerts of products that are back, in one UPDATE: of several processes
 * reading the same change, each alert goes to one. Answers the claimed alerts' ids, to be e-mailed.
 */
async function claimAlerts(container: MedusaContainer, productIds: string[]): Promise<string[]> {
  if (!productIds.length) return []
  const { rows } = await db(container).raw(
    `UPDATE stock_alert SET notified_at = now(), updated_at = now()
      WHERE deleted_at IS NULL AND notified_at IS NULL AND product_id = ANY(?)
      RETURNING id`,
    [productIds]
  )
  return rows.map((row) => String(row.id))
}

/**
 * Of the products a change touched ("all" when it cannot say), those addresses wait for and that
 * can be bought again have their alerts claimed: answers the alerts to e-mail.
 */
export async function claimRestockedAlerts(container: MedusaContainer, touched: string[] | "all"): Promise<string[]> {
  const waitedFor = await productsWaitedFor(container, touched)
  return claimAlerts(container, await productsOnSale(container, waitedFor))
}
