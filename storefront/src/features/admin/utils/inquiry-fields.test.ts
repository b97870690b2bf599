import { describe, expect, it } from 'vitest'
import { fieldLabel, readableFields } from './inquiry-fields'

describe('readableFields', () => {
  it('labels every field and shows choices by their labels', () => {
    expect(
      readableFields({
        kind: 'support_ticket',
        name: 'Ann Lee',
        category: 'billing',
        serviceType: 'repair',
        inquiryType: 'warranty',
        preferredDate: '',
        newsletter: true,
        extraNotes: 'Call after 5',
      }),
    ).toEqual([
      { key: 'name', label: 'Name', value: 'Ann Lee' },
      { key: 'category', label: 'Category', value: 'Billing & Payments' },
      { key: 'serviceType', label: 'Service Type', value: 'Repair' },
      { key: 'inquiryType', label: 'Inquiry Type', value: 'Warranty' },
      { key: 'preferredDate', label: 'Preferred Date', value: '—' },
      { key: 'newsletter', label: 'Newsletter', value: 'Yes' },
      { key: 'extraNotes', label: 'Extra Notes', value: 'Call after 5' },
    ])
  })

  it('turns unknown names into words', () => {
    expect(fieldLabel('preferred_contact-time')).toBe('Preferred contact time')
    expect(fieldLabel('equipment')).toBe('Equipment Details')
  })
})
