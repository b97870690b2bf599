import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { LucideIcon } from 'lucide-react'

/**
 * The frame of the sign-in and sign-up screens: a centred card with an icon, heading and subtitle,
 * and under it a link to the other screen and one back home.
 */
export function AuthCard({
  Icon,
  title,
  subtitle,
  children,
  switchPrompt,
  switchLabel,
  switchTo,
}: {
  Icon: LucideIcon
  title: string
  subtitle: string
  children: ReactNode
  /** e.g. "Don't have an account?" */
  switchPrompt: string
  switchLabel: string
  switchTo: string
}) {
  return (
    <section className="px-4 py-12 sm:py-16">
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <header className="text-center">
            <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-primary-50 text-primary-600">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
            <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
          </header>
          <div className="mt-8">{children}</div>
        </div>
        <div className="mt-6 space-y-3 text-center text-sm text-slate-600">
          <p>
            {switchPrompt}{' '}
            <Link to={switchTo} className="font-medium text-primary-600 hover:text-primary-700">
              {switchLabel}
            </Link>
          </p>
          <p>
            <Link to="/" className="font-medium text-slate-600 hover:text-slate-900">
              Back to Home
            </Link>
          </p>
        </div>
      </div>
    </section>
  )
}
