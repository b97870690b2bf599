import { lazy, Suspense } from 'react'
import * as Tabs from '@radix-ui/react-tabs'
import { freeShippingFrom, freeShippingText, type Product, type Review } from '@printshop/contract'
import { formatPrice } from '@/lib/format'
import { useShopPricing } from '@/lib/shop-pricing'
import { specificationRows } from '../utils/specifications'
import { StarRating } from './star-rating'

// The review form (react-hook-form and the contract's form schemas) is fetched when the Reviews tab
// is first opened, not with the product's first screen.
const ProductReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ProductReviewForm })))

// One row at any width: on a phone the three tabs share it equally, with a tighter type.
const triggerClasses =
  'flex-1 whitespace-nowrap border-b-2 border-transparent px-1.5 py-3 text-[13px] font-medium text-slate-600 transition hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 data-[state=active]:border-primary-600 data-[state=active]:text-primary-700 sm:flex-none sm:px-4 sm:text-sm'

const reviewDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' })

function formatReviewDate(value: string): string {
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? '' : reviewDate.format(date)
}

/** Specifications, reviews and shipping details of a product. */
export function ProductInfoTabs({
  product,
  reviews,
  reviewsLoading,
}: {
  product: Product
  reviews: Review[] | undefined
  reviewsLoading: boolean
}) {
  const rows = specificationRows(product.specifications)
  const reviewCount = reviews?.length ?? product.reviewCount

  return (
    <Tabs.Root defaultValue="specifications" className="mt-12">
      <Tabs.List aria-label="Product information" className="flex overflow-x-auto border-b border-slate-200">
        <Tabs.Trigger value="specifications" className={triggerClasses}>
          Specifications
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={triggerClasses}>
          Reviews ({reviewCount})
        </Tabs.Trigger>
        <Tabs.Trigger value="shipping" className={triggerClasses}>
          Shipping & Returns
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content value="specifications" className="py-6 focus-visible:outline-none">
        {rows.length === 0 ? (
          <p className="text-slate-600">Specifications will be available soon.</p>
        ) : (
          <dl className="grid gap-x-8 sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4 border-b border-slate-100 py-3">
                <dt className="font-medium text-slate-900">{label}</dt>
                <dd className="text-right text-slate-600">{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </Tabs.Content>

      <Tabs.Content value="reviews" className="py-6 focus-visible:outline-none">
        {reviewsLoading ? (
          <p className="text-slate-500">Loading reviews...</p>
        ) : !reviews || reviews.length === 0 ? (
          <p className="text-slate-600">No reviews yet. Be the first to review this product!</p>
        ) : (
          <ul className="space-y-6">
            {reviews.map((review) => (
              <li key={review.id} className="border-b border-slate-100 pb-6 last:border-0">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <div>
                    <p className="font-semibold text-slate-900">{review.customerName}</p>
                    {review.customerTitle && <p className="text-sm text-slate-500">{review.customerTitle}</p>}
                  </div>
                  <time dateTime={review.createdAt} className="text-sm text-slate-500">
                    {formatReviewDate(review.createdAt)}
                  </time>
                </div>
                <div className="mt-2">
                  <StarRating rating={review.rating} />
                </div>
                <p className="mt-2 leading-relaxed text-slate-700">{review.comment}</p>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-6">
          <Suspense fallback={<p className="text-sm text-slate-500">Loading the review form...</p>}>
            <ProductReviewForm productId={product.id} />
          </Suspense>
        </div>
      </Tabs.Content>

      <Tabs.Content value="shipping" className="grid gap-8 py-6 focus-visible:outline-none md:grid-cols-2">
        <section>
          <h3 className="font-semibold text-slate-900">Shipping</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <ShippingLines />
            <li>Orders can be cancelled online from your account within 1 hour of placing them, before they ship; to change one, call or write to us within that hour.</li>
          </ul>
        </section>
        <section>
          <h3 className="font-semibold text-slate-900">Returns</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>Returns accepted within 30 days of delivery, 60 days for unopened items.</li>
            <li>Items must be returned in their original packaging.</li>
            <li>Report damage in transit within 48 hours of delivery.</li>
            <li>Free return shipping for defective items.</li>
          </ul>
        </section>
      </Tabs.Content>
    </Tabs.Root>
  )
}

/**
 * The shop's shipping as Medusa's options have it: the free-shipping threshold, then each option
 * that costs something, with its price and delivery time ('Express Shipping: $24.99. Delivered in
 * 1-2 business days.'). A price that depends on the order shows as 'from' its lowest.
 */
function ShippingLines() {
  const { data: pricing } = useShopPricing()
  if (!pricing) return <li>Shipping options and their prices are shown in your cart and at checkout.</li>
  const free = freeShippingFrom(pricing)
  const paid = pricing.shippingOptions
    .map((option) => ({ option, amounts: option.prices.map((price) => price.amount).filter((amount) => amount > 0) }))
    .filter(({ amounts }) => amounts.length > 0)
  return (
    <>
      {free && <li>{freeShippingText(free)}.</li>}
      {paid.map(({ option, amounts }) => (
        <li key={option.id}>
          {`${option.name}: ${amounts.length > 1 || option.prices.length > 1 ? 'from ' : ''}${formatPrice(Math.min(...amounts))}.`}
          {option.description && ` ${option.description}`}
        </li>
      ))}
    </>
  )
}
