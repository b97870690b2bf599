import { useState } from 'react'
import type { Product } from '@printshop/contract'
import { ProductImage } from '@/components/product-image'
import { cn } from '@/lib/cn'
import { productImages } from '@/lib/product-image'

export const MAX_THUMBNAILS = 4

/**
 * Main picture plus up to four thumbnails. Mount it with `key={product.id}` so the selection
 * starts again at the first image when another product is shown.
 */
export function ProductGallery({ product }: { product: Product }) {
  const images = productImages(product).slice(0, MAX_THUMBNAILS)
  const [selected, setSelected] = useState(0)
  const current = images[selected] ?? images[0] ?? ''

  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-2xl border border-slate-200 bg-slate-50">
        <ProductImage src={current} alt={product.name} priority className="h-full w-full object-contain p-6" />
      </div>
      {images.length > 1 && (
        <div className="mt-4 grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <button
              key={image}
              type="button"
              aria-label={`Show image ${index + 1}`}
              aria-pressed={index === selected}
              onClick={() => setSelected(index)}
              className={cn(
                'aspect-square overflow-hidden rounded-lg border-2 bg-slate-50 transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600',
                index === selected ? 'border-primary-600' : 'border-transparent hover:border-slate-300',
              )}
            >
              <ProductImage src={image} alt="" className="h-full w-full object-contain p-1" />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
