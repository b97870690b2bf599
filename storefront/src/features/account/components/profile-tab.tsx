import type { ReactNode } from 'react'
import type { User } from '@printshop/contract'
import { EditProfileDialog } from './edit-profile-dialog'

/** Profile tab (Personal Information): the customer's name, e-mail and phone, and Edit Profile. */
export function ProfileTab({ user }: { user: User }) {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return (
    <section aria-labelledby="personal-information-heading" className="rounded-lg border border-slate-200 bg-white p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="personal-information-heading" className="text-xl font-semibold text-slate-900">
            Personal Information
          </h2>
          <p className="mt-1 text-sm text-slate-500">The details we use for your orders and deliveries.</p>
        </div>
        <EditProfileDialog user={user} />
      </div>
      <dl className="mt-6 grid gap-6 sm:grid-cols-2">
        <Item label="Full Name">{fullName || '—'}</Item>
        <Item label="Email">{user.email}</Item>
        {user.phone && <Item label="Phone">{user.phone}</Item>}
      </dl>
    </section>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-slate-900">{children}</dd>
    </div>
  )
}
