import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Building2, LoaderCircle, LogOut, Pencil } from 'lucide-react'
import { COMPANY_MESSAGES, PAYMENT_TERMS_LABELS, countryName, type Company, type Order, type User } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { toastOutcome } from '@/components/ui/toast-outcome'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/use-toast'
import { overdueInvoiceCount } from '@/lib/invoices'
import { useRemoveMember } from '../api/company-members'
import { useUserCompany } from '../api/get-user-company'
import { useCreateCompany } from '../api/save-company'
import { CompanyForm, EditCompanyDialog, companyFormValues } from './company-form'
import { CompanyInvites } from './company-invites'
import { CompanyMembers } from './company-members'
import { CompanyTaxExemptions } from './company-tax-exemptions'

const CARD = 'rounded-lg border border-slate-200 bg-white p-4 sm:p-6'

/**
 * Company tab: without a company, a form that makes the account a company's (the customer its first
 * admin); with one, its details (its payment terms and overdue invoices among them), members and,
 * for its admins, the invitations, its tax exemption certificates, and the way out. Admins edit the
 * details, invite colleagues, change roles, remove members and upload certificates.
 */
export function CompanyTab({ user, orders = [] }: { user: User; /** The company's orders, as the account lists them. */ orders?: Order[] }) {
  const companyQuery = useUserCompany()

  if (companyQuery.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-500">
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
        Loading your company...
      </p>
    )
  }
  if (companyQuery.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>We could not load your company.</span>
        <Button variant="outline" size="sm" onClick={() => void companyQuery.refetch()}>
          Try again
        </Button>
      </div>
    )
  }
  const { company, role } = companyQuery.data
  if (!company) return <CreateCompany user={user} />
  const isAdmin = role === 'admin'
  return (
    <div className="space-y-6">
      <CompanyDetails company={company} user={user} isAdmin={isAdmin} overdue={overdueInvoiceCount(orders)} />
      <CompanyMembers company={company} userId={user.id} isAdmin={isAdmin} />
      {isAdmin && <CompanyInvites company={company} />}
      <CompanyTaxExemptions isAdmin={isAdmin} />
      <LeaveCompany company={company} userId={user.id} />
    </div>
  )
}

function CreateCompany({ user }: { user: User }) {
  const createCompany = useCreateCompany()
  return (
    <section aria-labelledby="company-heading" className={CARD}>
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-600">
          <Building2 className="h-5 w-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id="company-heading" className="text-xl font-semibold text-slate-900">
            Company Account
          </h2>
          <p className="mt-1 text-sm text-slate-600">Buy as a business: invite colleagues to share orders, quotes and addresses.</p>
        </div>
      </div>
      <div className="mt-6">
        <CompanyForm
          idPrefix="new-company"
          defaultValues={companyFormValues(null, user)}
          save={createCompany.mutateAsync}
          failureTitle="Company account not created"
          onSaved={() => toast({ title: 'Company account created', description: COMPANY_MESSAGES.created })}
          actions={(submitting) => (
            <div className="flex justify-end">
              <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
                {submitting ? 'Creating...' : 'Create Company Account'}
              </Button>
            </div>
          )}
        />
      </div>
    </section>
  )
}

function CompanyDetails({ company, user, isAdmin, overdue }: { company: Company; user: User; isAdmin: boolean; overdue: number }) {
  const { billingAddress } = company
  const cityLine = [billingAddress.city, [billingAddress.state, billingAddress.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ')
  return (
    <section aria-labelledby="company-heading" className={CARD}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-500">Company Account</p>
          <h2 id="company-heading" className="break-words text-xl font-semibold text-slate-900">
            {company.name}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {`You are ${isAdmin ? 'an admin' : 'a member'} of this company. Its members share orders, quotes and addresses.`}
          </p>
        </div>
        {isAdmin && (
          <EditCompanyDialog
            company={company}
            user={user}
            trigger={
              <Button variant="outline" size="sm">
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Edit
              </Button>
            }
          />
        )}
      </div>
      <dl className="mt-6 grid gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-4">
        <Detail label="Tax ID">{company.taxId || 'Not given'}</Detail>
        <Detail label="Phone">{company.phone}</Detail>
        <Detail label="Payment Terms">
          {company.paymentTerms ? PAYMENT_TERMS_LABELS[company.paymentTerms] : 'None — ask us about paying by invoice'}
          {overdue > 0 && (
            <span className="mt-1 block font-medium text-red-700">
              {`${overdue} overdue ${overdue === 1 ? 'invoice' : 'invoices'}`}{' '}
              <Link to="/account?tab=orders" className="font-medium text-primary-600 underline hover:text-primary-700">
                View orders
              </Link>
            </span>
          )}
        </Detail>
        <Detail label="Billing Address">
          <address className="not-italic leading-relaxed">
            <span className="block">{billingAddress.address}</span>
            {billingAddress.address2 && <span className="block">{billingAddress.address2}</span>}
            <span className="block">{cityLine}</span>
            <span className="block">{countryName(billingAddress.country)}</span>
          </address>
        </Detail>
      </dl>
    </section>
  )
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-sm text-slate-900">{children}</dd>
    </div>
  )
}

/** 'Leave company' for everyone, after asking: the customer removes themself (409 for the company's last admin). */
function LeaveCompany({ company, userId }: { company: Company; userId: string }) {
  const [open, setOpen] = useState(false)
  const removeMember = useRemoveMember()

  // Awaited rather than given callbacks: once the customer has left, this section is gone.
  async function onConfirm() {
    await toastOutcome(removeMember.mutateAsync(userId), { title: COMPANY_MESSAGES.left, description: "You no longer see your colleagues' orders, quotes and addresses." }, { title: 'You have not left the company', fallback: 'We could not take you out of the company just now. Please try again.' })
    setOpen(false)
  }

  return (
    <section aria-labelledby="leave-company-heading" className={CARD}>
      <h2 id="leave-company-heading" className="text-lg font-semibold text-slate-900">
        Leave Company
      </h2>
      <p className="mt-1 text-sm text-slate-600">{`Take your account out of ${company.name}: you will no longer see your colleagues' orders, quotes and addresses.`}</p>
      <div className="mt-4">
        <ConfirmDialog
          open={open}
          onOpenChange={setOpen}
          trigger={
            <Button variant="outline" className="border-red-300 text-red-700 hover:bg-red-50">
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Leave company
            </Button>
          }
          title={`Leave ${company.name}?`}
          description={
            company.members.length === 1
              ? 'You are its only member: leaving closes the company account. Your own orders, quotes and addresses stay yours.'
              : "You will no longer see your colleagues' orders, quotes and addresses. To come back you need a new invitation."
          }
          cancelLabel="Stay"
          confirmLabel="Leave company"
          busyLabel="Leaving..."
          busy={removeMember.isPending}
          onConfirm={() => void onConfirm()}
        />
      </div>
    </section>
  )
}
