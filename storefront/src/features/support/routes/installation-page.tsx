import { CheckCircle2, Clock, MapPin } from 'lucide-react'
import { StaticPage } from '@/components/layouts/static-page'
import { ServiceRequestForm } from '../components/service-request-form'
import { SERVICE_AREAS, SERVICE_OFFERS } from '../data/installation'

/** /installation: services and prices, the areas we cover, and the request form. */
export function InstallationPage() {
  return (
    <StaticPage
      title="Installation Services"
      intro="Let our certified technicians install your equipment, train your team and keep everything running, so you can focus on your business."
    >
      <section aria-labelledby="services-heading">
        <h2 id="services-heading" className="text-2xl font-semibold text-slate-900">
          Services &amp; Pricing
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {SERVICE_OFFERS.map(({ name, price, duration, description, includes, Icon }) => (
            <li key={name} className="flex flex-col rounded-xl border border-slate-200 p-6">
              <Icon className="h-8 w-8 text-primary-600" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{name}</h3>
              <p className="mt-1 text-2xl font-bold text-primary-700">{price}</p>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-500">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {duration}
              </p>
              <p className="mt-3 text-sm text-slate-600">{description}</p>
              <ul className="mt-4 space-y-2 text-sm text-slate-700">
                {includes.map((item) => (
                  <li key={item} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-600" aria-hidden="true" />
                    {item}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-sm text-slate-500">
          Final prices depend on the equipment and the site; we confirm the price with you before any visit.
        </p>
      </section>

      <section aria-labelledby="areas-heading" className="mt-14">
        <h2 id="areas-heading" className="text-2xl font-semibold text-slate-900">
          Service Areas
        </h2>
        <p className="mt-2 text-slate-600">
          Our technicians serve these metro areas. Outside them? Contact us and we will find a certified partner near you.
        </p>
        <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4">
          {SERVICE_AREAS.map((area) => (
            <li key={area} className="flex items-center gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm font-medium text-slate-800">
              <MapPin className="h-4 w-4 shrink-0 text-primary-600" aria-hidden="true" />
              {area}
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-14 max-w-4xl">
        <ServiceRequestForm />
      </div>
    </StaticPage>
  )
}
