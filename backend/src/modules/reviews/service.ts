import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import Review from "./models/review"

export type RatingSummary = { product_id: string; count: number; average: number }

class ReviewsModuleService extends MedusaService({ Review }) {
  /**
   * The review count and average rating of every reviewed product (or of the ones given),
   * counting only the reviews staff have not hidden: one aggregate query, for the catalogue index.
   */
  @InjectManager()
  async summarizeRatings(
    productIds?: string[],
    @MedusaContext() sharedContext: Context<EntityManager> = {}
  ): Promise<RatingSummary[]> {
    if (productIds && !productIds.length) return []
    // The manager writes an array parameter out as a list of values: `IN (?)`, not `= ANY(?)`.
    const rows: Array<{ product_id: string; count: number | string; average: number | string }> = await sharedContext.manager!.execute(
      `SELECT product_id, COUNT(*)::int AS count, AVG(rating)::float AS average
         FROM review WHERE deleted_at IS NULL AND hidden = false ${productIds ? "AND product_id IN (?)" : ""}
        GROUP BY product_id`,
      productIds ? [productIds] : []
    )
    return rows.map((row) => ({ product_id: row.product_id, count: Number(row.count), average: Number(row.average) }))
  }
}

export default ReviewsModuleService
