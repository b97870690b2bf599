import { useState } from 'react'
import { Eraser } from 'lucide-react'
import { SEARCH_TERMS_DAYS, type SearchTerm } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { formatOrderDate } from '@/lib/order-dates'
import { useClearSearchTerm } from '../api/clear-search-term'
import { SEARCH_TERM_PAGE_SIZE, useSearchTerms } from '../api/get-search-terms'
import { AdminListTable, Td } from './admin-table'
import { Pager } from './pager'

const count = new Intl.NumberFormat('en-US')

/**
 * What shoppers searched for in the last 30 days and did not find, most frequent first: the
 * products (or words) the catalogue is missing. Staff clear a term once they have dealt with it.
 */
export function NoResultSearches() {
  const [offset, setOffset] = useState(0)
  const { data, isPending, isError, isPlaceholderData } = useSearchTerms({ noResults: true, limit: SEARCH_TERM_PAGE_SIZE, offset })

  return (
    <section aria-labelledby="no-result-searches-heading" className="space-y-4">
      <div>
        <h2 id="no-result-searches-heading" className="text-xl font-semibold text-slate-900">
          Searches with no results
        </h2>
        <p className="mt-1 text-sm text-slate-500">
          What shoppers searched for in the last {SEARCH_TERMS_DAYS} days and found nothing, most frequent first.
        </p>
      </div>

      <AdminListTable
        label="Searches with no results"
        minWidth="min-w-[560px]"
        columns={['Term', 'Searches', 'Last searched']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.searchTerms}
        loadingText="Loading searches..."
        errorText="Failed to load the searches. Please try again."
        emptyText={`No searches without results in the last ${SEARCH_TERMS_DAYS} days.`}
        renderRow={(term) => <SearchTermRow key={term.id} term={term} />}
      />
      {data && <Pager label="Search pages" offset={data.offset} limit={SEARCH_TERM_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}
    </section>
  )
}

function SearchTermRow({ term }: { term: SearchTerm }) {
  const clear = useClearSearchTerm()

  function clearTerm() {
    clear.mutate(term, {
      onSuccess: () => toast({ title: 'Search cleared', description: `"${term.term}" is no longer listed.` }),
      onError: (error) =>
        toast({ title: 'Clear Failed', description: serverMessage(error) ?? 'Failed to clear the search.', variant: 'destructive' }),
    })
  }

  return (
    <tr className="bg-white hover:bg-slate-50">
      <Td className="max-w-md">
        <p className="break-words font-medium text-slate-900">{term.term}</p>
      </Td>
      <Td className="whitespace-nowrap tabular-nums">{count.format(term.count)}</Td>
      <Td className="whitespace-nowrap">{formatOrderDate(term.lastSearchedAt)}</Td>
      <Td sticky className="text-right">
        <Button variant="outline" size="sm" disabled={clear.isPending} onClick={clearTerm} aria-label={`Clear ${term.term}`}>
          <Eraser className="h-4 w-4" aria-hidden="true" />
          Clear
        </Button>
      </Td>
    </tr>
  )
}
