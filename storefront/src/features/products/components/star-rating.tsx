import { Star } from 'lucide-react'
import { cn } from '@/lib/cn'
import { ratingValue } from '../utils/product-pricing'

const STAR_COUNT = 5

/** Five stars, filled up to the floor of the rating. */
export function StarRating({ rating, size = 'sm' }: { rating: string | number; size?: 'sm' | 'md' }) {
  const value = typeof rating === 'number' ? rating : ratingValue(rating)
  const filled = Math.floor(value)
  return (
    <span role="img" aria-label={`Rated ${value.toFixed(1)} out of 5 stars`} className="inline-flex items-center gap-0.5">
      {Array.from({ length: STAR_COUNT }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          data-filled={index < filled}
          className={cn(
            size === 'sm' ? 'h-4 w-4' : 'h-5 w-5',
            index < filled ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200',
          )}
        />
      ))}
    </span>
  )
}
