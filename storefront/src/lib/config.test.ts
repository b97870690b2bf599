import { describe, expect, it } from 'vitest'
import { categoryLabel, formatCategory } from '@printshop/contract'
import { CATEGORIES } from './config'

describe('formatCategory', () => {
  it('replaces hyphens with spaces and capitalises every word', () => {
    expect(formatCategory('photo-printers')).toBe('Photo Printers')
    expect(formatCategory('pos-systems')).toBe('Pos Systems')
    expect(formatCategory('printers')).toBe('Printers')
  })
})

describe('categories', () => {
  it('lists the six category routes', () => {
    expect(CATEGORIES.map((category) => category.path)).toEqual([
      '/category/printers',
      '/category/photo-printers',
      '/category/scanners',
      '/category/pos-systems',
      '/category/barcode-scanners',
      '/category/business-solutions',
    ])
  })

  it('keeps POS in capitals for known handles and formats unknown ones', () => {
    expect(categoryLabel('pos-systems')).toBe('POS Systems')
    expect(categoryLabel('label-makers')).toBe('Label Makers')
  })
})
