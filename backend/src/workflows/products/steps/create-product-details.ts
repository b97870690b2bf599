import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { type ProductDetailsInput, createProductDetails, removeProductDetails } from "../../../lib/product-details/product-details"

/** Creates and links the details of existing products; compensation removes them. */
export const createProductDetailsStep = createStep(
  "create-product-details",
  async (items: Array<{ productId: string; details: ProductDetailsInput }>, { container }) => {
    const created = await createProductDetails(container, items)
    return new StepResponse(created, created)
  },
  async (created, { container }) => {
    if (created) await removeProductDetails(container, created)
  }
)
