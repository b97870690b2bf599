import type { ReactNode } from 'react'
import { COMPANY_ROLE_LABELS, countryName, type AdminCompany, type CompanyRole } from '@printshop/contract'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { serverMessage } from '@/lib/api-client'
import { formatOrderDate, formatOrderDateTime } from '@/lib/order-dates'
import { useAdminCompany } from '../api/get-companies'
import { Badge } from './admin-table'
import { Detail } from './detail-list'

const count = new Intl.NumberFormat('en-US')

export function CompanyRoleBadge({ role }: { role: CompanyRole }) {
  return <Badge tone={role === 'admin' ? 'blue' : 'slate'}>{COMPANY_ROLE_LABELS[role]}</Badge>
}

/**
 * A company's dialog (?company=<id>), read-only: its details and billing address, its customer
 * group in Medusa, its members and its open invitations. `listed` is the company as the table has
 * it, shown while it is read afresh.
 */
export function CompanyDialog({ companyId, listed, onClose }: { companyId: string | null; listed?: AdminCompany; onClose: () => void }) {
  return (
    <Dialog open={companyId !== null} onOpenChange={(open) => !open && onClose()}>
      {companyId !== null && <CompanyDialogContent key={companyId} companyId={companyId} listed={listed} />}
    </Dialog>
  )
}

function CompanyDialogContent({ companyId, listed }: { companyId: string; listed?: AdminCompany }) {
  const { data, isError, error } = useAdminCompany(companyId)
  const company = data ?? listed
  let body: ReactNode
  if (company) body = <CompanyDetails company={company} />
  else if (isError)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {serverMessage(error) ?? 'Failed to load the company. Please try again.'}
      </p>
    )
  else body = <p className="text-sm text-slate-500">Loading company...</p>

  return (
    <DialogContent
      size="lg"
      className="md:max-w-3xl"
      title={company ? company.name : 'Company'}
      description={company ? `Company account created on ${formatOrderDateTime(company.createdAt)}` : undefined}
    >
      {body}
    </DialogContent>
  )
}

function CompanyDetails({ company }: { company: AdminCompany }) {
  const address = company.billingAddress
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-4">
        <Detail label="Tax ID">{company.taxId || 'Not provided'}</Detail>
        <Detail label="Phone">{company.phone || 'Not provided'}</Detail>
        <Detail label="Members">{count.format(company.members.length)}</Detail>
        <Detail label="Orders">{count.format(company.orderCount)}</Detail>
      </dl>

      <div className="grid gap-6 sm:grid-cols-2">
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Billing Address</h3>
          <address className="mt-2 text-sm not-italic leading-relaxed text-slate-700">
            <span className="block font-medium text-slate-900">{company.name}</span>
            <span className="block">{address.address}</span>
            {address.address2 && <span className="block">{address.address2}</span>}
            <span className="block">
              {address.city}, {address.state} {address.zipCode}
            </span>
            <span className="block">{countryName(address.country)}</span>
          </address>
        </section>
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Medusa</h3>
          <dl className="mt-2">
            <Detail label="Customer Group">
              {company.customerGroupId ? <code className="break-all text-xs">{company.customerGroupId}</code> : 'None'}
            </Detail>
          </dl>
        </section>
      </div>

      <CompanyMembers company={company} />
      <CompanyInvites company={company} />
    </div>
  )
}

/** A small table of the dialog: scrolls sideways in its box on a phone, the page does not. */
function DialogTable({ label, columns, children }: { label: string; columns: string[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table aria-label={label} className="w-full min-w-[520px] text-left text-sm">
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

/** The company's members, in the order the server lists them. */
function CompanyMembers({ company }: { company: AdminCompany }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Members</h3>
      {company.members.length === 0 ? (
        <p className="text-sm text-slate-500">No members.</p>
      ) : (
        <DialogTable label="Members" columns={['Name', 'Email', 'Role', 'Joined']}>
          {company.members.map((member) => (
            <tr key={member.id} className="border-t border-slate-100">
              <td className="px-3 py-2 font-medium text-slate-900">{member.name || '—'}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <a className="text-primary-700 hover:underline" href={`mailto:${member.email}`}>
                  {member.email}
                </a>
              </td>
              <td className="px-3 py-2">
                <CompanyRoleBadge role={member.role} />
              </td>
              <td className="whitespace-nowrap px-3 py-2">{formatOrderDate(member.joinedAt)}</td>
            </tr>
          ))}
        </DialogTable>
      )}
    </section>
  )
}

/** The invitations nobody has accepted yet, with who sent them and the day their link stops working. */
function CompanyInvites({ company }: { company: AdminCompany }) {
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Open Invitations</h3>
      {company.invites.length === 0 ? (
        <p className="text-sm text-slate-500">No open invitations.</p>
      ) : (
        <DialogTable label="Open invitations" columns={['Email', 'Invited By', 'Sent', 'Expires']}>
          {company.invites.map((invite) => (
            <tr key={invite.id} className="border-t border-slate-100">
              <td className="whitespace-nowrap px-3 py-2 text-slate-900">{invite.email}</td>
              <td className="px-3 py-2">{invite.invitedBy}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatOrderDate(invite.createdAt)}</td>
              <td className="whitespace-nowrap px-3 py-2">{formatOrderDate(invite.expiresAt)}</td>
            </tr>
          ))}
        </DialogTable>
      )}
    </section>
  )
}
