import type { Product } from '@printshop/contract'

/**
 * Specifications as label/value rows. The detail endpoint sends a map; older data may hold
 * 'Key: Value' lines (with literal '\n' sequences from CSV imports). Shared: the product page lists
 * them and the compare page lines them up across products.
 */
export function specificationRows(specifications: Product['specifications']): Array<[string, string]> {
  if (!specifications) return []
  if (typeof specifications !== 'string') {
    return Object.entries(specifications).filter(([key, value]) => key.trim() && String(value).trim())
  }
  return specifications
    .replace(/\\n/g, '\n')
    .split('\n')
    .map((line) => {
      const separator = line.indexOf(':')
      return separator > 0
        ? ([line.slice(0, separator).trim(), line.slice(separator + 1).trim()] as [string, string])
        : null
    })
    .filter((row): row is [string, string] => row !== null && row[0] !== '' && row[1] !== '')
}
