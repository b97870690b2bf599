/** The choices of the customer forms (SPEC §9 "Support and contact options"); values are what the server stores. */
export interface Option<T extends string = string> {
  value: T
  label: string
}

export const TICKET_CATEGORIES = [
  { value: 'technical', label: 'Technical Support' },
  { value: 'orders', label: 'Orders & Shipping' },
  { value: 'billing', label: 'Billing & Payments' },
  { value: 'returns', label: 'Returns & Refunds' },
  { value: 'product', label: 'Product Information' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[]

export const INQUIRY_TYPES = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'sales', label: 'Sales' },
  { value: 'business', label: 'Business Solutions' },
  { value: 'support', label: 'Technical Support' },
  { value: 'service', label: 'Installation & Service' },
  { value: 'warranty', label: 'Warranty' },
] as const satisfies readonly Option[]

export const SERVICE_TYPES = [
  { value: 'installation', label: 'Installation' },
  { value: 'training', label: 'Training' },
  { value: 'maintenance', label: 'Maintenance' },
  { value: 'repair', label: 'Repair' },
  { value: 'consultation', label: 'Consultation' },
] as const satisfies readonly Option[]

export const valuesOf = (options: readonly Option[]) => options.map((option) => option.value)
