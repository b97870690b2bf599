import { Link } from 'react-router-dom'
import { Facebook, Headphones, Instagram, Linkedin, Mail, MapPin, Phone, ShieldCheck, Truck, Twitter } from 'lucide-react'
import { CATEGORIES, COMPANY_ADDRESS, COMPANY_LEGAL_NAME, SHOP_NAME, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/config'
import { useFreeShippingText } from '@/lib/shop-pricing'
import { Logo } from './logo'

const COMPANY_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/business', label: 'Enterprise Solutions' },
  { to: '/quick-order', label: 'Quick Order' },
  { to: '/careers', label: 'Careers' },
  { to: '/partners', label: 'Partner Program' },
  { to: '/press', label: 'Press & Media' },
  { to: '/contact', label: 'Contact Us' },
]

const POLICY_LINKS = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/returns', label: 'Return Policy' },
]

const SOCIAL_LINKS = [
  { label: 'Facebook', Icon: Facebook },
  { label: 'Twitter', Icon: Twitter },
  { label: 'LinkedIn', Icon: Linkedin },
  { label: 'Instagram', Icon: Instagram },
]

/** The trust strip; its free-shipping promise is Medusa's shipping options' (useFreeShippingText). */
const trustPoints = (freeShipping: string) => [
  { title: '24/7 Expert Support', text: `Tickets and order help any time; specialists by phone ${SUPPORT_HOURS}`, Icon: Headphones },
  { title: 'Fast Delivery', text: `${freeShipping}, express options available`, Icon: Truck },
  { title: 'Secure Payments', text: 'Encrypted checkout and several ways to pay', Icon: ShieldCheck },
]

const linkClass =
  'rounded text-sm text-slate-400 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400'

function FooterLinks({ title, links }: { title: string; links: Array<{ to: string; label: string }> }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function Footer() {
  const year = new Date().getFullYear()
  const freeShipping = useFreeShippingText()
  const { street, city, state, zipCode } = COMPANY_ADDRESS

  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="border-b border-slate-800">
        <ul className="container grid gap-6 py-8 sm:grid-cols-3">
          {trustPoints(freeShipping).map(({ title, text, Icon }) => (
            <li key={title} className="flex items-start gap-3">
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-primary-600/15 text-primary-400">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <div>
                <p className="font-semibold text-white">{title}</p>
                <p className="text-sm text-slate-400">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <div className="container grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <div className="inline-block rounded-lg bg-white px-3 py-2">
            <Logo />
          </div>
          <p className="text-sm text-slate-400">
            Printers, scanners, POS systems and business equipment for homes and businesses across the United States.
          </p>
          <address className="space-y-2 text-sm not-italic">
            <a href={SUPPORT_PHONE_HREF} className={`flex items-center gap-2 ${linkClass}`}>
              <Phone className="h-4 w-4 shrink-0" aria-hidden="true" />
              {SUPPORT_PHONE}
            </a>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={`flex items-center gap-2 ${linkClass}`}>
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              {SUPPORT_EMAIL}
            </a>
            <p className="flex items-start gap-2 text-slate-400">
              <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                {street}
                <br />
                {city}, {state} {zipCode}
              </span>
            </p>
          </address>
          <p className="text-xs text-slate-400">Support hours: {SUPPORT_HOURS}</p>
        </div>

        <FooterLinks title="Shop" links={CATEGORIES.map(({ path, label }) => ({ to: path, label }))} />
        <FooterLinks title="Company" links={COMPANY_LINKS} />

        <div className="space-y-8">
          <FooterLinks title="Policies" links={POLICY_LINKS} />
          <div>
            <h2 className="text-sm font-semibold uppercase tracking-wider text-white">Follow Us</h2>
            <ul className="mt-4 flex gap-2">
              {SOCIAL_LINKS.map(({ label, Icon }) => (
                <li key={label}>
                  <a
                    href="#"
                    aria-label={label}
                    className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-300 transition-colors hover:bg-primary-600 hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-400"
                  >
                    <Icon className="h-4 w-4" aria-hidden="true" />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <div className="border-t border-slate-800">
        <div className="container space-y-3 py-6 text-xs text-slate-400">
          <p>
            {SHOP_NAME} is an independent retailer and is not affiliated with, endorsed by or sponsored by the
            manufacturers of the products it sells. Product names and brands are trademarks of their respective owners.
            Warranties are provided by the manufacturers. Prices, promotions and availability are subject to change
            without notice.
          </p>
          <p>
            &copy; {year} {COMPANY_LEGAL_NAME}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  )
}
