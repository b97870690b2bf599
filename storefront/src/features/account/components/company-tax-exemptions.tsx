import { FileCheck2, LoaderCircle, Upload } from 'lucide-react'
import { TAX_EXEMPTION_KIND_LABELS, TAX_EXEMPTION_STATUS_LABELS, type TaxExemption, type TaxExemptionStatus } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Pill, type PillTone } from '@/components/ui/pill'
import { cn } from '@/lib/cn'
import { formatOrderDate } from '@/lib/order-dates'
import { formatCalendarDate } from '@/lib/quotes'
import { useTaxExemptions } from '../api/tax-exemptions'
import { certificateStatus } from '../utils/tax-exemption-form'
import { UploadCertificateDialog } from './upload-certificate-dialog'

/** Waiting amber, approved green, rejected red, expired grey. */
const STATUS_TONES: Record<TaxExemptionStatus, PillTone> = { pending: 'amber', approved: 'green', rejected: 'red', expired: 'slate' }

/**
 * Tax exemption (docs/using-the-shop.md, "Tax exemption"): what an approved certificate does, the
 * company's certificates with their status (every member sees them), and for its admins 'Upload
 * certificate'.
 */
export function CompanyTaxExemptions({ isAdmin }: { isAdmin: boolean }) {
  const query = useTaxExemptions()
  const certificates = query.data ?? []
  return (
    <section aria-labelledby="tax-exemption-heading" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 max-w-2xl">
          <h2 id="tax-exemption-heading" className="text-xl font-semibold text-slate-900">
            Tax Exemption
          </h2>
          <p className="mt-1 text-sm text-slate-500">
            {`An approved exemption or resale certificate takes the sales tax off your company's orders shipped to the states it covers, until it expires. We review each certificate within one business day.`}
          </p>
        </div>
        {isAdmin && (
          <UploadCertificateDialog
            trigger={
              <Button size="sm">
                <Upload className="h-4 w-4" aria-hidden="true" />
                Upload certificate
              </Button>
            }
          />
        )}
      </div>

      {query.isPending ? (
        <p role="status" className="mt-6 flex items-center gap-2 text-sm text-slate-500">
          <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
          Loading your certificates...
        </p>
      ) : query.isError ? (
        <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-700">
          <span>We could not load your certificates.</span>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : certificates.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500">
          {isAdmin ? 'No certificates yet.' : "No certificates yet. Your company's admins can upload one."}
        </p>
      ) : (
        <ul aria-label="Tax exemption certificates" className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
          {certificates.map((certificate) => (
            <li key={certificate.id}>
              <CertificateRow certificate={certificate} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function CertificateRow({ certificate }: { certificate: TaxExemption }) {
  const status = certificateStatus(certificate)
  const kind = TAX_EXEMPTION_KIND_LABELS[certificate.kind]
  const uploaded = formatOrderDate(certificate.createdAt)
  return (
    <article aria-label={`${kind} ${certificate.certificateNumber}`} className="py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 items-start gap-3">
          <FileCheck2 className="mt-0.5 h-5 w-5 shrink-0 text-slate-400" aria-hidden="true" />
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{kind}</p>
            <p className="break-all text-sm text-slate-600">{`Certificate ${certificate.certificateNumber}`}</p>
          </div>
        </div>
        <Pill tone={STATUS_TONES[status]}>
          <span className="sr-only">Status: </span>
          {TAX_EXEMPTION_STATUS_LABELS[status]}
        </Pill>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm sm:grid-cols-3 sm:pl-8">
        <Fact label="States" className="col-span-2 sm:col-span-1">
          {certificate.states.join(', ')}
        </Fact>
        <Fact label="Valid through">{formatCalendarDate(certificate.expiresOn) || certificate.expiresOn}</Fact>
        <Fact label="Uploaded">{[uploaded, `by ${certificate.uploadedBy}`].filter(Boolean).join(' ')}</Fact>
      </dl>
      {status === 'rejected' && certificate.reviewNote && (
        <p className="mt-3 break-words rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 sm:ml-8">
          <span className="font-medium">Why it was not approved: </span>
          {certificate.reviewNote}
        </p>
      )}
    </article>
  )
}

function Fact({ label, className, children }: { label: string; className?: string; children: string }) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  )
}
