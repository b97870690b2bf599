import { Building2, CheckCircle2, Shield, ShieldCheck } from 'lucide-react'
import { StaticPage } from '@/components/layouts/static-page'
import { WarrantyClaimForm } from '../components/warranty-claim-form'

const PLANS = [
  {
    name: 'Standard Warranty',
    term: '1 year',
    Icon: Shield,
    text: "The manufacturer's warranty included with every product we sell.",
    points: ['Defects in materials and workmanship', 'Repair or replacement by the manufacturer', 'Claims handled for you by our team'],
  },
  {
    name: 'Extended Warranty',
    term: '3 years',
    Icon: ShieldCheck,
    text: 'Longer manufacturer coverage for selected printers, scanners and POS equipment.',
    points: ['Everything in the standard warranty', 'Coverage extended to 3 years', 'Priority handling of repairs'],
  },
  {
    name: 'Business Protection',
    term: '5 years',
    Icon: Building2,
    text: 'Long-term protection for equipment your business depends on every day.',
    points: ['Coverage extended to 5 years', 'Advance replacement where the manufacturer offers it', 'Dedicated business support contact'],
  },
] as const

const STEPS = [
  'Find the serial number on the device and your purchase date on the order confirmation.',
  'Submit the claim form below with a description of the issue.',
  'We confirm the coverage with the manufacturer and send you shipping or on-site service instructions.',
  'Repairs usually take 5-7 business days once the device reaches the service center.',
]

/** /warranty: coverage plans and the warranty claim form. */
export function WarrantyPage() {
  return (
    <StaticPage
      title="Warranty Services"
      intro="Every product we sell is covered by its manufacturer's warranty, and our team handles the claim for you."
    >
      <section aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-2xl font-semibold text-slate-900">
          Coverage Plans
        </h2>
        <p className="mt-2 max-w-3xl text-slate-600">
          Warranties are provided by the manufacturers. Terms vary by product; the product page and the documents in the box
          list the exact coverage. Ask us which plans are available for the equipment you have in mind.
        </p>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {PLANS.map(({ name, term, Icon, text, points }) => (
            <li key={name} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <Icon className="h-8 w-8 text-primary-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{name}</h3>
              <p className="text-2xl font-bold text-primary-700">{term}</p>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 grid gap-10 lg:grid-cols-[20rem_1fr]">
        <section aria-labelledby="claim-steps-heading">
          <h2 id="claim-steps-heading" className="text-xl font-semibold text-slate-900">
            How a Claim Works
          </h2>
          <ol className="mt-4 space-y-4">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 text-sm text-slate-700">
                <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-700">
                  {index + 1}
                </span>
                <span className="pt-1">{step}</span>
              </li>
            ))}
          </ol>
        </section>
        <WarrantyClaimForm />
      </div>
    </StaticPage>
  )
}
