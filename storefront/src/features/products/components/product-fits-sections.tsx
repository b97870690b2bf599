import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { isCategoryHandle, type CategoryHandle, type Product } from '@printshop/contract'
import { ProductImage } from '@/components/product-image'
import { Button } from '@/components/ui/button'
import { productPath } from '@/lib/paths'
import { productImages } from '@/lib/product-image'
import { useNearViewport } from '@/lib/use-near-viewport'
import { useProductFits } from '../api/get-product-fits'
import { CompactProductRow } from './compact-product-card'

/** What a product of each category is called in the supplies' heading. */
const CATEGORY_NOUNS: Record<CategoryHandle, string> = {
  printers: 'printer',
  'photo-printers': 'photo printer',
  scanners: 'scanner',
  'barcode-scanners': 'barcode scanner',
  'pos-systems': 'POS system',
  'business-solutions': 'product',
}

/** 'Supplies and accessories for this printer', worded by the product's category ('this product' otherwise). */
export function suppliesHeading(category: string): string {
  return `Supplies and accessories for this ${isCategoryHandle(category) ? CATEGORY_NOUNS[category] : 'product'}`
}

/** Supplies shown before 'Show all': two rows of the widest grid. */
export const FIRST_SUPPLIES = 8

/**
 * Below a product's details: the products a supply or accessory fits (links to them), and the
 * supplies and accessories that fit this product with Add to Cart. They are asked for once the
 * page is drawn (`ready`) and the place comes near the screen; each section is drawn only once it
 * has products, below the first screen, so nothing above moves. While they load, and when they
 * cannot be loaded, nothing is shown: the page is complete without them.
 */
export function ProductFitsSections({ product, ready }: { product: Product; ready: boolean }) {
  const { ref, near } = useNearViewport<HTMLDivElement>()
  const { data } = useProductFits(product.id, { enabled: ready && near })
  return (
    <div ref={ref}>
      {data && data.fits.length > 0 && <FitsSection products={data.fits} />}
      {data && data.supplies.length > 0 && (
        <SuppliesSection key={product.id} heading={suppliesHeading(product.category)} supplies={data.supplies} />
      )}
    </div>
  )
}

/** 'Fits': the products this supply or accessory fits, each a link to its page. */
function FitsSection({ products }: { products: Product[] }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="mt-16">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        Fits
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {products.map((fitted) => (
          <li key={fitted.id}>
            <Link
              to={productPath(fitted.id)}
              className="flex h-full items-center gap-3 rounded-lg border border-slate-200 bg-white p-2 pr-3 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
            >
              <span className="h-12 w-12 shrink-0 overflow-hidden rounded-md bg-slate-50">
                <ProductImage src={productImages(fitted)[0] ?? ''} alt="" className="h-full w-full object-contain p-1" />
              </span>
              <span className="line-clamp-2 text-sm font-medium text-slate-900">{fitted.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The supplies and accessories that fit the product, in stock first: the first few, and Show all
 * for the rest (the button stays, as Show fewer, so the keyboard's focus stays where it was).
 */
function SuppliesSection({ heading, supplies }: { heading: string; supplies: Product[] }) {
  const headingId = useId()
  const [showAll, setShowAll] = useState(false)
  const shown = showAll ? supplies : supplies.slice(0, FIRST_SUPPLIES)
  const more = supplies.length > FIRST_SUPPLIES
  return (
    <section aria-labelledby={headingId} className="mt-16">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        {heading}
      </h2>
      <CompactProductRow products={shown} gridClassName="mt-6 sm:grid-cols-3 lg:grid-cols-4" />
      {more && (
        <Button variant="outline" className="mt-4" aria-expanded={showAll} onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show fewer' : `Show all ${supplies.length}`}
        </Button>
      )}
    </section>
  )
}
