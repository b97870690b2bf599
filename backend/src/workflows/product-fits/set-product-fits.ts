import { StepResponse, WorkflowResponse, createStep, createWorkflow } from "@medusajs/framework/workflows-sdk"
import { productFitsService } from "../../lib/product-fits/product-fits"

export type SetProductFitsInput = { supplyId: string; productIds: string[] }

/**
 * The products a supply or accessory fits become `productIds`: links no longer wanted are removed,
 * new ones made, the others kept. Compensation puts the links back as they were.
 */
const setProductFitsStep = createStep(
  "set-product-fits",
  async (input: SetProductFitsInput, { container }) => {
    const service = productFitsService(container)
    const current = await service.listProductFits({ supply_id: input.supplyId }, { select: ["id", "product_id"], take: 1000 })
    const wanted = new Set(input.productIds)
    const kept = new Set(current.map((fit) => fit.product_id))
    const removed = current.filter((fit) => !wanted.has(fit.product_id))
    const added = input.productIds.filter((id) => !kept.has(id))
    if (removed.length) await service.deleteProductFits(removed.map((fit) => fit.id))
    const created = added.length ? await service.createProductFits(added.map((product_id) => ({ supply_id: input.supplyId, product_id }))) : []
    return new StepResponse(
      { supplyId: input.supplyId, productIds: input.productIds },
      { supplyId: input.supplyId, removed: removed.map((fit) => fit.product_id), created: created.map((fit) => fit.id) }
    )
  },
  async (state, { container }) => {
    if (!state) return
    const service = productFitsService(container)
    if (state.created.length) await service.deleteProductFits(state.created)
    if (state.removed.length) await service.createProductFits(state.removed.map((product_id) => ({ supply_id: state.supplyId, product_id })))
  }
)

/** Sets the products a supply or accessory fits (the product dialog, Medusa's dashboard widget, a CSV row). */
export const setProductFitsWorkflow = createWorkflow("set-product-fits", (input: SetProductFitsInput) => {
  return new WorkflowResponse(setProductFitsStep(input))
})
