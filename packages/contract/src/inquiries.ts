import { z } from "zod"
import { MAX_LONG, MAX_NAME, MAX_PHONE, calendarDate, emailAddress, optionalText, requiredText } from "./fields"

/** A choice of a form: what the server stores and what the customer reads. */
export interface Option<T extends string = string> {
  value: T
  label: string
}

/** The choices of the customer forms (the product description's support and contact options). */
export const TICKET_CATEGORIES = [
  { value: "technical", label: "Technical Support" },
  { value: "orders", label: "Orders & Shipping" },
  { value: "billing", label: "Billing & Payments" },
  { value: "returns", label: "Returns & Refunds" },
  { value: "product", label: "Product Information" },
  { value: "other", label: "Other" },
] as const satisfies readonly Option[]

export const INQUIRY_TYPES = [
  { value: "general", label: "General Inquiry" },
  { value: "sales", label: "Sales" },
  { value: "business", label: "Business Solutions" },
  { value: "support", label: "Technical Support" },
  { value: "service", label: "Installation & Service" },
  { value: "warranty", label: "Warranty" },
] as const satisfies readonly Option[]

export const SERVICE_TYPES = [
  { value: "installation", label: "Installation" },
  { value: "training", label: "Training" },
  { value: "maintenance", label: "Maintenance" },
  { value: "repair", label: "Repair" },
  { value: "consultation", label: "Consultation" },
] as const satisfies readonly Option[]

const valuesOf = <T extends string>(options: readonly Option<T>[]) => options.map((option) => option.value) as [T, ...T[]]

/**
 * What a customer can send the shop; each kind is stored and read by staff
 * (docs/using-the-shop.md, "The staff area (/admin)").
 */
export const INQUIRY_KINDS = ["support_ticket", "contact", "warranty_claim", "service_request", "business_quote"] as const
export type InquiryKind = (typeof INQUIRY_KINDS)[number]
export const INQUIRY_KIND_LABELS: Record<InquiryKind, string> = {
  support_ticket: "Support ticket",
  contact: "Contact message",
  warranty_claim: "Warranty claim",
  service_request: "Installation / service request",
  business_quote: "Business quote request",
}

/** Today as 'YYYY-MM-DD' in the local time zone (what a date input holds). */
export function todayIso(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, "0")
  const day = String(now.getDate()).padStart(2, "0")
  return `${now.getFullYear()}-${month}-${day}`
}

const name = requiredText("Name is required", { max: MAX_NAME * 2 })
const email = emailAddress("Please enter a valid email address")
const message = requiredText("Message is required", { max: MAX_LONG })

/** The fields of each form (POST /api/inquiries, docs/api.md), checked again on the server. */
export const supportTicketFieldsSchema = z.object({
  name,
  email,
  subject: requiredText("Subject is required"),
  category: z
    .enum(valuesOf(TICKET_CATEGORIES), { error: `Category must be one of ${valuesOf(TICKET_CATEGORIES).join(", ")}` })
    .default("other"),
  message,
})

export const contactFieldsSchema = z.object({
  name,
  email,
  phone: optionalText(MAX_PHONE).optional(),
  company: optionalText().optional(),
  subject: requiredText("Subject is required"),
  message,
  inquiryType: z
    .enum(valuesOf(INQUIRY_TYPES), { error: `Inquiry type must be one of ${valuesOf(INQUIRY_TYPES).join(", ")}` })
    .default("general"),
})

export const warrantyClaimFieldsSchema = z.object({
  serialNumber: requiredText("Serial number is required", { max: MAX_NAME }),
  purchaseDate: calendarDate("Purchase date is required", "Purchase date must be a real date (YYYY-MM-DD)").refine(
    // The server's clock may run a day behind the customer's: today anywhere counts.
    (value) => value <= todayIso(new Date(Date.now() + 86_400_000)),
    "Purchase date cannot be in the future"
  ),
  contactInfo: requiredText("Contact information is required", { max: 500 }),
  issueDescription: requiredText("Issue description is required", { max: MAX_LONG }),
})

export const serviceRequestFieldsSchema = z.object({
  name,
  email,
  phone: requiredText("Phone is required", { max: MAX_PHONE }),
  company: optionalText().optional(),
  address: requiredText("Address is required", { max: 500 }),
  serviceType: z.enum(valuesOf(SERVICE_TYPES), { error: `Service type must be one of ${valuesOf(SERVICE_TYPES).join(", ")}` }),
  equipment: requiredText("Equipment details are required", { max: MAX_LONG }),
  preferredDate: calendarDate("Preferred date must be a date").optional(),
  message: optionalText(MAX_LONG).optional(),
})

export const businessQuoteFieldsSchema = z.object({
  firstName: optionalText(MAX_NAME).optional(),
  lastName: optionalText(MAX_NAME).optional(),
  company: optionalText().optional(),
  email,
  phone: optionalText(MAX_PHONE).optional(),
  // A quote needs to know what it is for (docs/decisions.md, "Forms").
  requirements: requiredText("Please tell us what you need a quote for", { max: MAX_LONG }),
})

/** POST /api/inquiries: one of the five forms, by `kind`. */
export const inquiryBodySchema = z.discriminatedUnion(
  "kind",
  [
    supportTicketFieldsSchema.extend({ kind: z.literal("support_ticket") }).strict(),
    contactFieldsSchema.extend({ kind: z.literal("contact") }).strict(),
    warrantyClaimFieldsSchema.extend({ kind: z.literal("warranty_claim") }).strict(),
    serviceRequestFieldsSchema.extend({ kind: z.literal("service_request") }).strict(),
    businessQuoteFieldsSchema.extend({ kind: z.literal("business_quote") }).strict(),
  ],
  { error: `Kind must be one of ${INQUIRY_KINDS.join(", ")}` }
)
export type InquiryBody = z.output<typeof inquiryBodySchema>
export type InquiryPayload = z.input<typeof inquiryBodySchema>

/** The answer: `reference` (e.g. 'INQ-7F3K2Q9A') is what the customer quotes to the shop. */
export const inquiryReceiptSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  reference: z.string(),
  message: z.string().optional(),
})
export type InquiryReceipt = z.output<typeof inquiryReceiptSchema>

/** What the customer is told once their form is stored. */
export const INQUIRY_RECEIVED_MESSAGES: Record<InquiryKind, string> = {
  support_ticket: "Your support ticket has been submitted. We reply within 4 hours during support hours.",
  contact: "Thank you for your message. We'll reply within 24 hours.",
  warranty_claim: "Your warranty claim has been submitted. We'll contact you about the next steps.",
  service_request: "Your service request has been received. We'll contact you to confirm the appointment.",
  business_quote: "Thank you! Our business team will be in touch within one business day.",
}

/** A short code the customer can quote: INQ- and the end of the id. */
export const inquiryReference = (id: string) => `INQ-${id.slice(-8).toUpperCase()}`

/** The forms' own words for their fields, where staff and e-mails show a stored form. */
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  company: "Company",
  subject: "Subject",
  message: "Message",
  category: "Category",
  inquiryType: "Inquiry Type",
  serialNumber: "Serial Number",
  purchaseDate: "Purchase Date",
  contactInfo: "Contact Information",
  issueDescription: "Issue Description",
  address: "Address",
  serviceType: "Service Type",
  equipment: "Equipment Details",
  preferredDate: "Preferred Date",
  firstName: "First Name",
  lastName: "Last Name",
  requirements: "Requirements",
}

/** Fields whose value is one of a list of choices, shown by the choice's label. */
const FIELD_OPTIONS: Record<string, readonly Option[]> = {
  category: TICKET_CATEGORIES,
  inquiryType: INQUIRY_TYPES,
  serviceType: SERVICE_TYPES,
}

/** 'serialNumber' -> 'Serial Number'; known fields keep the form's own label. */
export function inquiryFieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key]
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's value as a person reads it: a choice by its label, yes/no, lists joined; '—' when empty. */
export function inquiryFieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—"
  if (typeof value === "boolean") return value ? "Yes" : "No"
  if (Array.isArray(value)) return value.map((entry) => inquiryFieldValue(key, entry)).join(", ") || "—"
  if (typeof value === "object") return JSON.stringify(value)
  const text = String(value)
  return FIELD_OPTIONS[key]?.find((option) => option.value === text)?.label ?? text
}

/** Each form's fields in the order the form shows them (the database keeps a form's fields in an order of its own). */
const FORM_FIELD_ORDER: Record<string, readonly string[]> = {
  support_ticket: Object.keys(supportTicketFieldsSchema.shape),
  contact: Object.keys(contactFieldsSchema.shape),
  warranty_claim: Object.keys(warrantyClaimFieldsSchema.shape),
  service_request: Object.keys(serviceRequestFieldsSchema.shape),
  business_quote: Object.keys(businessQuoteFieldsSchema.shape),
}

/** A stored form's fields in the order its form shows them (First Name before Last Name), readable; fields the form does not know come last. */
export function readableInquiryFields(fields: Record<string, unknown>, kind?: string): Array<{ key: string; label: string; value: string }> {
  const order = FORM_FIELD_ORDER[String(kind ?? fields.kind)] ?? []
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length)
  return Object.entries(fields)
    .filter(([key]) => key !== "kind")
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, label: inquiryFieldLabel(key), value: inquiryFieldValue(key, value) }))
}
