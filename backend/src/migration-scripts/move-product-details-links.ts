import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { PRODUCT_DETAILS_LINK_TABLE as NEW_TABLE } from "../modules/catalogue/read-model"

/** The link's table before the module holding product details was named for what it holds. */
const OLD_TABLE = "product_product_catalogue_product_details"

/**
 * Runs once (`medusa db:migrate`): moves the product -> product details links of a database made
 * before the module was renamed from `catalogue` to `productDetails`, so no product loses its
 * brand, specifications or flags, then drops the old table. A new database has nothing to move.
 */
export default async function moveProductDetailsLinks({ container }: ExecArgs) {
  const db = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  if (!(await db.schema.hasTable(OLD_TABLE)) || !(await db.schema.hasTable(NEW_TABLE))) return
  const moved = await db.raw(
    `INSERT INTO ${NEW_TABLE} (id, product_id, product_details_id, created_at, updated_at, deleted_at)
     SELECT id, product_id, product_details_id, created_at, updated_at, deleted_at FROM ${OLD_TABLE}
     ON CONFLICT DO NOTHING`
  )
  await db.schema.dropTable(OLD_TABLE)
  logger.info(`Moved ${moved.rowCount ?? 0} product details links to ${NEW_TABLE}`)
}
