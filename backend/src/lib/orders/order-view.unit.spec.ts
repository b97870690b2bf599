import { type OrderRecord, deriveStatus, toOrderView, toTrackingSummary } from "./order-view"

describe("order status", () => {
  const base: OrderRecord = { id: "order_1", display_id: 7, status: "pending", created_at: "2026-01-01T00:00:00Z" }

  it("derives the customer's status from the order and its fulfillments", () => {
    expect(deriveStatus(base)).toEqual("pending")
    expect(deriveStatus({ ...base, metadata: { status: "processing" } })).toEqual("processing")
    expect(deriveStatus({ ...base, fulfillments: [{ created_at: "2026-01-02" }] })).toEqual("processing")
    expect(deriveStatus({ ...base, fulfillments: [{ created_at: "2026-01-02", canceled_at: "2026-01-03" }] })).toEqual("pending")
    expect(deriveStatus({ ...base, fulfillments: [{ shipped_at: "2026-01-03" }, { created_at: "2026-01-02" }] })).toEqual("shipped")
    expect(deriveStatus({ ...base, fulfillments: [{ shipped_at: "2026-01-03", delivered_at: "2026-01-05" }] })).toEqual("delivered")
    expect(deriveStatus({ ...base, status: "canceled", fulfillments: [{ shipped_at: "2026-01-03" }] })).toEqual("cancelled")
  })

  it("takes the tracking number and carrier from the shipment", () => {
    const view = toOrderView({
      ...base,
      fulfillments: [{ shipped_at: "2026-01-03", metadata: { carrier: "FedEx Ground" }, labels: [{ tracking_number: "FX123" }] }],
    })
    expect(view).toMatchObject({ id: "7", status: "shipped", carrier: "FedEx Ground", trackingNumber: "FX123" })
    expect(view.trackingEvents.map((event) => event.status)).toEqual(["Order Placed", "Processing", "Shipped"])
  })

  it("names UPS and cash on delivery when the order says nothing, and shows a visitor status and dates only", () => {
    const view = toOrderView(base)
    expect(view).toMatchObject({ carrier: "UPS", paymentMethod: "cash_on_delivery", trackingNumber: null })
    expect(Object.keys(toTrackingSummary(base)).sort()).toEqual(["createdAt", "estimatedDelivery", "id", "status", "updatedAt"])
  })
})
