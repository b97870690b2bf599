import { MedusaError } from "@medusajs/framework/utils"
import { StepResponse } from "@medusajs/framework/workflows-sdk"
import { createProductsWorkflow, updateProductsWorkflow } from "@medusajs/medusa/core-flows"
import { z } from "zod"
import {
  changeProductDetails,
  createProductDetails,
  productDetailsByHandleSchema,
  productDetailsChangeSchema,
  removeProductDetails,
  undoProductDetailsChange,
} from "../../lib/product-details/product-details"

/**
 * The shop's product details ride along Medusa's own product creation
 * (docs/architecture.md, "Where the data lives"): passed as `additional_data.product_details` (by
 * handle), stored in the same workflow run, so a product and its details exist together or not at
 * all.
 */
createProductsWorkflow.hooks.productsCreated(
  async ({ products, additional_data }, { container }) => {
    const parsed = productDetailsByHandleSchema.safeParse(additional_data?.product_details ?? {})
    if (!parsed.success) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid product details: ${parsed.error.issues[0]?.message}`)
    }
    const items = products.flatMap((product) => {
      const details = product.handle ? parsed.data[product.handle] : undefined
      return details ? [{ productId: product.id, details }] : []
    })
    const created = await createProductDetails(container, items)
    return new StepResponse(created, created)
  },
  async (created, { container }) => {
    if (created) await removeProductDetails(container, created)
  }
)

/**
 * ... and along Medusa's product update: `additional_data.product_details` (by product id) with
 * the fields to change, in the same run as the product's own change.
 */
updateProductsWorkflow.hooks.productsUpdated(
  async ({ products, additional_data }, { container }) => {
    const parsed = z.record(z.string(), productDetailsChangeSchema).safeParse(additional_data?.product_details ?? {})
    if (!parsed.success) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid product details: ${parsed.error.issues[0]?.message}`)
    }
    const changes = products.flatMap((product) => {
      const change = parsed.data[product.id]
      return change ? [{ productId: product.id, change }] : []
    })
    const undo = await changeProductDetails(container, changes)
    return new StepResponse(undo, undo)
  },
  async (undo, { container }) => {
    if (undo) await undoProductDetailsChange(container, undo)
  }
)
