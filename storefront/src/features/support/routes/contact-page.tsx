import { Link } from 'react-router-dom'
import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { StaticPage } from '@/components/layouts/static-page'
import { COMPANY_ADDRESS, SHOP_NAME, SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/config'
import { ContactForm } from '../components/contact-form'

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
              <div className="flex gap-3">
                <Phone className="mt-0.5 h-5 w-5 shrink-0 text-primary-600" aria-hidden="true" />
                <div>
                  <dt className="font-medium text-slate-900">Phone</dt>
                  <dd>
                    <a href={SUPPORT_PHONE_HREF} className="text-primary-700 hover:underline">
                      {SUPPORT_PHONE}
                    </a>
                  </dd>
                </div>
              </div>
              <div className="flex gap-3">
                <Mail className="mt-0.5 h-5 w-5 shrink-0 text-primary-600" aria-hidden="true" />
                <div>
                  <dt className="font-medium text-slate-900">Email</dt>
                  <dd>
                    <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all text-primary-700 hover:underline">
                      {SUPPORT_EMAIL}
                    </a>
                  </dd>
                </div>
              </div>
              <div className="flex gap-3">
                <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-primary-600" aria-hidden="true" />
                <div>
                  <dt className="font-medium text-slate-900">Address</dt>
                  <dd className="text-slate-600">
                    <address className="not-italic">
                      {SHOP_NAME}
                      <br />
                      {COMPANY_ADDRESS.street}
                      <br />
                      {COMPANY_ADDRESS.city}, {COMPANY_ADDRESS.state} {COMPANY_ADDRESS.zipCode}
                    </address>
                  </dd>
                </div>
              </div>
              <div className="flex gap-3">
                <Clock className="mt-0.5 h-5 w-5 shrink-0 text-primary-600" aria-hidden="true" />
                <div>
                  <dt className="font-medium text-slate-900">Business Hours</dt>
                  <dd className="text-slate-600">{SUPPORT_HOURS}</dd>
                </div>
              </div>
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
