import { useState, type ReactElement, type ReactNode } from 'react'
import { useForm, type DefaultValues } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  TAX_EXEMPTION_KINDS,
  TAX_EXEMPTION_KIND_LABELS,
  TAX_EXEMPTION_MESSAGES,
  US_STATES,
  addDays,
  todayUtc,
} from '@printshop/contract'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useUploadTaxExemption } from '../api/tax-exemptions'
import {
  CERTIFICATE_ACCEPT,
  TAX_EXEMPTION_FORM_FIELDS,
  taxExemptionFormSchema,
  type TaxExemptionFormInput,
  type TaxExemptionFormValues,
} from '../utils/tax-exemption-form'
import { DialogFormFooter } from './dialog-form-footer'

/** 'Upload certificate' for the company's admins: the button `trigger` and a dialog with the form. */
export function UploadCertificateDialog({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        size="lg"
        title="Upload a tax exemption certificate"
        description="We review it within one business day and e-mail you the decision."
      >
        {/* Mounted with the dialog, so every opening starts empty. */}
        <UploadCertificateForm onUploaded={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  )
}

/** No kind is chosen for the customer: they pick the one their certificate is. */
const FORM_DEFAULTS: DefaultValues<TaxExemptionFormInput> = { certificateNumber: '', states: [], expiresOn: '' }

/**
 * The certificate's kind, number, the states it covers, its last day and its file, checked with
 * the contract's rules (and the file's type and size) before they are sent as multipart form data.
 * The server's field messages go on the fields, and its message into a toast.
 */
function UploadCertificateForm({ onUploaded }: { onUploaded: () => void }) {
  const upload = useUploadTaxExemption()
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<TaxExemptionFormInput, unknown, TaxExemptionFormValues>({
    resolver: zodResolver(taxExemptionFormSchema),
    defaultValues: FORM_DEFAULTS,
  })
  const chosen = (watch('states') as string[] | undefined) ?? []

  const onSubmit = handleSubmit(async (values) => {
    try {
      await upload.mutateAsync(values)
    } catch (error) {
      applyServerFieldErrors(error, setError, TAX_EXEMPTION_FORM_FIELDS)
      toast({
        title: 'Certificate not uploaded',
        description: serverMessage(error) ?? 'We could not upload your certificate just now. Please try again.',
        variant: 'destructive',
      })
      return
    }
    toast({ title: 'Certificate uploaded', description: TAX_EXEMPTION_MESSAGES.uploaded })
    onUploaded()
  })

  return (
    <form noValidate aria-label="Upload certificate" onSubmit={(event) => void onSubmit(event)} className="space-y-5">
      <ChoiceGroup id="certificate-kind" legend="Kind of certificate" error={errors.kind?.message}>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {TAX_EXEMPTION_KINDS.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                value={kind}
                aria-invalid={errors.kind ? true : undefined}
                className="h-4 w-4 border-slate-300 text-primary-600 focus:ring-primary-600"
                {...register('kind')}
              />
              {TAX_EXEMPTION_KIND_LABELS[kind]}
            </label>
          ))}
        </div>
      </ChoiceGroup>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="certificate-number" label="Certificate number" error={errors.certificateNumber?.message}>
          <Input autoComplete="off" {...register('certificateNumber')} />
        </FormField>
        <FormField id="certificate-expires" label="Valid through" hint="The certificate's last day." error={errors.expiresOn?.message}>
          <Input type="date" min={addDays(todayUtc(), 1)} {...register('expiresOn')} />
        </FormField>
      </div>

      <ChoiceGroup
        id="certificate-states"
        legend="States it covers"
        hint={chosen.length ? `Chosen: ${[...chosen].sort().join(', ')}` : 'Tick every state the certificate covers.'}
        error={errors.states?.message}
      >
        <div className={cn('max-h-52 overflow-y-auto rounded-md border p-3', errors.states ? 'border-red-500' : 'border-slate-300')}>
          <div className="grid grid-cols-1 gap-x-4 gap-y-1.5 min-[420px]:grid-cols-2 sm:grid-cols-3">
            {US_STATES.map((state) => (
              <label key={state.code} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  value={state.code}
                  className="h-4 w-4 shrink-0 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
                  {...register('states')}
                />
                <span className="min-w-0">{`${state.name} (${state.code})`}</span>
              </label>
            ))}
          </div>
        </div>
      </ChoiceGroup>

      <FormField
        id="certificate-file"
        label="Certificate file"
        hint="A PDF or a picture (PNG, JPEG or WebP), at most 10 MB."
        error={errors.file?.message}
      >
        <Input
          type="file"
          accept={CERTIFICATE_ACCEPT}
          className="h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-200"
          {...register('file')}
        />
      </FormField>

      <DialogFormFooter submitLabel="Upload certificate" busyLabel="Uploading..." submitting={isSubmitting} />
    </form>
  )
}

/** A group of radios or checkboxes under its legend, with a hint and its message. */
function ChoiceGroup({ id, legend, hint, error, children }: { id: string; legend: string; hint?: string; error?: string; children: ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <fieldset id={id} aria-describedby={describedBy} className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      {children}
      {hint && (
        <p id={`${id}-hint`} aria-live="polite" className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}
