import { Link } from 'react-router-dom'
import { ArrowRight, Briefcase, ClipboardList, Handshake, Headphones, MonitorSmartphone, Printer, Rocket, ScanLine, ShieldCheck, Users } from 'lucide-react'
import { categoryLandingFilters } from '@printshop/contract'
import { buttonStyles } from '@/components/ui/button'
import { SUPPORT_HOURS } from '@/lib/config'
import { useListCount, useProducts } from '../api/get-products'
import { CategoryLanding } from '../components/category-landing'

const FEATURES = [
  { Icon: Handshake, title: 'Dedicated Account Manager', text: 'One contact who knows your business, your fleet and your budget.' },
  { Icon: ShieldCheck, title: 'Business Protection', text: 'Extended coverage options up to 5 years on business equipment.' },
  { Icon: Users, title: 'Volume Pricing', text: 'Save up to 30% when you equip multiple locations or teams.' },
  { Icon: Headphones, title: '24/7 Priority Support', text: `Priority tickets any time; specialists by phone ${SUPPORT_HOURS}.` },
]

const SOLUTION_LINKS = [
  { to: '/category/printers', Icon: Printer, title: 'Office Printing', text: 'Workgroup printers and managed print fleets.' },
  { to: '/category/pos-systems', Icon: MonitorSmartphone, title: 'Point of Sale', text: 'Complete POS systems for retail and hospitality.' },
  { to: '/category/scanners', Icon: ScanLine, title: 'Document Management', text: 'High-speed scanners and paperless workflows.' },
]

const STEPS = [
  { Icon: ClipboardList, title: 'Consultation', text: 'We learn how your business works and what it needs.' },
  { Icon: Briefcase, title: 'Planning', text: 'A tailored equipment plan and quote, with volume pricing.' },
  { Icon: Rocket, title: 'Deployment', text: 'Delivery, installation and staff training on site.' },
  { Icon: Headphones, title: 'Support', text: 'Ongoing maintenance, and support tickets any time.' },
]

export function BusinessSolutionsPage() {
  const query = useProducts(categoryLandingFilters('business-solutions'))
  const count = useListCount(categoryLandingFilters('business-solutions'), query.data)
  const products = query.data?.filter((product) => product.isBusinessProduct)
  return (
    <CategoryLanding
      documentTitle="Business Solutions"
      hero={{
        eyebrow: 'Business Solutions',
        title: 'Complete Technology Solutions for Business',
        text: 'Printing, point-of-sale and document management, planned, installed and supported by one team.',
        Icon: Briefcase,
        gradient: 'from-slate-800 to-primary-900',
        highlights: ['Volume savings up to 30%', 'Free setup', '5-year protection plans'],
        actions: (
          <Link to="/quick-order" className={buttonStyles({ size: 'lg', variant: 'onDark' })}>
            Quick Order by SKU
          </Link>
        ),
      }}
      featuresHeading="Why Businesses Choose Us"
      features={FEATURES}
      beforeProducts={
        <section className="container pb-14">
          <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Solutions by Need</h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {SOLUTION_LINKS.map(({ to, Icon, title, text }) => (
              <li key={to}>
                <Link to={to} className="group flex h-full flex-col rounded-xl border border-slate-200 p-6 shadow-sm transition hover:border-primary-300 hover:shadow-md">
                  <Icon className="h-8 w-8 text-primary-600" aria-hidden="true" />
                  <span className="mt-4 text-lg font-semibold text-slate-900">{title}</span>
                  <span className="mt-2 text-sm text-slate-600">{text}</span>
                  <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary-600">
                    Explore <ArrowRight className="h-4 w-4 transition group-hover:translate-x-1" aria-hidden="true" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      }
      products={{
        heading: 'Business Products',
        products,
        count,
        isPending: query.isPending,
        isError: query.isError,
        skeletonCount: 8,
        countLabel: (count) => `${count} Solutions Available`,
        emptyTitle: 'No Business Solutions Found',
        emptyText: 'Contact our business team for a custom solution.',
      }}
    >
      <section className="py-14">
        <div className="container">
          <h2 className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Our Implementation Process</h2>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ Icon, title, text }, index) => (
              <li key={title} className="rounded-xl border border-slate-200 p-6 text-center">
                <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary-600 text-lg font-bold text-white">
                  {index + 1}
                </span>
                <Icon className="mx-auto mt-4 h-6 w-6 text-primary-600" aria-hidden="true" />
                <h3 className="mt-2 font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm text-slate-600">{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </CategoryLanding>
  )
}
