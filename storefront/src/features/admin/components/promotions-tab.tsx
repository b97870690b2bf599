import { useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { PROMOTION_STATE_LABELS, describePromotion, type Promotion, type PromotionState } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SearchField } from '@/components/ui/search-field'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { PROMOTION_PAGE_SIZE, usePromotions } from '../api/get-promotions'
import { useDeletePromotion } from '../api/save-promotion'
import { AdminListTable, Badge, Td } from './admin-table'
import { Pager } from './pager'
import { PromotionDialog } from './promotion-dialog'

const SEARCH_DELAY_MS = 300

const count = new Intl.NumberFormat('en-US')
/** 'Mar 1, 2026, 9:00 AM': a promotion starts and ends at a time of day, not only on a day. */
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

const STATE_TONES: Record<PromotionState, 'green' | 'blue' | 'amber' | 'slate'> = {
  active: 'green',
  scheduled: 'blue',
  used_up: 'amber',
  expired: 'slate',
  inactive: 'slate',
}

/** Promotions: the paged table of promo codes, searchable by code, with Add Promotion, Edit and Delete. */
export function PromotionsTab() {
  const [search, setSearch] = useState('')
  const [offset, setOffset] = useState(0)
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS)
  const { data, isPending, isError, isPlaceholderData } = usePromotions({ q: term || undefined, limit: PROMOTION_PAGE_SIZE, offset })
  const [editing, setEditing] = useState<{ promotion: Promotion | null } | null>(null)

  return (
    <section aria-labelledby="promotions-heading" className="space-y-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <h2 id="promotions-heading" className="text-xl font-semibold text-slate-900">
          Promotions
        </h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <SearchField
            id="admin-promotion-search"
            label="Search promotions by code"
            placeholder="Search codes..."
            value={search}
            onChange={(value) => {
              setSearch(value)
              setOffset(0)
            }}
            className="sm:w-72"
          />
          <Button onClick={() => setEditing({ promotion: null })}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Promotion
          </Button>
        </div>
      </div>

      <AdminListTable
        label="Promotions"
        minWidth="min-w-[800px]"
        columns={['Code', 'Discount', 'Dates', 'Uses', 'Status']}
        busy={isPlaceholderData}
        isPending={isPending}
        isError={isError}
        records={data?.promotions}
        loadingText="Loading promotions..."
        errorText="Failed to load promotions. Please try again."
        emptyText={term ? `No promotions match "${term}".` : 'No promotions yet.'}
        renderRow={(promotion) => <PromotionRow key={promotion.id} promotion={promotion} onEdit={() => setEditing({ promotion })} />}
      />
      {data && <Pager label="Promotion pages" offset={data.offset} limit={PROMOTION_PAGE_SIZE} total={data.count} onOffsetChange={setOffset} />}

      <PromotionDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        promotion={editing?.promotion ?? null}
      />
    </section>
  )
}

function PromotionRow({ promotion, onEdit }: { promotion: Promotion; onEdit: () => void }) {
  return (
    <tr className="bg-white hover:bg-slate-50">
      <Td>
        <span className="break-all font-mono font-medium text-slate-900">{promotion.code}</span>
      </Td>
      <Td className="min-w-[12rem]">{describePromotion(promotion)}</Td>
      <Td className="whitespace-nowrap">
        {promotion.startsAt && <span className="block">Starts {dateTimeFormat.format(new Date(promotion.startsAt))}</span>}
        <span className="block">{promotion.endsAt ? `Ends ${dateTimeFormat.format(new Date(promotion.endsAt))}` : 'No end date'}</span>
      </Td>
      <Td className="whitespace-nowrap">
        <span className="tabular-nums">
          {promotion.usageLimit === null ? count.format(promotion.uses) : `${count.format(promotion.uses)} / ${count.format(promotion.usageLimit)}`}
        </span>
        {promotion.oncePerCustomer && <span className="mt-0.5 block text-xs text-slate-500">Once per customer</span>}
      </Td>
      <Td>
        <Badge tone={STATE_TONES[promotion.state]}>{PROMOTION_STATE_LABELS[promotion.state]}</Badge>
      </Td>
      <Td sticky className="text-right">
        <div className="flex justify-end gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Edit ${promotion.code}`}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <DeletePromotionButton promotion={promotion} />
        </div>
      </Td>
    </tr>
  )
}

/** Asks 'Delete promotion CODE?' before deleting. */
function DeletePromotionButton({ promotion }: { promotion: Promotion }) {
  const [open, setOpen] = useState(false)
  const deletePromotion = useDeletePromotion()

  // Awaited rather than given callbacks: the row, and this button with it, is gone once the list is fetched again.
  async function onConfirm() {
    try {
      await deletePromotion.mutateAsync(promotion.id)
      toast({ title: 'Promotion deleted successfully' })
    } catch (error) {
      toast({ title: 'Failed to delete promotion', description: serverMessage(error), variant: 'destructive' })
    }
    setOpen(false)
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${promotion.code}`} className="text-red-600 hover:bg-red-50 hover:text-red-700">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      }
      title={`Delete promotion ${promotion.code}?`}
      description="Shoppers will no longer be able to use this code."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      busy={deletePromotion.isPending}
      onConfirm={() => void onConfirm()}
    />
  )
}
