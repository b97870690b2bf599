import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { CURRENCY_CODE } from "../../lib/shop"
import type { ProductRecord } from "@printshop/catalogue-engine"

/**
 * The catalogue's read model: the one place that reads Medusa's tables with SQL, for speed.
 * Medusa's query graph joins these in memory and needs minutes for a catalogue of 10,000
 * products; these six set-based queries take a fraction of a second. Review figures come from the
 * reviews module's own service, not from here.
 */

/** The table Medusa keeps the product <-> product details link in (named by Medusa after src/links/product-details.ts). */
export const PRODUCT_DETAILS_LINK_TABLE = "product_product_productdetails_product_details"

/**
 * Every table this file reads, with the columns it reads of each: a Medusa upgrade that renames one
 * fails read-model.unit.spec.ts (which checks this list against the SQL below) and the catalogue's
 * integration test (which checks it against a migrated database) before it fails a shopper.
 */
export const MEDUSA_TABLES_READ: Record<string, string[]> = {
  // product module
  product: ["id", "title", "description", "thumbnail", "created_at", "status", "deleted_at"],
  image: ["product_id", "url", "rank", "deleted_at"],
  product_category: ["id", "handle", "rank", "deleted_at"],
  product_category_product: ["product_id", "product_category_id"],
  product_tag: ["id", "value", "deleted_at"],
  product_tags: ["product_id", "product_tag_id"],
  product_variant: ["id", "product_id", "sku", "created_at", "manage_inventory", "deleted_at"],
  // pricing module, and its link to the product module
  price: ["price_set_id", "amount", "currency_code", "price_list_id", "rules_count", "min_quantity", "deleted_at"],
  product_variant_price_set: ["variant_id", "price_set_id", "deleted_at"],
  // inventory module, and its link to the product module
  inventory_level: ["inventory_item_id", "stocked_quantity", "reserved_quantity", "deleted_at"],
  product_variant_inventory_item: ["variant_id", "inventory_item_id", "deleted_at"],
  // the shop's product details module, and its link to the product module
  product_details: ["id", "brand", "specifications", "features", "is_featured", "is_business", "marked_out_of_stock", "original_price", "deleted_at"],
  [PRODUCT_DETAILS_LINK_TABLE]: ["product_id", "product_details_id", "deleted_at"],
}

const PRODUCT_COLUMNS = `SELECT id, title, description, thumbnail, created_at, status
         FROM product WHERE deleted_at IS NULL AND status IN ('published', 'draft')`

/**
 * Every published or draft product with its images, category, tags, base price, stock and
 * details; or, with `productIds`, only those (the ones a change touched). Drafts are for staff only.
 */
export async function loadProductRecords(db: Knex, productIds?: string[]): Promise<ProductRecord[]> {
  const only = productIds ? `AND id = ANY(?)` : ""
  return readRecords(db, db.raw(`${PRODUCT_COLUMNS} ${only}`, productIds ? [productIds] : []), productIds)
}

/**
 * The next `limit` published or draft products by id after `after` (from the first when null),
 * read as loadProductRecords reads them: a catalogue is built page by page, each page's rows turned
 * into the index's entries before the next is read, so the rows of the whole catalogue are never
 * held at once.
 */
export async function loadProductPage(db: Knex, after: string | null, limit: number): Promise<ProductRecord[]> {
  const products = await db.raw(`${PRODUCT_COLUMNS} ${after === null ? "" : "AND id > ?"} ORDER BY id LIMIT ?`, after === null ? [limit] : [after, limit])
  if (!products.rows.length) return []
  return readRecords(db, Promise.resolve(products), products.rows.map((row: ProductRow) => row.id))
}

type ProductRow = { id: string; title: string; description: string | null; thumbnail: string | null; created_at: string | Date | null; status: string }

/** The records of the products `productRows` answers, with their rows in the other tables (all, or `productIds`'). */
async function readRecords(db: Knex, productRows: PromiseLike<{ rows: ProductRow[] }>, productIds?: string[]): Promise<ProductRecord[]> {
  // One bound array parameter restricts every query to the products asked for.
  const only = (column: string) => (productIds ? `AND ${column} = ANY(?)` : "")
  const bind = (...values: string[]): Array<string | string[]> => (productIds ? [...values, productIds] : values)
  const [products, images, categories, tags, variants, details] = await Promise.all([
    productRows,
    db.raw(`SELECT product_id, url, rank FROM image WHERE deleted_at IS NULL ${only("product_id")}`, bind()),
    db.raw(
      `SELECT pcp.product_id, pc.handle
         FROM product_category_product pcp
         JOIN product_category pc ON pc.id = pcp.product_category_id AND pc.deleted_at IS NULL
        WHERE true ${only("pcp.product_id")}
        ORDER BY pc.rank`,
      bind()
    ),
    db.raw(
      `SELECT pt.product_id, t.value
         FROM product_tags pt
         JOIN product_tag t ON t.id = pt.product_tag_id AND t.deleted_at IS NULL
        WHERE true ${only("pt.product_id")}
        ORDER BY t.value`,
      bind()
    ),
    db.raw(
      `SELECT v.product_id,
              (SELECT pr.amount
                 FROM product_variant_price_set vps
                 JOIN price pr ON pr.price_set_id = vps.price_set_id
                  AND pr.deleted_at IS NULL AND pr.currency_code = ? AND pr.price_list_id IS NULL
                WHERE vps.variant_id = v.id AND vps.deleted_at IS NULL
                ORDER BY pr.rules_count, pr.min_quantity NULLS FIRST
                LIMIT 1) AS amount,
              (SELECT json_agg(json_build_object('min_quantity', pr.min_quantity, 'amount', pr.amount) ORDER BY pr.min_quantity)
                 FROM product_variant_price_set vps
                 JOIN price pr ON pr.price_set_id = vps.price_set_id
                  AND pr.deleted_at IS NULL AND pr.currency_code = ? AND pr.price_list_id IS NULL
                  AND pr.rules_count = 0 AND pr.min_quantity > 1
                WHERE vps.variant_id = v.id AND vps.deleted_at IS NULL) AS tiers,
              (SELECT COALESCE(SUM(il.stocked_quantity - il.reserved_quantity), 0)
                 FROM product_variant_inventory_item vii
                 JOIN inventory_level il ON il.inventory_item_id = vii.inventory_item_id AND il.deleted_at IS NULL
                WHERE vii.variant_id = v.id AND vii.deleted_at IS NULL) AS available,
              EXISTS (SELECT 1 FROM product_variant_inventory_item vii
                       WHERE vii.variant_id = v.id AND vii.deleted_at IS NULL) AS has_inventory,
              v.manage_inventory, v.sku
         FROM product_variant v
        WHERE v.deleted_at IS NULL ${only("v.product_id")}
        ORDER BY v.created_at, v.id`,
      bind(CURRENCY_CODE, CURRENCY_CODE)
    ),
    db.raw(
      `SELECT l.product_id, d.brand, d.specifications, d.features, d.is_featured, d.is_business,
              d.marked_out_of_stock, d.original_price
         FROM ${PRODUCT_DETAILS_LINK_TABLE} l
         JOIN product_details d ON d.id = l.product_details_id AND d.deleted_at IS NULL
        WHERE l.deleted_at IS NULL ${only("l.product_id")}`,
      bind()
    ),
  ])

  const records = new Map<string, ProductRecord>()
  for (const row of products.rows) {
    records.set(row.id, {
      id: row.id,
      title: row.title,
      description: row.description,
      thumbnail: row.thumbnail,
      created_at: row.created_at,
      published: row.status === "published",
      images: [],
      categories: [],
      tags: [],
      price: null,
      available: null,
      details: null,
    })
  }
  for (const row of images.rows) records.get(row.product_id)?.images.push({ url: row.url, rank: row.rank })
  for (const row of categories.rows) records.get(row.product_id)?.categories.push(row.handle)
  for (const row of tags.rows) records.get(row.product_id)?.tags.push(row.value)
  const priced = new Set<string>()
  for (const row of variants.rows) {
    // The shop sells one variant per product: the first one (by creation) speaks for it.
    const record = records.get(row.product_id)
    if (!record || priced.has(row.product_id)) continue
    priced.add(row.product_id)
    record.price = row.amount
    record.sku = row.sku ?? ""
    record.tiers = row.tiers ?? []
    record.available = row.manage_inventory === false ? null : row.has_inventory ? row.available : 0
  }
  for (const row of details.rows) {
    const record = records.get(row.product_id)
    if (record) record.details = row
  }
  return Array.from(records.values())
}

/**
 * Every published or draft product's id, name and brand (drafts included): what a CSV import
 * matches its rows against, read without building a catalogue index in the worker.
 */
export async function loadProductNames(db: Knex): Promise<Array<{ id: string; name: string; brand: string }>> {
  const { rows } = await db.raw(
    `SELECT p.id, p.title, d.brand
       FROM product p
       LEFT JOIN ${PRODUCT_DETAILS_LINK_TABLE} l ON l.product_id = p.id AND l.deleted_at IS NULL
       LEFT JOIN product_details d ON d.id = l.product_details_id AND d.deleted_at IS NULL
      WHERE p.deleted_at IS NULL AND p.status IN ('published', 'draft')`
  )
  return rows.map((row: { id: string; title: string; brand: string | null }) => ({ id: row.id, name: row.title, brand: row.brand ?? "" }))
}

/** The records of other modules that lead to a product. */
export type ProductKey = "variant" | "inventoryItem" | "priceSet" | "details"

/** How each kind of record leads to its product, deleted links and variants included (a deletion's event). */
const OWNER_QUERIES: Record<ProductKey, string> = {
  variant: `SELECT DISTINCT product_id FROM product_variant WHERE id = ANY(?)`,
  inventoryItem: `SELECT DISTINCT v.product_id
                    FROM product_variant_inventory_item vii
                    JOIN product_variant v ON v.id = vii.variant_id
                   WHERE vii.inventory_item_id = ANY(?)`,
  priceSet: `SELECT DISTINCT v.product_id
               FROM product_variant_price_set vps
               JOIN product_variant v ON v.id = vps.variant_id
              WHERE vps.price_set_id = ANY(?)`,
  details: `SELECT DISTINCT product_id FROM ${PRODUCT_DETAILS_LINK_TABLE} WHERE product_details_id = ANY(?)`,
}

/**
 * The products some records of another module belong to, read from the link tables: what a
 * process that holds no catalogue index (the worker) uses to pin a change to its products. A record
 * that belongs to no product (a shipping option's price set) leads to none.
 */
export async function productsOwning(db: Knex, key: ProductKey, ids: string[]): Promise<string[]> {
  if (!ids.length) return []
  const result = await db.raw(OWNER_QUERIES[key], [ids])
  return result.rows.map((row: { product_id: string }) => row.product_id)
}
