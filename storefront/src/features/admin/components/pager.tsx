import { useEffect } from 'react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'

const count = new Intl.NumberFormat('en-US')

/** 'Showing 21–40 of 10,000' with Previous and Next; the page changes by `limit`. */
export function Pager({
  label,
  offset,
  limit,
  total,
  onOffsetChange,
}: {
  /** What is paged, for the navigation landmark ('Product pages'). */
  label: string
  offset: number
  limit: number
  total: number
  onOffsetChange: (offset: number) => void
}) {
  // A page emptied by deletions or a changed filter moves back to the last page that has rows.
  useEffect(() => {
    if (total > 0 && offset >= total) onOffsetChange(Math.floor((total - 1) / limit) * limit)
  }, [offset, total, limit, onOffsetChange])

  if (total === 0 || offset >= total) return null
  const first = offset + 1
  const last = Math.min(offset + limit, total)
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 pt-4 sm:flex-row">
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {count.format(first)}–{count.format(last)} of {count.format(total)}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={last >= total} onClick={() => onOffsetChange(offset + limit)}>
          Next
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </nav>
  )
}
