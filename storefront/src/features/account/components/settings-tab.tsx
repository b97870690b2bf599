import { Link } from 'react-router-dom'
import { LifeBuoy, Lock } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button'
import { ChangePasswordDialog } from './change-password-dialog'

/** Settings tab (Account Settings): change the password, or reach support. */
export function SettingsTab() {
  return (
    <section aria-labelledby="account-settings-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="account-settings-heading" className="text-xl font-semibold text-slate-900">
        Account Settings
      </h2>
      <ul className="mt-6 divide-y divide-slate-200">
        <li className="flex flex-wrap items-center justify-between gap-4 pb-6">
          <div className="flex items-start gap-3">
            <Lock className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            <div>
              <h3 className="font-medium text-slate-900">Password</h3>
              <p className="text-sm text-slate-500">Change the password you sign in with.</p>
            </div>
          </div>
          <ChangePasswordDialog />
        </li>
        <li className="flex flex-wrap items-center justify-between gap-4 pt-6">
          <div className="flex items-start gap-3">
            <LifeBuoy className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
            <div>
              <h3 className="font-medium text-slate-900">Need help?</h3>
              <p className="text-sm text-slate-500">Questions about your account or an order? Our team is here to help.</p>
            </div>
          </div>
          <Link to="/contact" className={buttonStyles({ variant: 'outline' })}>
            Contact Support
          </Link>
        </li>
      </ul>
    </section>
  )
}
