import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react'
import { StaticPage } from '@/components/layouts/static-page'
import { COMPANY_ADDRESS, SHOP_NAME, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/config'
import { ContactForm } from '../components/contact-form'

/** One way to reach the company: a dt/dd pair (the icon sits in the term, so the list stays valid). */
function ContactDetail({ Icon, label, children }: { Icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 font-medium text-slate-900">
        <Icon className="h-5 w-5 shrink-0 text-primary-600" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 pl-8">{children}</dd>
    </div>
  )
}

/** /contact: the contact form and how to reach the company. */
export function ContactPage() {
  return (
    <StaticPage
      title="Contact Us"
      intro="Questions about a product, an order or equipment for your business? Send us a message and the right specialist will get back to you."
    >
      <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
        <ContactForm />
        <aside aria-labelledby="contact-info-heading" className="space-y-6">
          <div className="rounded-2xl bg-slate-50 p-6">
            <h2 id="contact-info-heading" className="text-lg font-semibold text-slate-900">
              Get in Touch
            </h2>
            <dl className="mt-5 space-y-5 text-sm">
              <ContactDetail Icon={Phone} label="Phone">
                <a href={SUPPORT_PHONE_HREF} className="text-primary-700 hover:underline">
                  {SUPPORT_PHONE}
                </a>
              </ContactDetail>
              <ContactDetail Icon={Mail} label="Email">
                <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all text-primary-700 hover:underline">
                  {SUPPORT_EMAIL}
                </a>
              </ContactDetail>
              <ContactDetail Icon={MapPin} label="Address">
                <address className="not-italic text-slate-600">
                  {SHOP_NAME}
                  <br />
                  {COMPANY_ADDRESS.street}
                  <br />
                  {COMPANY_ADDRESS.city}, {COMPANY_ADDRESS.state} {COMPANY_ADDRESS.zipCode}
                </address>
              </ContactDetail>
              <ContactDetail Icon={Clock} label="Business Hours">
                <span className="text-slate-600">{SUPPORT_HOURS}</span>
              </ContactDetail>
            </dl>
          </div>
          <div className="rounded-2xl border border-slate-200 p-6 text-sm text-slate-600">
            <h2 className="font-semibold text-slate-900">Need technical help?</h2>
            <p className="mt-2">
              For problems with a device or an order, a support ticket is the fastest way: we answer within 4 hours during
              business hours.
            </p>
            <Link to="/support?tab=ticket" className="mt-3 inline-block font-medium text-primary-700 hover:underline">
              Submit a support ticket
            </Link>
          </div>
        </aside>
      </div>
    </StaticPage>
  )
}
