import { describe, expect, it } from 'vitest'
import { formatPrice } from './format'

describe('formatPrice', () => {
  it('formats numbers and decimal strings as US dollars', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50')
    expect(formatPrice('249.99')).toBe('$249.99')
  })

  it('shows $0.00 for a value that is not a number', () => {
    expect(formatPrice('n/a')).toBe('$0.00')
  })
})
