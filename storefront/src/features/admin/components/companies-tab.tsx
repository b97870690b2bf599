import { useState } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Eye } from 'lucide-react'
import type { AdminCompany } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { SearchField } from '@/components/ui/search-field'
import { formatOrderDate } from '@/lib/order-dates'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { COMPANY_PAGE_SIZE, useCompanies } from '../api/get-companies'
import { AdminListTable, Td } from './admin-table'
import { CompanyDialog } from './company-dialog'
import { Pager } from './pager'

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

/**
 * Companies (docs/using-the-shop.md, "The staff area (/admin)"): business buyers' company
 * accounts, newest first, searched by name, tax ID or a member's e-mail. Read-only: the company's
 * admins manage its members in their account. The open company is kept in the address
 * (?company=<id>).
 */
export function CompaniesTab() {
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
        minWidth="min-w-[880px]"
        columns={['Company', 'Tax ID', 'Members', 'Admins', 'Orders', 'Created']}
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
