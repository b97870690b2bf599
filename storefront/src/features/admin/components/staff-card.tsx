import type { ReactNode } from 'react'
import { Lock } from 'lucide-react'

/**
 * The frame of the staff screens shown before signing in (the /admin gate, /admin/reset-password):
 * a centred card with a lock, the heading and a line under it, and the note on access.
 */
export function StaffCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <section className="px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <header className="text-center">
          <span className="mx-auto mb-4 flex h-12 w-12 items-center justify-center rounded-full bg-red-50 text-red-600">
            <Lock className="h-6 w-6" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
        </header>

        {children}

        <p className="mt-6 text-center text-xs text-slate-500">Authorized personnel only. All access is logged.</p>
      </div>
    </section>
  )
}
