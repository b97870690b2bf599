import { INQUIRY_TYPES, SERVICE_TYPES, TICKET_CATEGORIES, type Option } from '@printshop/contract'

/** The forms' own words for their fields. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  subject: 'Subject',
  message: 'Message',
  category: 'Category',
  inquiryType: 'Inquiry Type',
  serialNumber: 'Serial Number',
  purchaseDate: 'Purchase Date',
  contactInfo: 'Contact Information',
  issueDescription: 'Issue Description',
  address: 'Address',
  serviceType: 'Service Type',
  equipment: 'Equipment Details',
  preferredDate: 'Preferred Date',
  firstName: 'First Name',
  lastName: 'Last Name',
  requirements: 'Requirements',
}

/** Fields whose value is one of a list of choices, shown by the choice's label. */
const FIELD_OPTIONS: Record<string, readonly Option[]> = {
  category: TICKET_CATEGORIES,
  inquiryType: INQUIRY_TYPES,
  serviceType: SERVICE_TYPES,
}

/** 'serialNumber' -> 'Serial Number'; known fields keep the form's own label. */
export function fieldLabel(key: string): string {
  if (FIELD_LABELS[key]) return FIELD_LABELS[key]
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's value as a person reads it: a choice by its label, yes/no, lists joined; '—' when empty. */
export function fieldValue(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (Array.isArray(value)) return value.map((entry) => fieldValue(key, entry)).join(', ') || '—'
  if (typeof value === 'object') return JSON.stringify(value)
  const text = String(value)
  return FIELD_OPTIONS[key]?.find((option) => option.value === text)?.label ?? text
}

/** The form's fields in the order they were sent, readable. */
export function readableFields(fields: Record<string, unknown>): Array<{ key: string; label: string; value: string }> {
  return Object.entries(fields)
    .filter(([key]) => key !== 'kind')
    .map(([key, value]) => ({ key, label: fieldLabel(key), value: fieldValue(key, value) }))
}
