import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import type { ShopProductInput } from "../../../lib/products/admin-products"
import { createShopProductsWorkflow } from "./create-shop-products"

export type ImageFile = { filename: string; mimeType: string; content: string }

export type CreateProductsWithImagesInput = {
  /** Products whose `product.images` name files of `files` by filename. */
  products: ShopProductInput[]
  files: ImageFile[]
  locationId: string
}

/**
 * Uploads product pictures to Medusa's file module and creates the products showing them (the
 * seed's catalogue): if the products cannot be created, the uploads are removed again.
 */
export const createProductsWithImagesWorkflow = createWorkflow(
  "create-products-with-images",
  (input: CreateProductsWithImagesInput) => {
    const uploadInput = transform({ input }, ({ input }) => ({
      files: input.files.map((file) => ({ ...file, access: "public" as const })),
    }))
    const uploaded = uploadFilesWorkflow.runAsStep({ input: uploadInput })
    const productsInput = transform({ input, uploaded }, ({ input, uploaded }) => {
      const urlOf = new Map(input.files.map((file, index): [string, string | undefined] => [file.filename, uploaded[index]?.url]))
      const resolve = (name: string) => urlOf.get(name) ?? name
      return {
        locationId: input.locationId,
        products: input.products.map((entry) => {
          const images = (entry.product.images ?? []).map((image) => ({ url: resolve(image.url ?? "") }))
          return { ...entry, product: { ...entry.product, images, thumbnail: images[0]?.url } }
        }),
      }
    })
    return new WorkflowResponse(createShopProductsWorkflow.runAsStep({ input: productsInput }))
  }
)
