import type { Order } from "@printshop/contract"

/** What an order e-mail shows of the order (the /api's order, without its history). */
export type EmailOrder = Pick<
  Order,
  | "id"
  | "customerName"
  | "customerEmail"
  | "customerPhone"
  | "userId"
  | "shippingAddress"
  | "items"
  | "subtotal"
  | "shippingCost"
  | "tax"
  | "totalAmount"
  | "paymentMethod"
  | "carrier"
  | "trackingNumber"
  | "estimatedDelivery"
> &
  /** A promo code and what it took off the items, and the shipping option; older notifications may lack them. */
  Partial<Pick<Order, "promoCode" | "discountAmount" | "shippingMethod" | "paymentTerms" | "paymentDue" | "poNumber" | "taxExemptCertificate">>

/**
 * What each e-mail the shop sends needs to be written (the notification's `data`, kept by
 * Medusa's Notification Module with the e-mail). Links are made from the provider's storefront
 * URL, except a password reset's, which may point at Medusa's dashboard.
 */
export type EmailData = {
  "order-confirmation": { order: EmailOrder }
  "order-shipped": { order: EmailOrder }
  "order-delivered": { order: EmailOrder }
  "order-cancelled": { order: EmailOrder }
  /**
   * `shopPaysShipping`: the return comes back at the shop's cost (a prepaid label): damaged or
   * defective items, or items over $100; `refundsShipping`: the order's shipping is refunded too.
   */
  "return-requested": {
    order: EmailOrder
    items: Array<{ productName: string; quantity: number }>
    reason: string
    shopPaysShipping: boolean
    refundsShipping: boolean
  }
  /** `reduction`: staff refunded less than was due, and why. */
  "return-received": {
    order: EmailOrder
    items: Array<{ productName: string; quantity: number }>
    refundAmount: string | null
    reduction: { fullAmount: string; reason: string } | null
  }
  welcome: { firstName: string }
  /**
   * Never kept with the notification: its record holds only a ResetRecord, and the link (whose
   * token lets whoever holds it in) is handed to the provider in this process (./sealed-data.ts).
   */
  "password-reset": { firstName: string | null; resetUrl: string; minutes: number; staff: boolean }
  /** To the old address, after the sign-in e-mail changed: the new one half hidden. */
  "email-changed": { firstName: string | null; newEmailMasked: string; changedAt: string }
  "inquiry-reply": { reference: string; name: string | null; subject: string | null; original: string; reply: string; author: string }
  /**
   * To whoever sent a form: its reference and when to expect an answer. Their own words are not
   * repeated: the address is typed by a visitor, and the shop must not carry a stranger's text to it.
   */
  "inquiry-received": { reference: string; kind: string; name: string | null; answer: string }
  "staff-new-inquiry": {
    reference: string
    kind: string
    name: string | null
    email: string | null
    subject: string | null
    fields: Array<{ label: string; value: string }>
    adminUrl: string
  }
  /** To the staff inbox when a customer asks for a quote; Reply-To is the customer. */
  "staff-new-quote": {
    number: number
    name: string
    email: string
    company: string | null
    phone: string | null
    items: Array<{ productName: string; quantity: number }>
    message: string | null
    adminUrl: string
  }
  /**
   * To the customer when staff price the quote (again): each line's price and total, the subtotal
   * before tax and shipping, the last day it holds (YYYY-MM-DD) and staff's note.
   */
  "quote-priced": {
    quoteId: string
    number: number
    firstName: string | null
    items: Array<{ productName: string; quantity: number; unitPrice: number; total: string }>
    subtotal: string
    validUntil: string
    note: string | null
  }
  /** To the customer when staff write on their quote. */
  "quote-message": { quoteId: string; number: number; firstName: string | null; author: string; body: string }
  /** To the staff inbox when a customer writes on their quote; Reply-To is the customer. */
  "staff-quote-message": { number: number; name: string; email: string; company: string | null; body: string; adminUrl: string }
  /** To the staff inbox when a customer accepts a quote: the order it placed (the customer has its confirmation). */
  /** To the staff inbox when a company uploads a tax exemption certificate to review. */
  "staff-new-tax-exemption": {
    companyName: string
    kind: string
    certificateNumber: string
    states: string[]
    expiresOn: string
    uploadedBy: string
    adminUrl: string
  }
  /** To the member who uploaded a certificate: staff's decision, and the reason of a rejection. */
  "tax-exemption-reviewed": {
    companyName: string
    kind: string
    certificateNumber: string
    states: string[]
    expiresOn: string
    approved: boolean
    note: string | null
    firstName: string | null
  }
  /** To an address that asked to hear when a product is back in stock: once, with a one-click unsubscribe. */
  "back-in-stock": { productName: string; productUrl: string; price: string; unsubscribeUrl: string }
  /** To a colleague invited to join a company: the link to join, and until when it works. */
  "company-invite": { companyName: string; invitedBy: string; link: string; expiresAt: string }
  "staff-quote-accepted": {
    number: number
    name: string
    email: string
    company: string | null
    orderNumber: string
    total: string
    adminUrl: string
  }
}

export type EmailTemplate = keyof EmailData

export const EMAIL_TEMPLATES = [
  "order-confirmation",
  "order-shipped",
  "order-delivered",
  "order-cancelled",
  "return-requested",
  "return-received",
  "welcome",
  "password-reset",
  "email-changed",
  "inquiry-reply",
  "inquiry-received",
  "staff-new-inquiry",
  "staff-new-quote",
  "quote-priced",
  "quote-message",
  "staff-quote-message",
  "staff-quote-accepted",
  "company-invite",
  "staff-new-tax-exemption",
  "tax-exemption-reviewed",
  "back-in-stock",
] as const satisfies readonly EmailTemplate[]

/** The provider's own settings on a notification (`provider_data`). */
export type EmailProviderData = {
  replyTo?: string
  /** Where mail programs send a one-click unsubscribe (List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  unsubscribeUrl?: string
}

/** What a password reset's notification record keeps: the e-mail's kind and the address, nothing else. */
export type ResetRecord = { kind: "password-reset"; to: string }
