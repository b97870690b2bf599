import { Link, useSearchParams } from 'react-router-dom'
import { BookOpen, ChevronRight, HelpCircle, Mail, ShieldCheck, Wrench } from 'lucide-react'
import { StaticPage } from '@/components/layouts/static-page'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/config'
import { ContactOptions } from '../components/contact-options'
import { SupportFaq } from '../components/support-faq'
import { SupportTicketForm } from '../components/support-ticket-form'

const TABS = ['faq', 'ticket', 'resources'] as const
type SupportTab = (typeof TABS)[number]

const isTab = (value: string | null): value is SupportTab => TABS.includes(value as SupportTab)

const RESOURCES = [
  { to: '/manuals', title: 'Manuals & Documentation', text: 'User guides, setup guides and troubleshooting documents.', Icon: BookOpen },
  { to: '/warranty', title: 'Warranty Services', text: 'Coverage plans and warranty claims.', Icon: ShieldCheck },
  { to: '/installation', title: 'Installation Services', text: 'On-site installation, training and maintenance.', Icon: Wrench },
  { to: '/faq', title: 'Frequently Asked Questions', text: 'Quick answers about orders, shipping and returns.', Icon: HelpCircle },
  { to: '/contact', title: 'Contact Us', text: 'Sales, business and general inquiries.', Icon: Mail },
] as const

/** On phones the three triggers share the row, their labels wrapping. */
const TRIGGER_CLASSES = 'h-full !whitespace-normal text-center leading-tight sm:!whitespace-nowrap'

/** /support: FAQ, support ticket and resources in three tabs (?tab= opens one directly). */
export function SupportPage() {
  const [params, setParams] = useSearchParams()
  const requested = params.get('tab')
  const tab: SupportTab = isTab(requested) ? requested : 'faq'

  function selectTab(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === 'faq') next.delete('tab')
        else next.set('tab', value)
        return next
      },
      { replace: true },
    )
  }

  return (
    <StaticPage
      title="Support Center"
      intro="Find answers, get help with an order or a device, and download documentation. Our team is here to keep your equipment running."
    >
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList className="!grid w-full grid-cols-3 sm:!inline-flex sm:w-auto">
          <TabsTrigger value="faq" className={TRIGGER_CLASSES}>
            FAQ
          </TabsTrigger>
          <TabsTrigger value="ticket" className={TRIGGER_CLASSES}>
            Submit Support Ticket
          </TabsTrigger>
          <TabsTrigger value="resources" className={TRIGGER_CLASSES}>
            Resources &amp; Downloads
          </TabsTrigger>
        </TabsList>
        <TabsContent value="faq">
          <SupportFaq />
        </TabsContent>
        <TabsContent value="ticket">
          <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
            <SupportTicketForm />
            <aside aria-labelledby="ticket-help-heading" className="space-y-4 rounded-2xl bg-slate-50 p-6 text-sm text-slate-600">
              <h2 id="ticket-help-heading" className="text-lg font-semibold text-slate-900">
                Need an answer right away?
              </h2>
              <p>
                Call us at{' '}
                <a href={SUPPORT_PHONE_HREF} className="font-medium text-primary-700 hover:underline">
                  {SUPPORT_PHONE}
                </a>{' '}
                ({SUPPORT_HOURS}) or e-mail{' '}
                <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all font-medium text-primary-700 hover:underline">
                  {SUPPORT_EMAIL}
                </a>
                .
              </p>
              <p>
                Returning an item? Include your order number and the reason for the return. Most products can be returned
                within 30 days of delivery, business equipment within 60 days.
              </p>
              <p>
                Device problem? Add the model, serial number and any error code shown, so our technicians can help faster.
              </p>
            </aside>
          </div>
        </TabsContent>
        <TabsContent value="resources" className="space-y-12">
          <section aria-labelledby="resources-heading">
            <h2 id="resources-heading" className="text-xl font-semibold text-slate-900">
              Resources &amp; Downloads
            </h2>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {RESOURCES.map(({ to, title, text, Icon }) => (
                <li key={to}>
                  <Link
                    to={to}
                    className="group flex h-full items-start gap-4 rounded-xl border border-slate-200 p-5 transition-colors hover:border-primary-300 hover:bg-primary-50/40"
                  >
                    <Icon className="mt-0.5 h-6 w-6 shrink-0 text-primary-600" aria-hidden="true" />
                    <span className="flex-1">
                      <span className="block font-semibold text-slate-900 group-hover:text-primary-700">{title}</span>
                      <span className="mt-1 block text-sm text-slate-600">{text}</span>
                    </span>
                    <ChevronRight className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="support-contact-heading">
            <h2 id="support-contact-heading" className="text-xl font-semibold text-slate-900">
              Contact Support
            </h2>
            <div className="mt-4">
              <ContactOptions />
            </div>
          </section>
        </TabsContent>
      </Tabs>
    </StaticPage>
  )
}
