import { useState } from 'react'
import { ShieldCheck, UserMinus, UserRound } from 'lucide-react'
import { COMPANY_MESSAGES, COMPANY_ROLE_LABELS, type Company, type CompanyMember } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { toastOutcome } from '@/components/ui/toast-outcome'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { cn } from '@/lib/cn'
import { formatOrderDate } from '@/lib/order-dates'
import { useChangeMemberRole, useRemoveMember } from '../api/company-members'

/**
 * The company's members: name, e-mail, role and the day they joined, the viewer's own row marked
 * 'You'. Admins make the others admins or members and remove them (after asking); their own row
 * has no controls (leaving is 'Leave company').
 */
export function CompanyMembers({ company, userId, isAdmin }: { company: Company; userId: string; isAdmin: boolean }) {
  const count = company.members.length
  return (
    <section aria-labelledby="company-members-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="company-members-heading" className="text-xl font-semibold text-slate-900">
        Members
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        {`${count} ${count === 1 ? 'person shares' : 'people share'} this company's orders, quotes and addresses.`}
      </p>
      <ul aria-label="Company members" className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {company.members.map((member) => (
          <li key={member.id}>
            <MemberRow company={company} member={member} isYou={member.id === userId} canManage={isAdmin && member.id !== userId} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function MemberRow({ company, member, isYou, canManage }: { company: Company; member: CompanyMember; isYou: boolean; canManage: boolean }) {
  const joined = formatOrderDate(member.joinedAt)
  return (
    <article
      aria-label={isYou ? `${member.name} (you)` : member.name}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words font-medium text-slate-900">{member.name}</span>
          {isYou && (
            <span className="rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-semibold text-slate-700">You</span>
          )}
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
              member.role === 'admin'
                ? 'border border-primary-200 bg-primary-50 text-primary-700'
                : 'border border-slate-200 bg-white text-slate-600',
            )}
          >
            {member.role === 'admin' ? (
              <ShieldCheck className="h-3.5 w-3.5" aria-hidden="true" />
            ) : (
              <UserRound className="h-3.5 w-3.5" aria-hidden="true" />
            )}
            <span className="sr-only">Role: </span>
            {COMPANY_ROLE_LABELS[member.role]}
          </span>
        </p>
        <p className="break-all text-sm text-slate-600">{member.email}</p>
        {joined && <p className="text-sm text-slate-500">{`Joined ${joined}`}</p>}
      </div>
      {canManage && (
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <RoleButton member={member} />
          <RemoveMemberButton company={company} member={member} />
        </div>
      )}
    </article>
  )
}

/** 'Make admin' or 'Make member': the other role, at once (no confirmation: it is undone the same way). */
function RoleButton({ member }: { member: CompanyMember }) {
  const changeRole = useChangeMemberRole()
  const role = member.role === 'admin' ? 'member' : 'admin'

  async function onClick() {
    await toastOutcome(changeRole.mutateAsync({ customerId: member.id, role }), { title: 'Role changed', description: `${member.name} is now ${role === 'admin' ? 'an admin' : 'a member'}.` }, { title: 'Role not changed', fallback: 'We could not change the role just now. Please try again.' })
  }

  return (
    <Button variant="outline" size="sm" onClick={() => void onClick()} disabled={changeRole.isPending}>
      {changeRole.isPending ? 'Saving...' : role === 'admin' ? 'Make admin' : 'Make member'}
    </Button>
  )
}

function RemoveMemberButton({ company, member }: { company: Company; member: CompanyMember }) {
  const [open, setOpen] = useState(false)
  const removeMember = useRemoveMember()

  // Awaited rather than given callbacks: the row, and this button with it, is gone once the member is.
  async function onConfirm() {
    await toastOutcome(removeMember.mutateAsync(member.id), { title: COMPANY_MESSAGES.removed, description: `${member.name} no longer sees the company's orders, quotes and addresses.` }, { title: 'Member not removed', fallback: 'We could not remove the member just now. Please try again.' })
    setOpen(false)
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size="sm" className="border-red-300 text-red-700 hover:bg-red-50">
          <UserMinus className="h-4 w-4" aria-hidden="true" />
          Remove
        </Button>
      }
      title={`Remove ${member.name}?`}
      description={`${member.name} (${member.email}) will no longer see ${company.name}'s orders, quotes and addresses.`}
      cancelLabel="Keep member"
      confirmLabel="Remove member"
      busyLabel="Removing..."
      busy={removeMember.isPending}
      onConfirm={() => void onConfirm()}
    />
  )
}
