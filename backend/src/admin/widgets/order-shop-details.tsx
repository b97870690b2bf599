import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { DetailWidgetProps, HttpTypes } from "@medusajs/framework/types"
import { Container, Heading, StatusBadge, Text } from "@medusajs/ui"
import { type AdminOrder, EMAIL_LABELS, EMAIL_STATUS_LABELS, type OrderStatus, paymentMethodLabel } from "@printshop/contract"
import { useShopOrder } from "../api/order-details"
import { formatDate, formatDateTime } from "../components/format"
import { SectionRow } from "../components/section-row"
import { errorMessage } from "../lib/shop-api"
import { ShopQueries } from "../lib/shop-queries"

const STATUS_BADGES: Record<OrderStatus, { label: string; color: "grey" | "blue" | "orange" | "green" | "red" }> = {
  pending: { label: "Pending", color: "grey" },
  processing: { label: "Processing", color: "blue" },
  shipped: { label: "Shipped", color: "orange" },
  delivered: { label: "Delivered", color: "green" },
  cancelled: { label: "Cancelled", color: "red" },
}

/** The order as the customer sees it in their account and on /track: status, payment and delivery. */
function OrderShopDetails({ orderId }: { orderId: string }) {
  const { data: order, isPending, isError, error } = useShopOrder(orderId)

  return (
    <Container role="region" className="divide-y p-0" aria-labelledby="shop-order-heading">
      <div className="px-6 py-4">
        <Heading level="h2" id="shop-order-heading">
          Shop order
        </Heading>
        <Text size="small" className="text-ui-fg-subtle">
          As the customer sees it in their account and on the tracking page
        </Text>
      </div>
      {isPending ? (
        <Text size="small" className="text-ui-fg-subtle px-6 py-4">
          Loading the shop's order...
        </Text>
      ) : isError ? (
        <Text size="small" className="text-ui-fg-error px-6 py-4" role="alert">
          Could not load the shop's order: {errorMessage(error)}
        </Text>
      ) : (
        <OrderRows order={order} />
      )}
    </Container>
  )
}

function OrderRows({ order }: { order: AdminOrder }) {
  const shipped = Boolean(order.trackingNumber)
  const badge = STATUS_BADGES[order.status] ?? STATUS_BADGES.pending
  return (
    <>
      <SectionRow label="Order number">#{order.id}</SectionRow>
      <SectionRow label="Status">
        <StatusBadge color={badge.color}>{badge.label}</StatusBadge>
      </SectionRow>
      <SectionRow label="Payment method">{paymentMethodLabel(order.paymentMethod)}</SectionRow>
      {shipped ? (
        <>
          <SectionRow label="Carrier">{order.carrier}</SectionRow>
          <SectionRow label="Tracking number">
            <span className="font-mono">{order.trackingNumber}</span>
          </SectionRow>
          <SectionRow label="Estimated delivery">{order.estimatedDelivery ? formatDate(order.estimatedDelivery) : "-"}</SectionRow>
        </>
      ) : (
        <SectionRow label="Delivery">
          Not shipped yet
          {order.estimatedDelivery && <span className="text-ui-fg-muted block">Expected {formatDate(order.estimatedDelivery)}</span>}
        </SectionRow>
      )}
      {order.trackingEvents.length > 0 && (
        <div className="px-6 py-4">
          <Text size="small" weight="plus" leading="compact" className="text-ui-fg-subtle">
            Tracking
          </Text>
          <ol className="mt-3 flex flex-col gap-y-3">
            {order.trackingEvents.map((event, index) => (
              <li key={`${index}-${event.status}`} className="flex items-start gap-x-3">
                <span
                  aria-hidden="true"
                  className={`mt-1 size-2 shrink-0 rounded-full ${event.completed ? "bg-ui-tag-green-icon" : "bg-ui-tag-neutral-icon"}`}
                />
                <div className="min-w-0">
                  <Text size="small" weight="plus" leading="compact" className={event.completed ? "text-ui-fg-base" : "text-ui-fg-muted"}>
                    {event.status}
                    <span className="sr-only">{event.completed ? " (done)" : " (to come)"}</span>
                  </Text>
                  <Text size="xsmall" className="text-ui-fg-subtle">
                    {[event.location, formatDateTime(event.timestamp)].filter(Boolean).join(" · ")}
                  </Text>
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
      {order.emails && order.emails.length > 0 && (
        <div className="px-6 py-4">
          <Text size="small" weight="plus" leading="compact" className="text-ui-fg-subtle">
            E-mails to the customer
          </Text>
          <ul className="mt-3 flex flex-col gap-y-2">
            {order.emails.map((email) => (
              <li key={email.id} className="flex items-start justify-between gap-x-3">
                <div className="min-w-0">
                  <Text size="small" leading="compact">
                    {EMAIL_LABELS[email.template] ?? email.template}
                  </Text>
                  <Text size="xsmall" className="text-ui-fg-subtle break-all">
                    {[email.to, formatDateTime(email.createdAt)].join(" · ")}
                  </Text>
                </div>
                <StatusBadge color={email.status === "success" ? "green" : email.status === "failure" ? "red" : "grey"}>
                  {EMAIL_STATUS_LABELS[email.status]}
                </StatusBadge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  )
}

const OrderShopDetailsWidget = ({ data }: DetailWidgetProps<HttpTypes.AdminOrder>) => (
  <ShopQueries>
    <OrderShopDetails orderId={data.id} />
  </ShopQueries>
)

export const config = defineWidgetConfig({
  zone: "order.details.side.after",
})

export default OrderShopDetailsWidget
