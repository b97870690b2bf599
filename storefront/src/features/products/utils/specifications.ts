import type { Product } from '@printshop/contract'
import { specificationRows } from '@/lib/specifications'

/** The rows of the specifications (shared with the compare page, hence in the lib). */
export { specificationRows }

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
