import { Link } from 'react-router-dom'
import {
  ArrowRight,
  Award,
  Building2,
  Camera,
  Cloud,
  Factory,
  Gauge,
  Headphones,
  HeartPulse,
  Leaf,
  MonitorSmartphone,
  Printer,
  ScanBarcode,
  ScanLine,
  ShieldCheck,
  ShoppingBag,
  Store,
  Truck,
  UtensilsCrossed,
  Warehouse,
  Wifi,
  Wrench,
  type LucideIcon,
} from 'lucide-react'
import { thresholdText, type CategoryHandle, type FreeShipping } from '@printshop/contract'
import { Button, buttonStyles } from '@/components/ui/button'
import { CATEGORIES, SHOP_NAME } from '@/lib/config'
import { useFreeShipping } from '@/lib/shop-pricing'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useNearViewport } from '@/lib/use-near-viewport'
import { useProducts } from '../api/get-products'
import { ProductGrid, ProductGridSkeleton } from '../components/product-grid'
import { RecentlyViewed } from '../components/recently-viewed'

const BESTSELLER_COUNT = 4

const HERO_PROMISES = [
  { Icon: Wrench, text: 'Free setup' },
  { Icon: ShieldCheck, text: 'Up to 5-year protection' },
  { Icon: Headphones, text: '24/7 online support' },
]

const INDUSTRIES = [
  { Icon: Store, title: 'Retail', text: 'POS systems, receipt printers and scanners for fast checkouts.', to: '/products?category=pos-systems' },
  { Icon: UtensilsCrossed, title: 'Restaurants', text: 'Order-to-kitchen POS and printers built for the rush.', to: '/products?category=pos-systems' },
  { Icon: Warehouse, title: 'Warehouses', text: 'Rugged barcode scanners for receiving, picking and shipping.', to: '/products?category=barcode-scanners' },
  { Icon: HeartPulse, title: 'Healthcare', text: 'Reliable label, wristband and document printing.', to: '/products?category=printers' },
  { Icon: Factory, title: 'Manufacturing', text: 'Equipment that tracks parts and paperwork on the line.', to: '/products?business=true' },
  { Icon: ShoppingBag, title: 'Small Business', text: 'Affordable all-in-one setups to get you started.', to: '/products' },
]

const STORIES = [
  { metric: '40%', label: 'faster checkout', quote: 'Our new POS stations cut the line at every register.', name: 'Regional grocery chain' },
  { metric: '25 hrs', label: 'saved each week', quote: 'Document scanners took our paper archive digital in a month.', name: 'Family medical practice' },
  { metric: '99.8%', label: 'picking accuracy', quote: 'Barcode scanning on every shelf changed how our warehouse runs.', name: 'Logistics provider' },
]

const TECHNOLOGY = [
  { Icon: Wifi, title: 'Wireless Everywhere', text: 'Wi-Fi, Bluetooth and mobile printing across the range.' },
  { Icon: Cloud, title: 'Cloud Connected', text: 'Scan to cloud, remote management and cloud POS.' },
  { Icon: Gauge, title: 'Built for Speed', text: 'Up to 55 pages per minute and 550 scans per second.' },
  { Icon: Leaf, title: 'Energy Efficient', text: 'ENERGY STAR models that lower running costs.' },
]

const CATEGORY_TEASER_DETAILS: Record<CategoryHandle, { Icon: LucideIcon; price: string }> = {
  printers: { Icon: Printer, price: 'From $199' },
  'photo-printers': { Icon: Camera, price: 'From $149' },
  scanners: { Icon: ScanLine, price: 'From $89' },
  'pos-systems': { Icon: MonitorSmartphone, price: 'From $299' },
  'barcode-scanners': { Icon: ScanBarcode, price: 'From $89' },
  'business-solutions': { Icon: Building2, price: 'Custom quotes' },
}

/** The six category routes with their starting prices (the product description's marketing figures). */
const CATEGORY_TEASERS = CATEGORIES.map(({ handle, label, path }) => ({ to: path, title: label, ...CATEGORY_TEASER_DETAILS[handle] }))

/** The printer benefits; the free-shipping one says Medusa's threshold (useFreeShipping). */
const printerBenefits = (freeShipping: string) => [
  { Icon: Award, title: 'Trusted Brands', text: 'New printers from leading manufacturers, with their full warranty.' },
  { Icon: Truck, title: freeShipping, text: 'Fast delivery with express options available.' },
  { Icon: Wrench, title: 'Free Setup Help', text: 'We help you connect and configure your printer.' },
  { Icon: Headphones, title: 'Expert Advice', text: 'Specialists who help you pick the right model.' },
]

function SectionHeading({ title, text }: { title: string; text?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h2>
      {text && <p className="mt-3 text-lg text-slate-600">{text}</p>}
    </div>
  )
}

/** The marketing home page, with the bestselling strip of featured products. */
/** The benefit's title for Medusa's free-shipping threshold: 'Free Shipping Over $99'. */
function freeShippingTitleOf(free: FreeShipping | null | undefined): string {
  if (free === undefined) return 'Free Shipping Available'
  if (free === null) return 'Fast, Tracked Shipping'
  if (free.amount === 0) return 'Free Shipping on Every Order'
  return free.inclusive ? `Free Shipping From ${thresholdText(free.amount)}` : `Free Shipping Over ${thresholdText(free.amount)}`
}

export function HomePage() {
  useDocumentTitle('')
  // The strip sits far below the fold on a phone: its products (and the code that reads them)
  // load as the shopper scrolls towards it, not with the page.
  const strip = useNearViewport<HTMLElement>()
  const featured = useProducts({ featured: true }, { enabled: strip.near })
  const bestsellers = featured.data?.slice(0, BESTSELLER_COUNT)
  const freeShippingTitle = freeShippingTitleOf(useFreeShipping())

  return (
    <div>
      <section className="bg-gradient-to-br from-primary-700 via-primary-800 to-slate-900 text-white">
        <div className="container py-20 lg:py-28">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold uppercase tracking-widest text-primary-200">{SHOP_NAME}</p>
            <h1 className="mt-4 text-4xl font-bold tracking-tight sm:text-5xl lg:text-6xl">
              Business Technology That Works as Hard as You Do
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-primary-100">
              Printers, POS systems, scanners and barcode solutions for businesses across the United States, with expert
              guidance from purchase to setup.
            </p>
            <ul className="mt-8 flex flex-wrap gap-3">
              {HERO_PROMISES.map(({ Icon, text }) => (
                <li key={text} className="flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-medium">
                  <Icon className="h-4 w-4" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
            <div className="mt-10 flex flex-wrap gap-3">
              <Link to="/products" className={buttonStyles({ size: 'lg', variant: 'onDark' })}>
                Shop Products
                <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
              <Link to="/business" className={buttonStyles({ size: 'lg', variant: 'outlineOnDark' })}>
                Business Solutions
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section className="container py-16">
        <SectionHeading title="Solutions for Every Industry" text="Equipment chosen for the way your business actually works." />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {INDUSTRIES.map(({ Icon, title, text, to }) => (
            <li key={title}>
              <Link to={to} className="group flex h-full flex-col rounded-xl border border-slate-200 p-6 shadow-sm transition hover:border-primary-300 hover:shadow-md">
                <Icon className="h-8 w-8 text-primary-600" aria-hidden="true" />
                <span className="mt-4 text-lg font-semibold text-slate-900">{title}</span>
                <span className="mt-2 text-sm text-slate-600">{text}</span>
                <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary-600">
                  Explore solutions <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" aria-hidden="true" />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-16">
        <div className="container">
          <SectionHeading title="Success Stories" text="Results our customers see after upgrading with us." />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {STORIES.map((story) => (
              <li key={story.name} className="rounded-xl bg-white p-6 shadow-sm">
                <p className="text-4xl font-bold text-primary-600">{story.metric}</p>
                <p className="text-sm font-medium uppercase tracking-wide text-slate-500">{story.label}</p>
                <blockquote className="mt-4 text-slate-700">“{story.quote}”</blockquote>
                <p className="mt-3 text-sm font-semibold text-slate-900">{story.name}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container py-16">
        <SectionHeading title="Technology That Keeps You Moving" />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TECHNOLOGY.map(({ Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 p-6">
              <Icon className="h-7 w-7 text-primary-600" aria-hidden="true" />
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-slate-50 py-16">
        <div className="container">
          <SectionHeading title="Shop by Category" />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {CATEGORY_TEASERS.map(({ to, Icon, title, price }) => (
              <li key={to}>
                <Link to={to} className="group flex items-center gap-4 rounded-xl bg-white p-5 shadow-sm transition hover:shadow-md">
                  <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-600">
                    <Icon className="h-7 w-7" aria-hidden="true" />
                  </span>
                  <span className="flex-1">
                    <span className="block font-semibold text-slate-900">{title}</span>
                    <span className="block text-sm text-slate-600">{price}</span>
                  </span>
                  <ArrowRight className="h-5 w-5 text-slate-400 transition group-hover:translate-x-1 group-hover:text-primary-600" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section ref={strip.ref} aria-labelledby="bestsellers-heading" className="container py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="bestsellers-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Bestselling Products
            </h2>
            <p className="mt-2 text-slate-600">The equipment our customers choose most.</p>
          </div>
          <Link to="/products?featured=true" className="inline-flex items-center gap-1 font-medium text-primary-600 hover:text-primary-700">
            View All <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
        <div className="mt-8">
          {featured.isPending ? (
            <ProductGridSkeleton count={BESTSELLER_COUNT} />
          ) : bestsellers && bestsellers.length > 0 ? (
            <ProductGrid products={bestsellers} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 py-12 text-center text-slate-600">
              Our bestsellers will be back shortly. Browse <Link to="/products" className="font-medium text-primary-600">all products</Link> in the meantime.
            </p>
          )}
        </div>
      </section>

      {/* The products this browser opened last, when there are any. */}
      <RecentlyViewed className="container pb-16" />

      <section className="bg-slate-50 py-16">
        <div className="container grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 className="text-3xl font-bold tracking-tight text-slate-900">Why Buy Your Printer From {SHOP_NAME}?</h2>
            <p className="mt-4 text-lg text-slate-600">
              From compact home-office models to high-volume workgroup printers, we make it easy to choose, set up and keep
              printing.
            </p>
            <Link to="/products?category=printers" className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
              Shop All Printers
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {printerBenefits(freeShippingTitle).map(({ Icon, title, text }) => (
              <li key={title} className="rounded-xl bg-white p-5 shadow-sm">
                <Icon className="h-6 w-6 text-primary-600" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-gradient-to-r from-primary-700 to-indigo-800 py-16 text-white">
        <div className="container text-center">
          <h2 className="text-3xl font-bold tracking-tight">Ready to Upgrade Your Business Technology?</h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-primary-100">
            Tell us what you need and our specialists will put together a quote with volume pricing and free setup.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button size="lg" variant="onDark">
              Request Quote
            </Button>
            <Link to="/contact" className={buttonStyles({ size: 'lg', variant: 'outlineOnDark' })}>
              Contact Sales
            </Link>
          </div>
        </div>
      </section>
    </div>
  )
}
