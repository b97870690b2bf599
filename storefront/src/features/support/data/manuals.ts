/** Manual counts per product line on /manuals: 25, 12 and 8, as the product description gives them. */
export const MANUAL_CATEGORIES = [
  { name: 'Printers', count: 25, path: '/category/printers', description: 'Laser, inkjet, all-in-one and photo printers' },
  { name: 'Scanners', count: 12, path: '/category/scanners', description: 'Document, flatbed and barcode scanners' },
  { name: 'POS Systems', count: 8, path: '/category/pos-systems', description: 'Terminals, receipt printers and cash drawers' },
] as const

export interface ManualEntry {
  title: string
  category: string
  type: string
}

/** The six sample documents; copies are sent on request by the support team. */
export const SAMPLE_MANUALS: ManualEntry[] = [
  { title: 'Laser Printer Setup & Network Installation Guide', category: 'Printers', type: 'Setup Guide' },
  { title: 'Inkjet & Photo Printer Maintenance Handbook', category: 'Printers', type: 'Maintenance' },
  { title: 'Document Scanner Quick Start Guide', category: 'Scanners', type: 'Quick Start' },
  { title: 'Barcode Scanner Programming Reference', category: 'Scanners', type: 'Reference' },
  { title: 'POS Terminal Setup & Configuration Manual', category: 'POS Systems', type: 'User Manual' },
  { title: 'Thermal Receipt Printer Troubleshooting Guide', category: 'POS Systems', type: 'Troubleshooting' },
]

export function filterManuals(manuals: ManualEntry[], search: string): ManualEntry[] {
  const term = search.trim().toLowerCase()
  if (!term) return manuals
  return manuals.filter((manual) =>
    [manual.title, manual.category, manual.type].some((text) => text.toLowerCase().includes(term)),
  )
}
