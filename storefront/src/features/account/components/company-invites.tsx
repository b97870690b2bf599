import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Mail, Send, X } from 'lucide-react'
import {
  COMPANY_INVITE_DAYS,
  COMPANY_MESSAGES,
  MAX_COMPANY_MEMBERS,
  companyInviteBodySchema,
  type Company,
  type CompanyInvite,
  type CompanyInviteBody,
} from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { toastOutcome } from '@/components/ui/toast-outcome'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { formatOrderDate } from '@/lib/order-dates'
import { useCancelInvite, useInviteColleague } from '../api/company-invites'

const LIMIT_MESSAGE_ID = 'company-invites-limit'

/**
 * Invitations, for the company's admins: 'Invite a colleague' by e-mail (the link works for
 * COMPANY_INVITE_DAYS days), and the open invitations with who sent each and when it expires, to cancel.
 */
export function CompanyInvites({ company }: { company: Company }) {
  // Members and open invitations count together towards the limit.
  const full = company.members.length + company.invites.length >= MAX_COMPANY_MEMBERS
  return (
    <section aria-labelledby="company-invites-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="company-invites-heading" className="text-xl font-semibold text-slate-900">
        Invitations
      </h2>
      <p className="mt-1 text-sm text-slate-500">
        {`Your colleague gets an e-mail with a link to join. It works for ${COMPANY_INVITE_DAYS} days, and only for the address it was sent to.`}
      </p>

      <InviteForm company={company} full={full} />

      {company.invites.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500">No open invitations.</p>
      ) : (
        <>
          <h3 className="mt-6 text-sm font-semibold text-slate-900">Open invitations</h3>
          <ul aria-label="Open invitations" className="mt-2 divide-y divide-slate-200 border-y border-slate-200">
            {company.invites.map((invite) => (
              <li key={invite.id}>
                <InviteRow invite={invite} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

function InviteForm({ company, full }: { company: Company; full: boolean }) {
  const inviteColleague = useInviteColleague()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyInviteBody>({ resolver: zodResolver(companyInviteBodySchema), defaultValues: { email: '' } })

  const onSubmit = handleSubmit(async (body) => {
    try {
      await inviteColleague.mutateAsync(body)
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['email'])) return
      const message = serverMessage(error)
      // Already invited, already a member, or no room left: said where the address was typed.
      if (error instanceof ApiError && error.status === 409 && message) {
        setError('email', { type: 'server', message }, { shouldFocus: true })
        return
      }
      toast({
        title: 'Invitation not sent',
        description: message ?? 'We could not send the invitation just now. Please try again.',
        variant: 'destructive',
      })
      return
    }
    reset({ email: '' })
    toast({ title: COMPANY_MESSAGES.invited, description: `We e-mailed a link to join ${company.name} to ${body.email}.` })
  })

  return (
    <form
      noValidate
      aria-labelledby="company-invite-heading"
      onSubmit={(event) => void onSubmit(event)}
      className="mt-4 rounded-lg bg-slate-50 p-4"
    >
      <h3 id="company-invite-heading" className="text-sm font-semibold text-slate-900">
        Invite a colleague
      </h3>
      <div className="mt-3 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-start">
        <FormField id="company-invite-email" label="Colleague's email" error={errors.email?.message} className="min-w-0 flex-1">
          <Input type="email" autoComplete="off" placeholder="colleague@example.com" disabled={full} {...register('email')} />
        </FormField>
        {/* Level with the field under its label. */}
        <Button
          type="submit"
          disabled={full || isSubmitting}
          aria-describedby={full ? LIMIT_MESSAGE_ID : undefined}
          className="sm:mt-[1.625rem]"
        >
          <Send className="h-4 w-4" aria-hidden="true" />
          {isSubmitting ? 'Sending...' : 'Send invitation'}
        </Button>
      </div>
      {full && (
        <p id={LIMIT_MESSAGE_ID} className="mt-3 rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {COMPANY_MESSAGES.tooMany}
        </p>
      )}
    </form>
  )
}

function InviteRow({ invite }: { invite: CompanyInvite }) {
  const cancelInvite = useCancelInvite()

  // Awaited rather than given callbacks: the row, and this button with it, is gone once it is cancelled.
  async function onCancel() {
    await toastOutcome(cancelInvite.mutateAsync(invite.id), { title: 'Invitation cancelled', description: `The link sent to ${invite.email} no longer works.` }, { title: 'Invitation not cancelled', fallback: 'We could not cancel the invitation just now. Please try again.' })
  }

  const expires = formatOrderDate(invite.expiresAt)
  return (
    <article aria-label={invite.email} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <Mail className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
          <span className="break-all">{invite.email}</span>
        </p>
        <p className="text-sm text-slate-500">
          {[`Invited by ${invite.invitedBy}`, expires && `Expires ${expires}`].filter(Boolean).join(' · ')}
        </p>
      </div>
      <Button variant="outline" size="sm" className="sm:shrink-0" onClick={() => void onCancel()} disabled={cancelInvite.isPending}>
        <X className="h-4 w-4" aria-hidden="true" />
        {cancelInvite.isPending ? 'Cancelling...' : 'Cancel invitation'}
      </Button>
    </article>
  )
}
