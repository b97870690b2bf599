import { useState, type FormEvent, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import {
  COMPANY_ROLE_LABELS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  TAX_EXEMPTION_KIND_LABELS,
  countryName,
  invoicePaymentLabel,
  type AdminCompany,
  type CompanyRole,
  type PaymentTerms,
} from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverFieldErrors, serverMessage } from '@/lib/api-client'
import { formatOrderDate, formatOrderDateTime } from '@/lib/order-dates'
import { formatCalendarDate } from '@/lib/quotes'
import { useAdminCompany } from '../api/get-companies'
import { useCompanyTaxExemptions } from '../api/get-tax-exemptions'
import { useSaveCompanyTerms } from '../api/save-company-terms'
import { Badge } from './admin-table'
import { Detail } from './detail-list'
import { TaxExemptionStatusBadge } from './tax-exemption-dialog'

const count = new Intl.NumberFormat('en-US')

export function CompanyRoleBadge({ role }: { role: CompanyRole }) {
  return <Badge tone={role === 'admin' ? 'blue' : 'slate'}>{COMPANY_ROLE_LABELS[role]}</Badge>
}

/**
 * A company's dialog (?company=<id>): its details and billing address, its customer group in
 * Medusa, its payment terms (which staff set here) and overdue invoices, its tax certificates, its
 * members and its open invitations. `listed` is the company as the table has it, shown while it is
 * read afresh.
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
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-5">
        <Detail label="Tax ID">{company.taxId || 'Not provided'}</Detail>
        <Detail label="Phone">{company.phone || 'Not provided'}</Detail>
        <Detail label="Members">{count.format(company.members.length)}</Detail>
        <Detail label="Orders">{count.format(company.orderCount)}</Detail>
        <Detail label="Overdue Invoices">
          <span className={company.overdueCount > 0 ? 'font-semibold text-red-700' : undefined}>{count.format(company.overdueCount)}</span>
        </Detail>
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

      <CompanyTermsForm key={`${company.id}:${company.paymentTerms ?? 'none'}`} company={company} />
      <CompanyCertificates companyId={company.id} />
      <CompanyMembers company={company} />
      <CompanyInvites company={company} />
    </div>
  )
}

const isPaymentTerms = (value: string): value is PaymentTerms => (PAYMENT_TERMS as readonly string[]).includes(value)

/**
 * The company's payment terms: with net 15, 30 or 60 its members may pay by invoice, due that many
 * days after the order; None takes them away (orders placed on terms keep theirs).
 */
function CompanyTermsForm({ company }: { company: AdminCompany }) {
  const saveTerms = useSaveCompanyTerms()
  const [terms, setTerms] = useState<PaymentTerms | ''>(company.paymentTerms ?? '')
  const [error, setError] = useState<string | null>(null)
  const changed = (terms || null) !== company.paymentTerms

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      const saved = await saveTerms.mutateAsync({ id: company.id, paymentTerms: terms || null })
      toast({
        title: 'Payment Terms Saved',
        description: saved.paymentTerms
          ? `${saved.name}'s members may now ${invoicePaymentLabel(saved.paymentTerms).toLowerCase()}.`
          : `${saved.name} no longer has payment terms.`,
      })
    } catch (failure) {
      setError(serverFieldErrors(failure).paymentTerms ?? serverMessage(failure) ?? 'Failed to save the payment terms. Please try again.')
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Payment Terms</h3>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          id="company-payment-terms"
          label="Terms"
          hint="With terms, the company's members may pay by invoice, due that many days after the order."
          error={error ?? undefined}
          className="sm:w-80"
        >
          <Select value={terms} onChange={(event) => setTerms(isPaymentTerms(event.target.value) ? event.target.value : '')}>
            <option value="">None</option>
            {PAYMENT_TERMS.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_TERMS_LABELS[value]}
              </option>
            ))}
          </Select>
        </FormField>
        {/* Level with the select: below its label (a line of text and the field's gap), whatever the hint or error under it. */}
        <Button type="submit" disabled={!changed || saveTerms.isPending} className="sm:mt-[1.625rem]">
          {saveTerms.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  )
}

/** The company's tax certificates, newest first; Review opens one in the certificates' list. */
function CompanyCertificates({ companyId }: { companyId: string }) {
  const { data, isError } = useCompanyTaxExemptions(companyId)
  let body: ReactNode
  if (isError) body = <p className="text-sm text-red-700">The certificates could not be loaded.</p>
  else if (!data) body = <p className="text-sm text-slate-500">Loading certificates...</p>
  else if (data.length === 0) body = <p className="text-sm text-slate-500">No tax certificates.</p>
  else
    body = (
      <DialogTable label="Tax certificates" columns={['Kind', 'Number', 'States', 'Expires', 'Status', '']}>
        {data.map((exemption) => (
          <tr key={exemption.id} className="border-t border-slate-100">
            <td className="whitespace-nowrap px-3 py-2">{TAX_EXEMPTION_KIND_LABELS[exemption.kind]}</td>
            <td className="break-all px-3 py-2 text-slate-900">{exemption.certificateNumber}</td>
            <td className="px-3 py-2">{exemption.states.join(', ')}</td>
            <td className="whitespace-nowrap px-3 py-2">{formatCalendarDate(exemption.expiresOn)}</td>
            <td className="px-3 py-2">
              <TaxExemptionStatusBadge status={exemption.status} />
            </td>
            <td className="px-3 py-2 text-right">
              <Link
                to={`/admin?tab=companies&exemption=${encodeURIComponent(exemption.id)}`}
                className="font-medium text-primary-700 hover:underline"
                aria-label={`Review certificate ${exemption.certificateNumber}`}
              >
                Review
              </Link>
            </td>
          </tr>
        ))}
      </DialogTable>
    )
  return (
    <section className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">Tax Certificates</h3>
      {body}
    </section>
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
                {column || <span className="sr-only">Actions</span>}
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
