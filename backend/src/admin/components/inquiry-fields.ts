import { INQUIRY_TYPES, type Option, SERVICE_TYPES, TICKET_CATEGORIES } from "@printshop/contract"

/** Fields whose value is one of the forms' choices, shown by the choice's label. */
const FIELD_OPTIONS: Record<string, readonly Option[]> = {
  category: TICKET_CATEGORIES,
  inquiryType: INQUIRY_TYPES,
  serviceType: SERVICE_TYPES,
}

/** 'serialNumber' -> 'Serial number'. */
export function fieldLabel(key: string): string {
  const words = key
    .replace(/[_-]+/g, " ")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's value as a person reads it: a choice by its label, yes/no, lists joined; '-' when empty. */
export function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "-"
  if (typeof value === "boolean") return value ? "Yes" : "No"
  if (Array.isArray(value)) return value.map((entry) => fieldValue(key, entry)).join(", ") || "-"
  if (typeof value === "object") return JSON.stringify(value)
  const text = String(value)
  return FIELD_OPTIONS[key]?.find((option) => option.value === text)?.label ?? text
}

/** Every field the customer sent, in the order the form sent them. */
export const readableFields = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .filter(([key]) => key !== "kind")
    .map(([key, value]) => ({ key, label: fieldLabel(key), value: fieldValue(key, value) }))
