import { Link } from 'react-router-dom'
import { Award, Building2, Headphones, Truck } from 'lucide-react'
import { thresholdText, type FreeShipping } from '@printshop/contract'
import { StaticPage } from '@/components/layouts/static-page'
import { buttonStyles } from '@/components/ui/button'
import { COMPANY_ADDRESS, SHOP_NAME } from '@/lib/config'
import { useFreeShipping } from '@/lib/shop-pricing'

/** The highlights; the free-shipping one is Medusa's threshold ('$99+ / Orders ship free'). */
const highlights = (free: FreeShipping | null | undefined) => [
  { value: '50,000+', label: 'Businesses served', Icon: Building2 },
  { value: '24/7', label: 'Online support', Icon: Headphones },
  free
    ? { value: free.amount === 0 ? 'Every' : `${thresholdText(free.amount)}+`, label: free.amount === 0 ? 'Order ships free' : 'Orders ship free', Icon: Truck }
    : { value: '1-2 day', label: 'Express delivery', Icon: Truck },
  { value: '6', label: 'Equipment categories', Icon: Award },
]

const VALUES = [
  {
    title: 'Honest advice',
    text: 'We recommend the equipment that fits your work and budget, not the one with the biggest margin.',
  },
  {
    title: 'Service after the sale',
    text: 'Setup help, installation, training and support from specialists who know printers and POS systems inside out.',
  },
  {
    title: 'Built for business',
    text: 'From a single receipt printer to a fleet of office devices, we help retailers, restaurants, warehouses, clinics and manufacturers run smoothly.',
  },
]

export function AboutPage() {
  const free = useFreeShipping()
  return (
    <StaticPage
      title="About Us"
      intro={`${SHOP_NAME} helps homes and businesses across the United States find, set up and keep running the printers, scanners and point-of-sale systems they depend on.`}
    >
      <div className="grid gap-10 lg:grid-cols-2">
        <section className="space-y-4 leading-relaxed text-slate-700">
          <h2 className="text-2xl font-semibold text-slate-900">Our Story</h2>
          <p>
            {SHOP_NAME} started in {COMPANY_ADDRESS.city}, Oklahoma with a simple idea: buying business equipment should
            be as easy as using it. Today we serve customers nationwide, from home offices and photographers to
            retailers, restaurants, warehouses and healthcare providers.
          </p>
          <p>
            We are an independent retailer. We are not affiliated with the manufacturers whose products we sell, which
            lets us compare brands openly and recommend what truly fits. Every product comes with its manufacturer's
            warranty, and our team is here to help you use it.
          </p>
        </section>
        <ul className="grid grid-cols-2 gap-4">
          {highlights(free).map(({ value, label, Icon }) => (
            <li key={label} className="rounded-xl border border-slate-200 p-6">
              <Icon className="h-6 w-6 text-primary-600" aria-hidden="true" />
              <p className="mt-3 text-2xl font-bold text-slate-900">{value}</p>
              <p className="text-sm text-slate-600">{label}</p>
            </li>
          ))}
        </ul>
      </div>

      <section className="mt-14">
        <h2 className="text-2xl font-semibold text-slate-900">What We Stand For</h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map((value) => (
            <li key={value.title} className="rounded-xl bg-slate-50 p-6">
              <h3 className="font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-sm text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-14 flex flex-col items-start gap-4 rounded-xl border border-primary-100 bg-primary-50 p-8 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-2xl font-semibold text-slate-900">Ready to equip your business?</h2>
          <p className="mt-1 text-slate-600">Browse the catalogue or talk to a specialist about your needs.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/products" className={buttonStyles()}>
            Shop Products
          </Link>
          <Link to="/contact" className={buttonStyles({ variant: 'outline' })}>
            Contact Us
          </Link>
        </div>
      </section>
    </StaticPage>
  )
}
