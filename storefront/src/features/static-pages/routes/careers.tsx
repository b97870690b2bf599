import { Briefcase, Clock, MapPin } from 'lucide-react'
import { StaticPage } from '@/components/layouts/static-page'
import { buttonStyles } from '@/components/ui/button'
import { SHOP_NAME } from '@/lib/config'
import { CAREERS_EMAIL, mailto } from '../contacts'

const OPENINGS = [
  {
    title: 'Printer Service Technician',
    department: 'Field Services',
    location: 'Tulsa, OK',
    type: 'Full-time',
    description:
      'Install, maintain and repair office printers, scanners and POS hardware at customer sites across the Tulsa metro area.',
  },
  {
    title: 'Customer Support Specialist',
    department: 'Customer Care',
    location: 'Remote (US)',
    type: 'Full-time',
    description:
      'Help customers choose the right equipment, troubleshoot setups and resolve order questions by phone, chat and e-mail.',
  },
  {
    title: 'B2B Account Executive',
    department: 'Sales',
    location: 'Tulsa, OK (Hybrid)',
    type: 'Full-time',
    description:
      'Grow relationships with retailers, restaurants, warehouses and clinics, and build equipment proposals that fit their operations.',
  },
  {
    title: 'E-commerce Operations Coordinator',
    department: 'Operations',
    location: 'Tulsa, OK',
    type: 'Full-time',
    description:
      'Keep our catalogue accurate, coordinate with suppliers and carriers, and make sure every order ships on time.',
  },
]

const BENEFITS = [
  'Medical, dental and vision coverage',
  '401(k) with company match',
  'Paid time off and paid holidays',
  'Employee discount on all products',
  'Training and manufacturer certifications',
]

export function CareersPage() {
  return (
    <StaticPage
      title="Careers"
      intro={`Join the team helping thousands of businesses print, scan and sell. ${SHOP_NAME} is growing, and we are looking for people who care about great service.`}
    >
      <h2 className="text-2xl font-semibold text-slate-900">Open Positions</h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {OPENINGS.map((opening) => (
          <li key={opening.title} className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm">
            <p className="text-sm font-medium text-primary-700">{opening.department}</p>
            <h3 className="mt-1 text-lg font-semibold text-slate-900">{opening.title}</h3>
            <p className="mt-3 flex-1 text-sm text-slate-600">{opening.description}</p>
            <div className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-500">
              <span className="inline-flex items-center gap-1.5">
                <MapPin className="h-4 w-4" aria-hidden="true" />
                {opening.location}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {opening.type}
              </span>
            </div>
            <a
              href={mailto(CAREERS_EMAIL, `Application: ${opening.title}`)}
              aria-label={`Apply Now: ${opening.title}`}
              className={buttonStyles({ className: 'mt-5 self-start' })}
            >
              <Briefcase className="h-4 w-4" aria-hidden="true" />
              Apply Now
            </a>
          </li>
        ))}
      </ul>

      <section className="mt-14 rounded-xl bg-slate-50 p-8">
        <h2 className="text-2xl font-semibold text-slate-900">Why Work With Us</h2>
        <ul className="mt-4 grid gap-2 text-slate-700 sm:grid-cols-2">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <span className="h-1.5 w-1.5 rounded-full bg-primary-600" aria-hidden="true" />
              {benefit}
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">
          Don't see the right role? Send your resume to{' '}
          <a className="text-primary-700 underline hover:text-primary-800" href={`mailto:${CAREERS_EMAIL}`}>
            {CAREERS_EMAIL}
          </a>{' '}
          and tell us how you would like to help.
        </p>
      </section>
    </StaticPage>
  )
}
