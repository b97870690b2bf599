import {
  COMPANY_ADDRESS,
  COMPANY_LEGAL_NAME,
  type Order,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  SHOP_NAME,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  countryName,
  invoiceNumberOf,
  paymentMethodLabel,
  taxExemptLabel,
} from "@printshop/contract"
import PDFDocument from "pdfkit"

/** What an invoice shows besides the order itself. */
export type InvoiceDetails = {
  paymentStatus: PaymentStatus
  /** An invoice on payment terms past its due day, unpaid. */
  overdue: boolean
  /** The company's tax ID when the order was placed for a company. */
  companyTaxId: string | null
  /** The payment terms in words, e.g. "Due on delivery". */
  terms: string
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
const money = (value: string | number) => dollars.format(Number(value))
/** A moment (ISO) or a calendar day (YYYY-MM-DD) as the invoice writes dates: "December 29, 2026", UTC. */
export const invoiceDate = (value: string) =>
  new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" })

const MARGIN = 50
const WIDTH = 612 - 2 * MARGIN
const MUTED = "#475569"
const TEXT = "#0f172a"
const LINE = "#cbd5e1"

type Address = Order["shippingAddress"]
const addressLines = (address: Address) => [
  address.address,
  ...(address.address2 ? [address.address2] : []),
  `${address.city}, ${address.state} ${address.zipCode}`,
  countryName(address.country),
]

/** The lines of a text block an invoice prints, and what they say. */
export function invoiceText(order: Order, details: InvoiceDetails) {
  const billTo = [
    ...(order.companyName ? [order.companyName] : []),
    ...(order.companyName && details.companyTaxId ? [`Tax ID: ${details.companyTaxId}`] : []),
    `${order.billingAddress.firstName} ${order.billingAddress.lastName}`.trim() || order.customerName,
    ...addressLines(order.billingAddress),
    order.customerEmail,
  ]
  const shipTo = [`${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim(), ...addressLines(order.shippingAddress)]
  const facts: Array<[string, string]> = [
    ["Invoice number", invoiceNumberOf(order.id)],
    ["Invoice date", invoiceDate(order.createdAt)],
    ["Order number", `#${order.id}`],
    ...(order.poNumber ? ([["PO number", order.poNumber]] as Array<[string, string]>) : []),
  ]
  const totals: Array<[string, string]> = [
    ["Subtotal", money(order.subtotal)],
    ...(Number(order.discountAmount) > 0 ? ([[`Discount${order.promoCode ? ` (${order.promoCode})` : ""}`, `-${money(order.discountAmount)}`]] as Array<[string, string]>) : []),
    [`Shipping${order.shippingMethod ? ` (${order.shippingMethod})` : ""}`, money(order.shippingCost)],
    [order.taxExemptCertificate ? taxExemptLabel(order.taxExemptCertificate) : order.taxRate !== null ? `Tax (${order.taxRate}%)` : "Tax", money(order.tax)],
    ["Total", money(order.totalAmount)],
    ...(Number(order.refundedAmount) > 0 ? ([["Refunded", `-${money(order.refundedAmount)}`]] as Array<[string, string]>) : []),
  ]
  const payment: Array<[string, string]> = [
    ["Payment method", paymentMethodLabel(order.paymentMethod)],
    ["Terms", details.terms],
    ["Status", order.status === "cancelled" ? "Cancelled" : details.overdue ? "Overdue" : PAYMENT_STATUS_LABELS[details.paymentStatus]],
  ]
  return { billTo, shipTo, facts, totals, payment }
}

/**
 * An order's invoice as a PDF (docs/api.md, "Invoices"): the shop's name and address, the invoice's
 * number and date, the customer or company with the PO number, the lines, discount, shipping, tax
 * and total as Medusa's order has them, and the payment's terms and status.
 */
export function renderInvoicePdf(order: Order, details: InvoiceDetails): Promise<Buffer> {
  const text = invoiceText(order, details)
  const doc = new PDFDocument({ size: "LETTER", margin: MARGIN, info: { Title: `Invoice ${invoiceNumberOf(order.id)}`, Author: SHOP_NAME } })
  const chunks: Buffer[] = []
  doc.on("data", (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })

  // The shop, and the invoice's facts on the right.
  doc.fillColor(TEXT).font("Helvetica-Bold").fontSize(20).text(SHOP_NAME, MARGIN, MARGIN)
  doc.font("Helvetica").fontSize(9).fillColor(MUTED)
  for (const line of [COMPANY_LEGAL_NAME, COMPANY_ADDRESS.street, `${COMPANY_ADDRESS.city}, ${COMPANY_ADDRESS.state} ${COMPANY_ADDRESS.zipCode}`, SUPPORT_PHONE, SUPPORT_EMAIL]) {
    doc.text(line)
  }
  doc.font("Helvetica-Bold").fontSize(20).fillColor(TEXT).text("INVOICE", MARGIN, MARGIN, { width: WIDTH, align: "right" })
  let y = MARGIN + 30
  for (const [label, value] of text.facts) {
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(label, MARGIN + WIDTH - 240, y, { width: 110, align: "right" })
    doc.font("Helvetica-Bold").fillColor(TEXT).text(value, MARGIN + WIDTH - 120, y, { width: 120, align: "right" })
    y += 14
  }

  // Who is billed and where it ships.
  y = Math.max(y, doc.y) + 24
  const half = WIDTH / 2
  const block = (title: string, lines: string[], x: number) => {
    doc.font("Helvetica-Bold").fontSize(10).fillColor(TEXT).text(title, x, y)
    doc.font("Helvetica").fontSize(9).fillColor(TEXT)
    for (const line of lines) doc.text(line, x, doc.y, { width: half - 10 })
    return doc.y
  }
  y = Math.max(block("Bill to", text.billTo, MARGIN), block("Ship to", text.shipTo, MARGIN + half)) + 20

  // The lines.
  const columns = [
    { title: "Item", x: MARGIN, width: WIDTH - 250, align: "left" as const },
    { title: "Qty", x: MARGIN + WIDTH - 250, width: 50, align: "right" as const },
    { title: "Unit price", x: MARGIN + WIDTH - 190, width: 90, align: "right" as const },
    { title: "Amount", x: MARGIN + WIDTH - 90, width: 90, align: "right" as const },
  ]
  const rule = (at: number) => doc.moveTo(MARGIN, at).lineTo(MARGIN + WIDTH, at).lineWidth(0.5).strokeColor(LINE).stroke()
  doc.font("Helvetica-Bold").fontSize(9).fillColor(MUTED)
  for (const column of columns) doc.text(column.title, column.x, y, { width: column.width, align: column.align })
  y += 14
  rule(y)
  y += 6
  doc.font("Helvetica").fillColor(TEXT)
  for (const item of order.items) {
    if (y > 680) {
      doc.addPage()
      y = MARGIN
    }
    const cells = [item.productName, String(item.quantity), money(item.price), money(item.total)]
    const height = doc.heightOfString(item.productName, { width: columns[0].width })
    cells.forEach((cell, index) => doc.text(cell, columns[index].x, y, { width: columns[index].width, align: columns[index].align }))
    y += Math.max(height, 12) + 6
  }
  rule(y)
  y += 10

  // The figures, then the payment.
  if (y > 620) {
    doc.addPage()
    y = MARGIN
  }
  for (const [label, value] of text.totals) {
    const strong = label === "Total"
    doc.font(strong ? "Helvetica-Bold" : "Helvetica").fontSize(strong ? 11 : 9).fillColor(TEXT)
    doc.text(label, MARGIN + WIDTH - 300, y, { width: 200, align: "right" })
    doc.text(value, MARGIN + WIDTH - 90, y, { width: 90, align: "right" })
    y += strong ? 18 : 14
  }
  y += 16
  doc.font("Helvetica-Bold").fontSize(10).fillColor(TEXT).text("Payment", MARGIN, y)
  y += 14
  for (const [label, value] of text.payment) {
    doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`${label}:`, MARGIN, y, { width: 100 })
    doc.fillColor(TEXT).text(value, MARGIN + 100, y, { width: WIDTH - 100 })
    y += 13
  }
  doc.font("Helvetica").fontSize(9).fillColor(MUTED).text(`Thank you for your business. Questions: ${SUPPORT_EMAIL} or ${SUPPORT_PHONE}.`, MARGIN, y + 24, { width: WIDTH })
  doc.end()
  return done
}
