import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { Check, Download, X } from 'lucide-react'
import {
  MAX_LONG,
  TAX_EXEMPTION_KIND_LABELS,
  TAX_EXEMPTION_MESSAGES,
  TAX_EXEMPTION_STATUS_LABELS,
  taxExemptionReviewBodySchema,
  type AdminTaxExemption,
  type TaxExemptionReviewBody,
  type TaxExemptionStatus,
} from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { formatOrderDate, formatOrderDateTime } from '@/lib/order-dates'
import { formatCalendarDate } from '@/lib/quotes'
import { downloadAdminFile } from '../api/download-file'
import { useTaxExemptionLookup } from '../api/get-tax-exemptions'
import { useReviewTaxExemption } from '../api/review-tax-exemption'
import { Badge } from './admin-table'
import { Detail } from './detail-list'

/** As the company's account shows them: waiting amber, approved green, rejected red, expired grey. */
const STATUS_TONES: Record<TaxExemptionStatus, 'amber' | 'green' | 'red' | 'slate'> = {
  pending: 'amber',
  approved: 'green',
  rejected: 'red',
  expired: 'slate',
}

export function TaxExemptionStatusBadge({ status }: { status: TaxExemptionStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{TAX_EXEMPTION_STATUS_LABELS[status]}</Badge>
}

/** The route of a certificate's file (staff only: fetched with the staff token). */
const certificateFileUrl = (id: string) => `/api/admin/tax-exemptions/${encodeURIComponent(id)}/file`

/** Downloads the certificate's file; a failure says so in a toast. */
export function DownloadCertificateButton({ exemption }: { exemption: AdminTaxExemption }) {
  const [downloading, setDownloading] = useState(false)
  const download = async () => {
    setDownloading(true)
    try {
      await downloadAdminFile(certificateFileUrl(exemption.id), exemption.fileName)
    } catch (error) {
      toast({ title: 'Download Failed', description: serverMessage(error) ?? 'The certificate could not be downloaded. Please try again.', variant: 'destructive' })
    } finally {
      setDownloading(false)
    }
  }
  return (
    <Button type="button" variant="outline" disabled={downloading} onClick={() => void download()}>
      <Download className="h-4 w-4" aria-hidden="true" />
      {downloading ? 'Downloading...' : 'Download Certificate'}
    </Button>
  )
}

/**
 * A certificate's review dialog (?exemption=<id>, which the staff e-mail about an upload links to):
 * its facts, its file to download, and Approve or Reject with a note for the company (required to
 * reject). `listed` is the certificate as the table has it; without it (the page shown does not
 * hold it), it is looked for once `lookUp` is true.
 */
export function TaxExemptionDialog({
  exemptionId,
  listed,
  lookUp,
  onClose,
}: {
  exemptionId: string | null
  listed?: AdminTaxExemption
  lookUp: boolean
  onClose: () => void
}) {
  return (
    <Dialog open={exemptionId !== null} onOpenChange={(open) => !open && onClose()}>
      {exemptionId !== null && <TaxExemptionDialogContent key={exemptionId} exemptionId={exemptionId} listed={listed} lookUp={lookUp} onReviewed={onClose} />}
    </Dialog>
  )
}

function TaxExemptionDialogContent({
  exemptionId,
  listed,
  lookUp,
  onReviewed,
}: {
  exemptionId: string
  listed?: AdminTaxExemption
  lookUp: boolean
  onReviewed: () => void
}) {
  const lookup = useTaxExemptionLookup(exemptionId, { enabled: !listed && lookUp })
  const exemption = listed ?? lookup.data ?? undefined
  let body: ReactNode
  if (exemption) body = <TaxExemptionDetails exemption={exemption} onReviewed={onReviewed} />
  else if (lookup.isError)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {serverMessage(lookup.error) ?? 'Failed to load the certificate. Please try again.'}
      </p>
    )
  else if (lookup.data === null)
    body = (
      <p role="alert" className="text-sm text-red-600">
        {TAX_EXEMPTION_MESSAGES.notFound}
      </p>
    )
  else body = <p className="text-sm text-slate-500">Loading certificate...</p>

  return (
    <DialogContent
      size="lg"
      className="md:max-w-3xl"
      title={exemption ? `${TAX_EXEMPTION_KIND_LABELS[exemption.kind]} ${exemption.certificateNumber}` : 'Tax certificate'}
      description={exemption ? `${exemption.company.name}: uploaded on ${formatOrderDateTime(exemption.createdAt)} by ${exemption.uploadedBy}` : undefined}
    >
      {body}
    </DialogContent>
  )
}

function TaxExemptionDetails({ exemption, onReviewed }: { exemption: AdminTaxExemption; onReviewed: () => void }) {
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-4 rounded-lg bg-slate-50 p-4 sm:grid-cols-4">
        <Detail label="Status">
          <TaxExemptionStatusBadge status={exemption.status} />
        </Detail>
        <Detail label="Kind">{TAX_EXEMPTION_KIND_LABELS[exemption.kind]}</Detail>
        <Detail label="Number">
          <span className="break-all">{exemption.certificateNumber}</span>
        </Detail>
        <Detail label="Expires">{formatCalendarDate(exemption.expiresOn)}</Detail>
        <Detail label="States">{exemption.states.join(', ')}</Detail>
        <Detail label="Company">
          <span className="block break-words">{exemption.company.name}</span>
          {exemption.company.taxId && <span className="block text-xs text-slate-500">Tax ID {exemption.company.taxId}</span>}
        </Detail>
        <Detail label="Uploaded By">{exemption.uploadedBy}</Detail>
        <Detail label="Uploaded">{formatOrderDate(exemption.createdAt)}</Detail>
      </dl>

      <section className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">File</h3>
          <p className="break-all text-sm text-slate-700">{exemption.fileName}</p>
        </div>
        <DownloadCertificateButton exemption={exemption} />
      </section>

      {exemption.reviewedAt && (
        <section>
          <h3 className="text-sm font-semibold text-slate-900">Last Review</h3>
          <p className="mt-1 text-sm text-slate-700">
            {TAX_EXEMPTION_STATUS_LABELS[exemption.status]} on {formatOrderDateTime(exemption.reviewedAt)}.
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-700">{exemption.reviewNote || 'No note.'}</p>
        </section>
      )}

      <TaxExemptionReviewForm exemption={exemption} onReviewed={onReviewed} />
    </div>
  )
}

type Decision = TaxExemptionReviewBody['decision']
type ReviewFormValues = { note: string }

/**
 * Approve or Reject, with a note the company is e-mailed with the decision (a rejection must say
 * why: checked here with the contract's rule, and the server's field error shown the same way).
 * A decided certificate can be decided again (an approval withdrawn, a rejection reconsidered).
 */
function TaxExemptionReviewForm({ exemption, onReviewed }: { exemption: AdminTaxExemption; onReviewed: () => void }) {
  const review = useReviewTaxExemption()
  const [deciding, setDeciding] = useState<Decision | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ReviewFormValues>({ defaultValues: { note: '' } })

  const decide = (decision: Decision) =>
    handleSubmit(async ({ note }) => {
      clearErrors()
      const parsed = taxExemptionReviewBodySchema.safeParse({ decision, ...(note.trim() ? { note } : {}) })
      if (!parsed.success) {
        const issue = parsed.error.issues.find((entry) => entry.path[0] === 'note') ?? parsed.error.issues[0]
        setError('note', { type: 'validate', message: issue?.message }, { shouldFocus: true })
        return
      }
      setDeciding(decision)
      try {
        const reviewed = await review.mutateAsync({ id: exemption.id, body: parsed.data })
        toast({
          title: reviewed.status === 'rejected' ? 'Certificate Rejected' : 'Certificate Approved',
          description: `${reviewed.company.name}'s certificate ${reviewed.certificateNumber} is ${TAX_EXEMPTION_STATUS_LABELS[reviewed.status].toLowerCase()}; ${reviewed.uploadedBy} is e-mailed the decision.`,
        })
        onReviewed()
      } catch (error) {
        if (!applyServerFieldErrors(error, setError, ['note'])) {
          setError('root.server', { type: 'server', message: serverMessage(error) ?? 'Failed to save the decision. Please try again.' })
        }
      } finally {
        setDeciding(null)
      }
    })()

  const busy = deciding !== null
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 className="text-sm font-semibold text-slate-900">Review</h3>
      {exemption.status !== 'pending' && (
        <p className="text-sm text-slate-600">A new decision replaces this one, and the company is e-mailed again.</p>
      )}
      <FormField
        id="tax-exemption-note"
        label="Note to the company"
        hint="Sent with the decision. Required to reject: say what is wrong (expired, another company's, unreadable)."
        error={errors.note?.message}
      >
        <Textarea rows={3} maxLength={MAX_LONG} {...register('note')} />
      </FormField>
      {errors.root?.server?.message && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={() => void decide('reject')}>
          <X className="h-4 w-4" aria-hidden="true" />
          {deciding === 'reject' ? 'Rejecting...' : 'Reject'}
        </Button>
        <Button type="button" disabled={busy} onClick={() => void decide('approve')}>
          <Check className="h-4 w-4" aria-hidden="true" />
          {deciding === 'approve' ? 'Approving...' : 'Approve'}
        </Button>
      </div>
    </form>
  )
}
