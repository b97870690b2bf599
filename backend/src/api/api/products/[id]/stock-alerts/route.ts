import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { STOCK_ALERT_MESSAGES, type StockAlertBody } from "@printshop/contract"
import { getCatalogueIndex } from "../../../../../modules/catalogue/catalogue-index"
import { addStockAlert } from "../../../../../lib/stock-alerts/stock-alerts"

/**
 * POST /api/products/{id}/stock-alerts { email }: e-mail this address once when the product is
 * back in stock. 201 with the same answer whether or not the address had asked before (nothing
 * tells who asked); 404 for a product the shop does not show; 409 for one that is in stock.
 */
export async function POST(req: AuthenticatedMedusaRequest<StockAlertBody>, res: MedusaResponse) {
  const id = req.params.id
  const product = (await getCatalogueIndex(req.scope)).get(id)
  if (!product) {
    res.status(404).json({ message: `Product ${id} was not found.` })
    return
  }
  if (product.inStock) {
    res.status(409).json({ message: STOCK_ALERT_MESSAGES.inStock })
    return
  }
  await addStockAlert(req.scope, { productId: product.id, email: req.validatedBody.email, customerId: req.auth_context?.actor_id || null })
  res.status(201).json({ message: STOCK_ALERT_MESSAGES.subscribed })
}
