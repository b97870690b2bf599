import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { readShopPricing } from "../../../../lib/pricing/shop-pricing"
import { sendPublicJson } from "../../../http/json-response"

/**
 * GET /api/shop/pricing: the country's sales tax and the shipping options with their prices and
 * rules, as the merchant set them in Medusa (docs/decisions.md, "Medusa's settings decide"). The
 * storefront estimates a cart's figures and words its free-shipping promises from it; public, and
 * kept by the edge for a second like the catalogue.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  sendPublicJson(req, res, await readShopPricing(req.scope))
}
