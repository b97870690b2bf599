import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import type { PaymentStatus } from "@printshop/contract"

type Payment = { amount?: unknown; captured_at?: unknown; canceled_at?: unknown; refunds?: Array<{ amount?: unknown } | null> | null } | null

const amount = (value: unknown) => (value === null || value === undefined ? 0 : MathBN.convert(value as number).toNumber())

/** The order's payment as Medusa's payment module records it, in the shop's words. */
export async function paymentStatusOf(container: MedusaContainer, orderId: string): Promise<PaymentStatus> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "payment_collections.payments.amount",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: orderId },
  })
  const payments = ((data[0] as { payment_collections?: Array<{ payments?: Payment[] } | null> } | undefined)?.payment_collections ?? []).flatMap(
    (collection) => (collection?.payments ?? []).filter((payment): payment is NonNullable<Payment> => Boolean(payment))
  )
  const refunded = payments.reduce((sum, payment) => sum + (payment.refunds ?? []).reduce((total, refund) => total + amount(refund?.amount), 0), 0)
  const captured = payments.filter((payment) => payment.captured_at).reduce((sum, payment) => sum + amount(payment.amount), 0)
  if (refunded > 0) return refunded >= captured ? "refunded" : "partially_refunded"
  if (captured > 0) return "paid"
  if (payments.length > 0 && payments.every((payment) => payment.canceled_at)) return "cancelled"
  return "awaiting"
}
