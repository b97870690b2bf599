import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { ArrowRight, Building2, Handshake, Headphones, ListOrdered, TrendingDown, Wrench } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button'
import { SUPPORT_HOURS } from '@/lib/config'
import { useProducts } from '../api/get-products'
import { CategoryLanding } from '../components/category-landing'

const SHOWN_PRODUCTS = 8

const FEATURES = [
  { Icon: TrendingDown, title: 'Volume Savings', text: 'Save up to 30% on multi-unit and multi-location orders.' },
  { Icon: Wrench, title: 'Free Setup', text: 'Professional installation and configuration at no extra cost.' },
  { Icon: Handshake, title: 'Dedicated Account Team', text: 'A single point of contact for quotes, orders and service.' },
  { Icon: Headphones, title: '24/7 Expert Support', text: `Priority tickets any time; specialists by phone ${SUPPORT_HOURS}.` },
]

/**
 * The /business landing page with the first business products; `quoteForm` is the 'Request
 * Business Quote' form the page's hero links to (composed in by the app's route).
 */
export function BusinessPage({ quoteForm }: { quoteForm: ReactNode }) {
  const query = useProducts({ business: true })
  const products = query.data?.filter((product) => product.isBusinessProduct).slice(0, SHOWN_PRODUCTS)
  return (
    <CategoryLanding
      documentTitle="Enterprise Solutions"
      hero={{
        eyebrow: 'Enterprise Solutions',
        title: 'Equip Your Business With Confidence',
        text: 'Trusted by 50,000+ businesses: printers, POS systems and scanners with volume pricing, free setup and round-the-clock support.',
        Icon: Building2,
        gradient: 'from-primary-800 to-slate-900',
        highlights: ['50,000+ businesses served', 'Free setup', '24/7 online support'],
        actions: (
          <a href="#business-quote" className={buttonStyles({ size: 'lg', variant: 'onDark' })}>
            Request Business Quote
          </a>
        ),
      }}
      featuresHeading="Built for Business Buyers"
      features={FEATURES}
      products={{
        heading: 'Business Products',
        intro: 'Equipment our business customers rely on every day.',
        products,
        isPending: query.isPending,
        isError: query.isError,
        skeletonCount: 8,
        emptyTitle: 'No Business Solutions Found',
        footer: (
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Link to="/products?business=true" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              View All Business Products
              <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            {/* Buyers who know what they need order it by SKU, many items at once. */}
            <Link to="/quick-order" className={buttonStyles({ variant: 'outline', size: 'lg' })}>
              <ListOrdered className="h-4 w-4" aria-hidden="true" />
              Quick Order by SKU
            </Link>
          </div>
        ),
      }}
    >
      <section id="business-quote" className="container scroll-mt-28 py-14">
        <div className="mx-auto max-w-3xl">
          {quoteForm}
        </div>
      </section>
    </CategoryLanding>
  )
}
