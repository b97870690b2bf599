import { z } from "@medusajs/framework/zod"

export const TICKET_CATEGORIES = ["technical", "orders", "billing", "returns", "product", "other"] as const
export const INQUIRY_TYPES = ["general", "sales", "business", "support", "service", "warranty"] as const
export const SERVICE_TYPES = ["installation", "training", "maintenance", "repair", "consultation"] as const

const LONG = 5000

const required = (message: string, max = 200) =>
  z.string({ message }).trim().min(1, message).max(max, `Must be at most ${max} characters`)
const optional = (max = 200) => z.string().trim().max(max, `Must be at most ${max} characters`).optional()
const email = z
  .string({ message: "Please enter a valid email address" })
  .trim()
  .toLowerCase()
  .max(254, "Please enter a valid email address")
  .pipe(z.email({ message: "Please enter a valid email address" }))
/** A calendar date YYYY-MM-DD that exists (2024-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [year, month, day] = match.slice(1).map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
const isoDate = (requiredMessage: string, invalidMessage = requiredMessage) =>
  z
    .string({ message: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .refine(isCalendarDate, invalidMessage)

const today = () => new Date().toISOString().slice(0, 10)

/** The shop's forms (SPEC §5 static forms, DESIGN §4): their required fields, checked again here. */
export const InquiryBody = z.discriminatedUnion(
  "kind",
  [
    z.object({
      kind: z.literal("support_ticket"),
      name: required("Name is required"),
      email,
      subject: required("Subject is required"),
      category: z.enum(TICKET_CATEGORIES, { message: `Category must be one of ${TICKET_CATEGORIES.join(", ")}` }).default("other"),
      message: required("Message is required", LONG),
    }),
    z.object({
      kind: z.literal("contact"),
      name: required("Name is required"),
      email,
      phone: optional(30),
      company: optional(),
      subject: required("Subject is required"),
      message: required("Message is required", LONG),
      inquiryType: z.enum(INQUIRY_TYPES, { message: `Inquiry type must be one of ${INQUIRY_TYPES.join(", ")}` }).default("general"),
    }),
    z.object({
      kind: z.literal("warranty_claim"),
      serialNumber: required("Serial number is required", 100),
      purchaseDate: isoDate("Purchase date is required", "Purchase date must be a real date (YYYY-MM-DD)").refine((value) => value <= today(), "Purchase date cannot be in the future"),
      contactInfo: required("Contact information is required", 500),
      issueDescription: required("Issue description is required", LONG),
    }),
    z.object({
      kind: z.literal("service_request"),
      name: required("Name is required"),
      email,
      phone: required("Phone is required", 30),
      company: optional(),
      address: required("Address is required", 500),
      serviceType: z.enum(SERVICE_TYPES, { message: `Service type must be one of ${SERVICE_TYPES.join(", ")}` }),
      equipment: required("Equipment details are required", LONG),
      preferredDate: isoDate("Preferred date must be a date").optional(),
      message: optional(LONG),
    }),
    z.object({
      kind: z.literal("business_quote"),
      firstName: optional(100),
      lastName: optional(100),
      company: optional(),
      email,
      phone: optional(30),
      requirements: optional(LONG),
    }),
  ],
  { message: "Kind must be one of support_ticket, contact, warranty_claim, service_request, business_quote" }
)

export type InquiryInput = z.infer<typeof InquiryBody>
