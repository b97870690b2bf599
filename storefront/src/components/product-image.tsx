import { useState, type ReactNode } from 'react'
import { ImageOff } from 'lucide-react'
import { cn } from '@/lib/cn'
import { PLACEHOLDER_IMAGE } from '@/lib/product-image'

type Stage = 'image' | 'placeholder' | 'text'

/**
 * A product picture that never shows a broken image: on error it switches to the 'No Image'
 * picture, and if that is missing too, to a text placeholder. A custom `fallback` replaces
 * both (the POS pages show the brand instead). The page's largest picture (the product list's
 * first card, a product's main image) is marked `priority`: fetched at once and ahead of the others,
 * where every other picture waits until it comes near the screen.
 */
export function ProductImage({
  src,
  alt,
  className,
  fallback,
  priority = false,
}: {
  src: string
  alt: string
  className?: string
  fallback?: ReactNode
  priority?: boolean
}) {
  const [failed, setFailed] = useState<{ src: string; stage: Stage }>({ src, stage: 'image' })
  // A new source (another product or gallery image) gets a fresh attempt.
  const stage: Stage = failed.src === src ? failed.stage : 'image'

  if (fallback !== undefined && stage !== 'image') return <>{fallback}</>
  if (stage === 'text' || (stage === 'placeholder' && src === PLACEHOLDER_IMAGE)) {
    return <NoImage className={className} />
  }
  const showPlaceholder = stage === 'placeholder'
  return (
    <img
      src={showPlaceholder ? PLACEHOLDER_IMAGE : src}
      alt={showPlaceholder ? 'No Image' : alt}
      loading={priority ? 'eager' : 'lazy'}
      // React 18 passes the lower-case attribute through as written (it warns on `fetchPriority`).
      {...(priority ? { fetchpriority: 'high' } : {})}
      className={className}
      onError={() => setFailed({ src, stage: showPlaceholder || fallback !== undefined ? 'text' : 'placeholder' })}
    />
  )
}

function NoImage({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex h-full w-full flex-col items-center justify-center gap-2 bg-slate-100 text-sm font-medium text-slate-600',
        className,
      )}
    >
      <ImageOff className="h-8 w-8" aria-hidden="true" />
      <span>No Image</span>
    </div>
  )
}
