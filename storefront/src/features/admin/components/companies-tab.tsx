import { useState, type ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Eye } from 'lucide-react'
import { PAYMENT_TERMS_LABELS, type AdminCompany } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { SearchField } from '@/components/ui/search-field'
import { cn } from '@/lib/cn'
import { formatOrderDate } from '@/lib/order-dates'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { COMPANY_PAGE_SIZE, useCompanies } from '../api/get-companies'
import { usePendingTaxExemptionCount } from '../api/get-tax-exemptions'
import { AdminListTable, Badge, Td } from './admin-table'
import { CompanyDialog } from './company-dialog'
import { Pager } from './pager'
import { TaxExemptionsList } from './tax-exemptions-list'

const SEARCH_DELAY_MS = 300

const count = new Intl.NumberFormat('en-US')

/** The company's admins: the first by name and e-mail, how many more there are. */
function CompanyAdmins({ company }: { company: AdminCompany }) {
  const [first, ...others] = company.members.filter((member) => member.role === 'admin')
  if (!first) return <span className="text-slate-500">—</span>
  return (
    <>
      <p className="font-medium text-slate-900">{first.name}</p>
      <p className="whitespace-nowrap text-xs text-slate-600">{first.email}</p>
      {others.length > 0 && (
        <p className="whitespace-nowrap text-xs text-slate-500" title={others.map((admin) => admin.email).join(', ')}>
          and {others.length} more {others.length === 1 ? 'admin' : 'admins'}
        </p>
      )}
    </>
  )
}

type CompaniesView = 'companies' | 'certificates'

/**
 * The Companies tab: the company accounts, or the tax certificates they uploaded (with how many
 * wait for review). The certificates are kept in the address (?view=certificates); a certificate's
 * link (?exemption=<id>) shows them too.
 */
export function CompaniesTab() {
  const [searchParams, setSearchParams] = useSearchParams()
  const view: CompaniesView = searchParams.get('view') === 'certificates' || searchParams.has('exemption') ? 'certificates' : 'companies'
  const pending = usePendingTaxExemptionCount()

  const showView = (next: CompaniesView) =>
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params)
        if (next === 'certificates') updated.set('view', 'certificates')
        else updated.delete('view')
        // The company or certificate one view had open stays with it.
        updated.delete('company')
        updated.delete('exemption')
        return updated
      },
      { replace: true },
    )

  return (
    <div className="space-y-6">
      <div role="group" aria-label="Companies or tax certificates" className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-200/70 p-1">
        <ViewButton selected={view === 'companies'} onClick={() => showView('companies')}>
          Companies
        </ViewButton>
        <ViewButton selected={view === 'certificates'} onClick={() => showView('certificates')}>
          Tax Certificates
          {pending !== undefined && pending > 0 && (
            <span className="ml-1 rounded-full bg-red-600 px-2 py-0.5 text-xs font-semibold text-white">
              {pending}
              <span className="sr-only"> waiting</span>
            </span>
          )}
        </ViewButton>
      </div>
      {view === 'companies' ? <CompanyList /> : <TaxExemptionsList />}
    </div>
  )
}

/** One of the tab's two views, as the tab strip's triggers look. */
function ViewButton({ selected, onClick, children }: { selected: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onClick}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600',
        selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
      )}
    >
      {children}
    </button>
  )
}

/**
 * Companies (docs/using-the-shop.md, "The staff area (/admin)"): business buyers' company
 * accounts, newest first, searched by name, tax ID or a member's e-mail, with their payment terms
 * and overdue invoices. The company's admins manage its members in their account; staff give it
 * payment terms in its dialog. The open company is kept in the address (?company=<id>).
 */
function CompanyList() {
  const [search, setSearch] = useState('')
  const [offset, setOffset] = useState(0)
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const { data, isPending, isError, isPlaceholderData } = useCompanies({ search: term || undefined, limit: COMPANY_PAGE_SIZE, offset })
  const [searchParams, setSearchParams] = useSearchParams()
  const openId = searchParams.get('company') || null

  const showCompany = (id: string | null) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params)
        if (id) next.set('company', id)
        else next.delete('company')
        return next
      },
      { replace: true },
    )

  return (
    <section aria-labelledby="companies-heading" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <div>
          <h2 id="companies-heading" className="text-xl font-semibold text-slate-900">
            Companies
          </h2>
          <p className="text-sm text-slate-600">Business buyers&apos; company accounts: their members, invitations and orders.</p>
        </div>
        <SearchField
          id="admin-company-search"
          label="Search companies"
          placeholder="Name, tax ID or member email"
          value={search}
          onChange={(value) => {
            setSearch(value)
            setOffset(0)
          }}
          className="sm:w-72"
        />
      </div>

      <AdminListTable
        label="Companies"
        minWidth="min-w-[960px]"
        columns={['Company', 'Tax ID', 'Members', 'Admins', 'Orders', 'Terms', 'Created']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.companies}
        loadingText="Loading companies..."
        errorText="Failed to load companies. Please try again."
        emptyText={term ? `No companies match "${term}".` : 'No companies yet.'}
        renderRow={(company) => (
          <tr key={company.id} className="bg-white hover:bg-slate-50">
            <Td className="max-w-[14rem] break-words font-medium text-slate-900">{company.name}</Td>
            <Td className="whitespace-nowrap">{company.taxId || '—'}</Td>
            <Td className="whitespace-nowrap tabular-nums">{count.format(company.members.length)}</Td>
            <Td>
              <CompanyAdmins company={company} />
            </Td>
            <Td className="whitespace-nowrap tabular-nums">{count.format(company.orderCount)}</Td>
            <Td className="whitespace-nowrap">
              {company.paymentTerms ? PAYMENT_TERMS_LABELS[company.paymentTerms] : <span className="text-slate-500">—</span>}
              {company.overdueCount > 0 && (
                <span className="mt-1 block">
                  <Badge tone="red">{count.format(company.overdueCount)} overdue</Badge>
                </span>
              )}
            </Td>
            <Td className="whitespace-nowrap">{formatOrderDate(company.createdAt)}</Td>
            <Td sticky className="text-right">
              <Button variant="outline" size="sm" onClick={() => showCompany(company.id)} aria-label={`View ${company.name}`}>
                <Eye className="h-4 w-4" aria-hidden="true" />
                View
              </Button>
            </Td>
          </tr>
        )}
      />
      {data && <Pager label="Company pages" offset={data.offset} limit={COMPANY_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}

      <CompanyDialog companyId={openId} listed={data?.companies.find((company) => company.id === openId)} onClose={() => showCompany(null)} />
    </section>
  )
}
