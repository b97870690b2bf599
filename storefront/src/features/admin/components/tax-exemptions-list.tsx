import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { FileCheck } from 'lucide-react'
import { TAX_EXEMPTION_KIND_LABELS, TAX_EXEMPTION_STATUSES, TAX_EXEMPTION_STATUS_LABELS, type TaxExemptionStatus } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Select } from '@/components/ui/input'
import { formatOrderDate } from '@/lib/order-dates'
import { formatCalendarDate } from '@/lib/quotes'
import { TAX_EXEMPTION_PAGE_SIZE, useTaxExemptions } from '../api/get-tax-exemptions'
import { AdminListTable, Td } from './admin-table'
import { Pager } from './pager'
import { TaxExemptionDialog, TaxExemptionStatusBadge } from './tax-exemption-dialog'

const isStatus = (value: string): value is TaxExemptionStatus => (TAX_EXEMPTION_STATUSES as readonly string[]).includes(value)

/**
 * Tax certificates (docs/api.md, "Tax exemption"): the exemption and resale certificates company
 * accounts upload, newest first, by status. Staff download each, then approve or reject it; while
 * approved and not expired, the company's orders to the states it covers carry no sales tax. The
 * open certificate is kept in the address (?exemption=<id>), which the staff e-mail links to.
 */
export function TaxExemptionsList() {
  const [status, setStatus] = useState<TaxExemptionStatus | ''>('')
  const [offset, setOffset] = useState(0)
  const { data, isPending, isError, isPlaceholderData } = useTaxExemptions({ status: status || undefined, limit: TAX_EXEMPTION_PAGE_SIZE, offset })
  const [searchParams, setSearchParams] = useSearchParams()
  const openId = searchParams.get('exemption') || null
  const listed = data?.exemptions.find((exemption) => exemption.id === openId)

  const showExemption = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        // Closing the dialog stays on the certificates (?view=certificates), where it was opened.
        next.set('view', 'certificates')
        if (id) next.set('exemption', id)
        else next.delete('exemption')
        return next
      },
      { replace: true },
    )

  return (
    <section aria-labelledby="tax-exemptions-heading" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="tax-exemptions-heading" className="text-xl font-semibold text-slate-900">
            Tax Certificates
          </h2>
          <p className="text-sm text-slate-600">Companies&apos; exemption and resale certificates: download each, then approve or reject it.</p>
        </div>
        <div>
          <label htmlFor="admin-tax-exemption-status" className="sr-only">
            Status
          </label>
          <Select
            id="admin-tax-exemption-status"
            value={status}
            className="h-11 sm:w-52"
            onChange={(event) => {
              setStatus(isStatus(event.target.value) ? event.target.value : '')
              setOffset(0)
            }}
          >
            <option value="">All Statuses</option>
            {TAX_EXEMPTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {TAX_EXEMPTION_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <AdminListTable
        label="Tax certificates"
        minWidth="min-w-[1040px]"
        columns={['Company', 'Kind', 'Number', 'States', 'Expires', 'Status', 'Uploaded By', 'Date']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.exemptions}
        loadingText="Loading certificates..."
        errorText="Failed to load certificates. Please try again."
        emptyText={status ? `No certificates ${TAX_EXEMPTION_STATUS_LABELS[status].toLowerCase()}.` : 'No certificates yet.'}
        renderRow={(exemption) => (
          <tr key={exemption.id} className={exemption.status === 'pending' ? 'bg-blue-50 hover:bg-slate-50' : 'bg-white hover:bg-slate-50'}>
            <Td className="max-w-[12rem] break-words font-medium text-slate-900">{exemption.company.name}</Td>
            <Td className="whitespace-nowrap">{TAX_EXEMPTION_KIND_LABELS[exemption.kind]}</Td>
            <Td className="max-w-[10rem] break-all">{exemption.certificateNumber}</Td>
            <Td className="max-w-[10rem]">{exemption.states.join(', ')}</Td>
            <Td className="whitespace-nowrap">{formatCalendarDate(exemption.expiresOn)}</Td>
            <Td>
              <TaxExemptionStatusBadge status={exemption.status} />
            </Td>
            <Td>{exemption.uploadedBy}</Td>
            <Td className="whitespace-nowrap">{formatOrderDate(exemption.createdAt)}</Td>
            <Td sticky className="text-right">
              <Button
                variant="outline"
                size="sm"
                onClick={() => showExemption(exemption.id)}
                aria-label={`Review certificate ${exemption.certificateNumber} of ${exemption.company.name}`}
              >
                <FileCheck className="h-4 w-4" aria-hidden="true" />
                Review
              </Button>
            </Td>
          </tr>
        )}
      />
      {data && <Pager label="Certificate pages" offset={data.offset} limit={TAX_EXEMPTION_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}

      {/* A certificate the page shown does not hold (a link from the e-mail, another status) is looked for once the page is in. */}
      <TaxExemptionDialog exemptionId={openId} listed={listed} lookUp={data !== undefined || isError} onClose={() => showExemption(null)} />
    </section>
  )
}
