import type { ReactNode } from 'react'
import { AlertCircle, PackageSearch, type LucideIcon } from 'lucide-react'
import type { Product } from '@printshop/contract'
import { cn } from '@/lib/cn'
import { useDocumentTitle } from '@/lib/use-document-title'
import { startingAtText } from '../utils/product-pricing'
import { ProductGrid, ProductGridSkeleton } from './product-grid'

export interface FeatureItem {
  Icon: LucideIcon
  title: string
  text: string
}

export interface LandingHero {
  eyebrow: string
  title: string
  text: string
  Icon: LucideIcon
  /** Tailwind gradient classes of the banner, e.g. 'from-blue-700 to-indigo-800'. */
  gradient: string
  highlights?: string[]
  /** Leads the highlights with 'Starting at $X', the lowest price of the products shown (once they are loaded). */
  showStartingPrice?: boolean
  actions?: ReactNode
}

export interface LandingProducts {
  heading: string
  intro?: string
  products: Product[] | undefined
  /** How many products there are in all when `products` are the first of them only (useListCount); else their number. */
  count?: number
  isPending: boolean
  isError: boolean
  skeletonCount: number
  /** The count badge, e.g. (n) => `${n} Models Available`. */
  countLabel?: (count: number) => string
  emptyTitle: string
  emptyText?: string
  renderProduct?: (product: Product, options: { priority: boolean }) => ReactNode
  footer?: ReactNode
}

/**
 * The shared frame of the category and business landing pages: a hero banner, a row of
 * benefit cards, the product grid with its loading, empty and count states, then any
 * page-specific sections.
 */
export function CategoryLanding({
  documentTitle,
  hero,
  features,
  featuresHeading,
  products,
  beforeProducts,
  children,
}: {
  documentTitle: string
  hero: LandingHero
  features: FeatureItem[]
  featuresHeading: string
  products: LandingProducts
  beforeProducts?: ReactNode
  children?: ReactNode
}) {
  useDocumentTitle(documentTitle)
  // Said from the products themselves, so it is never a figure the catalogue no longer has.
  const startingAt = hero.showStartingPrice ? startingAtText(products.products) : undefined
  const shownHero = startingAt ? { ...hero, highlights: [startingAt, ...(hero.highlights ?? [])] } : hero
  return (
    <div>
      <LandingHeroBanner hero={shownHero} />
      <section className="container py-14">
        <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{featuresHeading}</h2>
        <FeatureCards items={features} className="mt-10" />
      </section>
      {beforeProducts}
      <LandingProductSection {...products} />
      {children}
    </div>
  )
}

export function LandingHeroBanner({ hero }: { hero: LandingHero }) {
  const { Icon } = hero
  return (
    <section className={cn('bg-gradient-to-br text-white', hero.gradient)}>
      <div className="container grid items-center gap-10 py-16 lg:grid-cols-[1fr_auto] lg:py-20">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold uppercase tracking-widest text-white/80">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-white/90">{hero.text}</p>
          {hero.highlights && (
            <ul className="mt-6 flex flex-wrap gap-3">
              {hero.highlights.map((highlight) => (
                <li key={highlight} className="rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium backdrop-blur">
                  {highlight}
                </li>
              ))}
            </ul>
          )}
          {hero.actions && <div className="mt-8 flex flex-wrap gap-3">{hero.actions}</div>}
        </div>
        <div className="hidden h-40 w-40 items-center justify-center rounded-3xl bg-white/10 lg:flex">
          <Icon className="h-20 w-20 text-white/90" aria-hidden="true" />
        </div>
      </div>
    </section>
  )
}

export function FeatureCards({ items, className }: { items: FeatureItem[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {items.map(({ Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
            <Icon className="h-6 w-6" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
        </li>
      ))}
    </ul>
  )
}

export function LandingProductSection({
  heading,
  intro,
  products,
  count,
  isPending,
  isError,
  skeletonCount,
  countLabel,
  emptyTitle,
  emptyText,
  renderProduct,
  footer,
}: LandingProducts) {
  return (
    <section className="bg-slate-50 py-14">
      <div className="container">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h2>
            {intro && <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>}
          </div>
          {countLabel && products && (
            <span className="self-start rounded-full bg-primary-100 px-4 py-1.5 text-sm font-semibold text-primary-800 sm:self-auto">
              {countLabel(count ?? products.length)}
            </span>
          )}
        </div>
        <div className="mt-8">
          {isPending ? (
            <ProductGridSkeleton count={skeletonCount} />
          ) : isError ? (
            <div role="alert" className="flex flex-col items-center rounded-xl border border-red-200 bg-red-50 px-6 py-12 text-center">
              <AlertCircle className="h-8 w-8 text-red-600" aria-hidden="true" />
              <p className="mt-3 font-medium text-red-700">Failed to load products. Please try again.</p>
            </div>
          ) : !products || products.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
              <PackageSearch className="h-10 w-10 text-slate-400" aria-hidden="true" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{emptyTitle}</h3>
              {emptyText && <p className="mt-2 text-slate-600">{emptyText}</p>}
            </div>
          ) : (
            <ProductGrid products={products} renderProduct={renderProduct} />
          )}
        </div>
        {footer}
      </div>
    </section>
  )
}

/** A titled band of cards used for industries, business types and 'perfect for' lists. */
export function CardSection({
  heading,
  intro,
  items,
  tone = 'white',
}: {
  heading: string
  intro?: string
  items: FeatureItem[]
  tone?: 'white' | 'slate'
}) {
  return (
    <section className={tone === 'slate' ? 'bg-slate-50 py-14' : 'py-14'}>
      <div className="container">
        <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h2>
        {intro && <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">{intro}</p>}
        <FeatureCards items={items} className="mt-10" />
      </div>
    </section>
  )
}

/** A closing call-to-action band; its buttons are supplied by the page. */
export function CallToAction({ heading, text, children }: { heading: string; text: string; children: ReactNode }) {
  return (
    <section className="bg-slate-900 py-16 text-white">
      <div className="container text-center">
        <h2 className="text-3xl font-bold tracking-tight">{heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  )
}

export interface Testimonial {
  quote: string
  name: string
  role: string
}

export function Testimonials({ heading, items }: { heading: string; items: Testimonial[] }) {
  return (
    <section className="py-14">
      <div className="container">
        <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {items.map((item) => (
            <li key={item.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <blockquote className="leading-relaxed text-slate-700">“{item.quote}”</blockquote>
              <p className="mt-4 font-semibold text-slate-900">{item.name}</p>
              <p className="text-sm text-slate-500">{item.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
