import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import type { CreateCartWorkflowInputDTO } from "@medusajs/framework/types"
import {
  addShippingMethodToCartStep,
  createCartWorkflow,
  createPaymentCollectionForCartWorkflow,
  createPaymentSessionsWorkflow,
  listShippingOptionsForCartWithPricingWorkflow,
  updateTaxLinesWorkflow,
  validateCartShippingOptionsPriceStep,
  validateCartShippingOptionsStep,
} from "@medusajs/medusa/core-flows"
import { pickShippingOptionStep } from "../steps/pick-shipping-option"

const MANUAL_PAYMENT_PROVIDER = "pp_system_default"

/**
 * A checkout's Medusa cart, ready to complete: created with its items (priced by Medusa), the
 * shipping option its subtotal selects, tax lines and a manual payment session. Run by the
 * place-order workflow, or earlier by the prepare-checkout workflow while the shopper fills in the
 * form. A failure later in the calling workflow deletes the cart again.
 */
export const buildCheckoutCartWorkflow = createWorkflow("build-checkout-cart", (input: CreateCartWorkflowInputDTO) => {
  const cart = createCartWorkflow.runAsStep({ input })

  const optionId = pickShippingOptionStep({ cartId: cart.id })
  // The shipping method is added with the steps of Medusa's add-shipping-method flow, without its
  // closing refresh of the whole cart (about 190 ms of re-pricing): this cart was priced and taxed a
  // moment ago in this run and has no payment collection or promotion yet, so only the new method
  // needs its price (Medusa's, for this cart) and tax lines. The seed's options use the manual
  // fulfilment provider, which takes no method data.
  const optionIds = transform({ optionId }, ({ optionId }) => [optionId])
  const shippingOptions = listShippingOptionsForCartWithPricingWorkflow.runAsStep({
    input: { cart_id: cart.id, options: [{ id: optionId }], is_return: false },
  })
  validateCartShippingOptionsStep({ option_ids: optionIds, prefetched_shipping_options: shippingOptions })
  validateCartShippingOptionsPriceStep({ shippingOptions })
  const shippingMethods = transform({ cart, shippingOptions }, ({ cart, shippingOptions }) =>
    shippingOptions.map((option) => ({
      cart_id: cart.id,
      shipping_option_id: option.id,
      name: option.name,
      amount: option.calculated_price.calculated_amount,
      is_tax_inclusive: Boolean(option.calculated_price.is_calculated_price_tax_inclusive),
      data: {},
    }))
  )
  addShippingMethodToCartStep({ shipping_methods: shippingMethods })
  updateTaxLinesWorkflow.runAsStep({ input: { cart_id: cart.id } })

  const collection = createPaymentCollectionForCartWorkflow.runAsStep({ input: { cart_id: cart.id } })
  createPaymentSessionsWorkflow.runAsStep({
    input: { payment_collection_id: collection.id, provider_id: MANUAL_PAYMENT_PROVIDER },
  })
  const cartId = transform({ cart }, ({ cart }) => cart.id)
  return new WorkflowResponse({ cartId })
})
