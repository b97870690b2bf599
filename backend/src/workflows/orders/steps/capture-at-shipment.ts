import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { SYSTEM_PAYMENT_PROVIDER } from "../../../lib/payments/shop-payments"

/** The store's metadata key (Medusa's dashboard: Settings > Store > Metadata) saying when a card processor's payment is captured. */
export const PAYMENT_CAPTURE_SETTING = "payment_capture"

/**
 * Whether shipping this order captures its payment: when the merchant set the store's
 * `payment_capture` to "shipment" and the order is paid through a card processor (a payment taken
 * on delivery is captured at delivery, whatever the setting).
 */
export const captureAtShipmentStep = createStep("capture-at-shipment", async (input: { orderId: string }, { container }) => {
  const [store] = await container.resolve(Modules.STORE).listStores({}, { select: ["id", "metadata"], take: 1 })
  if (store?.metadata?.[PAYMENT_CAPTURE_SETTING] !== "shipment") return new StepResponse(false)
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["payment_collections.payments.provider_id"],
    filters: { id: input.orderId },
  })
  const providers = ((data[0] as { payment_collections?: Array<{ payments?: Array<{ provider_id: string }> | null } | null> } | undefined)?.payment_collections ?? []).flatMap(
    (collection) => (collection?.payments ?? []).map((payment) => payment.provider_id)
  )
  return new StepResponse(providers.some((provider) => provider !== SYSTEM_PAYMENT_PROVIDER))
})
