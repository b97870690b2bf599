import { forwardRef, type InputHTMLAttributes } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import {
  DISCOUNT_KINDS,
  PROMOTION_KIND_LABELS,
  promotionBodySchema,
  type Promotion,
  type PromotionBody,
  type PromotionPayload,
} from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverFieldErrors, serverMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useCreatePromotion, useUpdatePromotion, type PromotionUpdatePayload } from '../api/save-promotion'

/** The dialog's fields, each one a field of POST /api/admin/promotions, held as the inputs hold them. */
const promotionFormShape = {
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Percent or dollars; not shown, and sent as 0, for free shipping. */
  value: z.string(),
  minimumSubtotal: z.string(),
  /** 'YYYY-MM-DDTHH:mm' in the browser's time zone, as a date-time input holds it. */
  startsAt: z.string(),
  endsAt: z.string(),
  usageLimit: z.string(),
  oncePerCustomer: z.boolean(),
  active: z.boolean(),
}

type PromotionFormField = keyof typeof promotionFormShape
const PROMOTION_FORM_FIELDS = Object.keys(promotionFormShape) as PromotionFormField[]

/** A date-time input's local time as the ISO instant the server takes; anything else is left for the contract to refuse. */
function isoFromLocal(text: string): string {
  const trimmed = text.trim()
  if (!trimmed) return ''
  const date = new Date(trimmed)
  return Number.isNaN(date.getTime()) ? trimmed : date.toISOString()
}

const pad = (part: number) => String(part).padStart(2, '0')

/** An ISO instant as a date-time input shows it, in the browser's time zone. */
function localFromIso(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** The fields as the contract reads them: empty optional fields become null there. */
function toPromotionPayload(values: z.output<z.ZodObject<typeof promotionFormShape>>): PromotionPayload {
  return {
    code: values.code,
    kind: values.kind,
    value: values.kind === 'free_shipping' ? 0 : values.value.trim(),
    minimumSubtotal: values.minimumSubtotal.trim(),
    startsAt: isoFromLocal(values.startsAt),
    endsAt: isoFromLocal(values.endsAt),
    usageLimit: values.usageLimit.trim(),
    oncePerCustomer: values.oncePerCustomer,
    active: values.active,
  }
}

/**
 * Checked with the contract's own rules before anything is sent (a percentage of 1-100, the end
 * after the start), so the messages are the server's, on the same fields.
 */
const promotionFormSchema = z.object(promotionFormShape).transform(toPromotionPayload).pipe(promotionBodySchema)
type PromotionFormValues = z.input<typeof promotionFormSchema>

const EMPTY_PROMOTION_FORM: PromotionFormValues = {
  code: '',
  kind: 'percentage',
  value: '',
  minimumSubtotal: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  oncePerCustomer: false,
  active: true,
}

function promotionFormValues(promotion: Promotion): PromotionFormValues {
  return {
    code: promotion.code,
    kind: promotion.kind,
    value: promotion.kind === 'free_shipping' ? '' : String(promotion.value),
    minimumSubtotal: promotion.minimumSubtotal ?? '',
    startsAt: localFromIso(promotion.startsAt),
    endsAt: localFromIso(promotion.endsAt),
    usageLimit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    oncePerCustomer: promotion.oncePerCustomer,
    active: promotion.active,
  }
}

/**
 * The fields staff changed, as PUT takes them. Untouched fields are not sent, so a date keeps its
 * seconds (the input shows minutes) and a change made elsewhere meanwhile is not overwritten. The
 * value goes with a changed type, as its meaning changes with it.
 */
function changedFields(payload: PromotionBody, values: PromotionFormValues, initial: PromotionFormValues): PromotionUpdatePayload {
  const changed = PROMOTION_FORM_FIELDS.filter(
    (field) => values[field] !== initial[field] || (field === 'value' && values.kind !== initial.kind),
  )
  return Object.fromEntries(changed.map((field) => [field, payload[field]])) as PromotionUpdatePayload
}

/** The messages of a 400 answer's `errors` by dialog field; the first message of a field wins, unknown paths are left out. */
function promotionFieldErrors(errors: Record<string, string>): Partial<Record<PromotionFormField, string>> {
  const byField: Partial<Record<PromotionFormField, string>> = {}
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] as PromotionFormField
    if (PROMOTION_FORM_FIELDS.includes(field) && !byField[field]) byField[field] = message
  }
  return byField
}

/**
 * Add Promotion / Edit: create mode without a promotion, edit mode with one. After a successful
 * save it closes; the promotion table is refreshed by the save itself.
 */
export function PromotionDialog({
  open,
  onOpenChange,
  promotion,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  promotion: Promotion | null
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="lg"
        title={promotion ? 'Edit Promotion' : 'Add New Promotion'}
        description={promotion ? `Change the terms of ${promotion.code}.` : 'Fill in the terms of the new promo code.'}
      >
        <PromotionForm key={promotion?.id ?? 'new'} promotion={promotion} onSaved={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

const checkboxClass = 'h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600'

function PromotionForm({ promotion, onSaved }: { promotion: Promotion | null; onSaved: () => void }) {
  const createPromotion = useCreatePromotion()
  const updatePromotion = useUpdatePromotion()
  const initial = promotion ? promotionFormValues(promotion) : EMPTY_PROMOTION_FORM
  const {
    register,
    handleSubmit,
    control,
    getValues,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<PromotionFormValues, unknown, PromotionBody>({
    resolver: zodResolver(promotionFormSchema),
    defaultValues: initial,
  })
  const kind = useWatch({ control, name: 'kind' })

  const onSubmit = handleSubmit(async (payload) => {
    try {
      if (promotion) {
        const changes = changedFields(payload, getValues(), initial)
        // Nothing changed: there is nothing to send, and nothing to report.
        if (Object.keys(changes).length === 0) return onSaved()
        await updatePromotion.mutateAsync({ id: promotion.id, payload: changes })
      } else {
        await createPromotion.mutateAsync(payload)
      }
    } catch (error) {
      const fieldErrors = Object.entries(promotionFieldErrors(serverFieldErrors(error))) as Array<[PromotionFormField, string]>
      fieldErrors.forEach(([field, message], index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }))
      if (fieldErrors.length === 0) {
        setError('root.server', { type: 'server', message: serverMessage(error) ?? 'Failed to save the promotion. Please try again.' })
        // A conflict is the code being taken: the field to change is the code.
        if (error instanceof ApiError && error.status === 409) setFocus('code')
      }
      return
    }
    toast({ title: promotion ? 'Promotion updated successfully' : 'Promotion created successfully' })
    onSaved()
  })

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      {errors.root?.server?.message && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.server.message}
        </p>
      )}

      <FormField id="promotion-code" label="Code" hint="Letters, digits, dashes and underscores; kept in capitals." error={errors.code?.message}>
        <Input autoComplete="off" autoCapitalize="characters" spellCheck={false} className="font-mono uppercase" {...register('code')} />
      </FormField>

      <fieldset aria-describedby={errors.kind ? 'promotion-kind-error' : undefined}>
        <legend className="text-sm font-medium text-slate-700">Type</legend>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          {DISCOUNT_KINDS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" value={value} className="h-4 w-4 border-slate-300 text-primary-600 focus:ring-primary-600" {...register('kind')} />
              {PROMOTION_KIND_LABELS[value]}
            </label>
          ))}
        </div>
        {errors.kind?.message && (
          <p id="promotion-kind-error" role="alert" className="mt-1.5 text-sm text-red-600">
            {errors.kind.message}
          </p>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {/* Free shipping takes nothing off the items: it has no value to fill in. */}
        {kind !== 'free_shipping' && (
          <FormField id="promotion-value" label={kind === 'percentage' ? 'Percentage' : 'Amount ($)'} error={errors.value?.message}>
            <UnitInput
              unitBefore={kind === 'fixed' ? '$' : undefined}
              unitAfter={kind === 'percentage' ? '%' : undefined}
              inputMode={kind === 'percentage' ? 'numeric' : 'decimal'}
              autoComplete="off"
              placeholder={kind === 'percentage' ? '10' : '0.00'}
              {...register('value')}
            />
          </FormField>
        )}
        <FormField
          id="promotion-minimum"
          label="Minimum item subtotal (Optional)"
          hint="The items must come to at least this much."
          error={errors.minimumSubtotal?.message}
        >
          <UnitInput unitBefore="$" inputMode="decimal" autoComplete="off" placeholder="0.00" {...register('minimumSubtotal')} />
        </FormField>
        <FormField id="promotion-starts" label="Starts (Optional)" hint="Your local time; empty to start at once." error={errors.startsAt?.message}>
          <Input type="datetime-local" {...register('startsAt')} />
        </FormField>
        <FormField id="promotion-ends" label="Ends (Optional)" hint="Empty for no end date." error={errors.endsAt?.message}>
          <Input type="datetime-local" {...register('endsAt')} />
        </FormField>
        <FormField
          id="promotion-usage-limit"
          label="Usage limit (Optional)"
          hint="Orders that may use the code in all; empty for no limit."
          error={errors.usageLimit?.message}
        >
          <Input inputMode="numeric" autoComplete="off" {...register('usageLimit')} />
        </FormField>
      </div>

      <fieldset className="flex flex-wrap gap-x-6 gap-y-3">
        <legend className="sr-only">Promotion options</legend>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className={checkboxClass} {...register('oncePerCustomer')} />
          Once per customer
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" className={checkboxClass} {...register('active')} />
          Active
        </label>
      </fieldset>

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : promotion ? 'Update Promotion' : 'Create Promotion'}
        </Button>
      </DialogFooter>
    </form>
  )
}

/**
 * An input with its unit ('$', '%') drawn inside. The unit is only seen: the label already says
 * what the number is. FormField's id and aria attributes reach the input itself.
 */
const UnitInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { unitBefore?: string; unitAfter?: string }>(
  function UnitInput({ unitBefore, unitAfter, className, ...props }, ref) {
    const unitClass = 'pointer-events-none absolute top-1/2 -translate-y-1/2 text-sm text-slate-500'
    return (
      <div className="relative">
        {unitBefore && (
          <span aria-hidden="true" className={cn(unitClass, 'left-3')}>
            {unitBefore}
          </span>
        )}
        <Input ref={ref} className={cn(unitBefore && 'pl-7', unitAfter && 'pr-8', className)} {...props} />
        {unitAfter && (
          <span aria-hidden="true" className={cn(unitClass, 'right-3')}>
            {unitAfter}
          </span>
        )}
      </div>
    )
  },
)
