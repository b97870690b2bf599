import type { Product } from '@printshop/contract'

/**
 * Specifications as label/value rows. The detail endpoint sends a map; older data may hold
 * 'Key: Value' lines (with literal '\n' sequences from CSV imports).
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

/**
 * The product page's warranty tile, from the product's own 'Warranty' specification ('1-year
 * limited' reads '1-Year Warranty' with 'Manufacturer coverage: 1-year limited'), so the tile never
 * says more than the specification; without one, the spec's '2-Year Warranty'.
 */
export function warrantyTile(specifications: Product['specifications']): { title: string; text: string } {
  const warranty = specificationRows(specifications).find(([key]) => key.trim().toLowerCase() === 'warranty')?.[1].trim()
  if (!warranty) return { title: '2-Year Warranty', text: 'Manufacturer coverage' }
  const years = /(\d+)[\s-]*(year|yr)/i.exec(warranty)
  const months = /(\d+)[\s-]*month/i.exec(warranty)
  const title = years ? `${years[1]}-Year Warranty` : months ? `${months[1]}-Month Warranty` : 'Warranty'
  return { title, text: `Manufacturer coverage: ${warranty}` }
}
