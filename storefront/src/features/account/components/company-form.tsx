import { useState, type ReactElement, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  COMPANY_MESSAGES,
  COUNTRY_CODE,
  companyBodySchema,
  type Company,
  type CompanyBody,
  type CompanyPayload,
  type User,
} from '@printshop/contract'
import { PlaceFields } from '@/components/address-fields'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useUpdateCompany } from '../api/save-company'
import { DialogFormFooter } from './dialog-form-footer'

/** The fields the server may name in a 400 answer, as the form calls them. */
const COMPANY_FORM_FIELDS = [
  'name',
  'taxId',
  'phone',
  'billingAddress.address',
  'billingAddress.address2',
  'billingAddress.city',
  'billingAddress.state',
  'billingAddress.zipCode',
] as const

/** A new company starts with the phone number of the customer's profile; an edited one with its saved details. */
export function companyFormValues(company: Company | null, user: User): CompanyPayload {
  return {
    name: company?.name ?? '',
    taxId: company?.taxId ?? '',
    phone: company?.phone ?? user.phone ?? '',
    billingAddress: {
      address: company?.billingAddress.address ?? '',
      address2: company?.billingAddress.address2 ?? '',
      city: company?.billingAddress.city ?? '',
      state: company?.billingAddress.state ?? '',
      zipCode: company?.billingAddress.zipCode ?? '',
      country: company?.billingAddress.country || COUNTRY_CODE,
    },
  }
}

/**
 * The company's name, tax ID, phone and billing address, checked with the contract's rules before
 * `save` sends them: the body of POST and PUT /api/user/company. The server's field messages go on
 * the fields, anything else into a toast titled `failureTitle`. `actions` draws the submit button.
 */
export function CompanyForm({
  idPrefix,
  defaultValues,
  save,
  failureTitle,
  onSaved,
  actions,
}: {
  idPrefix: string
  defaultValues: CompanyPayload
  save: (body: CompanyBody) => Promise<unknown>
  failureTitle: string
  onSaved: () => void
  actions: (submitting: boolean) => ReactNode
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompanyPayload, unknown, CompanyBody>({ resolver: zodResolver(companyBodySchema), defaultValues })

  const onSubmit = handleSubmit(async (body) => {
    try {
      await save(body)
    } catch (error) {
      applyServerFieldErrors(error, setError, COMPANY_FORM_FIELDS)
      toast({
        title: failureTitle,
        description: serverMessage(error) ?? 'Failed to save the company details. Please try again.',
        variant: 'destructive',
      })
      return
    }
    onSaved()
  })

  const id = (field: string) => `${idPrefix}-${field}`
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={id('name')} label="Company Name" error={errors.name?.message} className="sm:col-span-2">
          <Input autoComplete="organization" {...register('name')} />
        </FormField>
        <FormField id={id('taxId')} label="Tax ID / EIN (optional)" hint="For example 12-3456789" error={errors.taxId?.message}>
          <Input autoComplete="off" {...register('taxId')} />
        </FormField>
        <FormField id={id('phone')} label="Phone Number" error={errors.phone?.message}>
          <Input type="tel" inputMode="tel" autoComplete="work tel" placeholder="(555) 123-4567" {...register('phone')} />
        </FormField>
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Billing Address</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          <PlaceFields
            idPrefix={id('billing')}
            autoCompleteSection="billing"
            register={(field) => register(`billingAddress.${field}`)}
            errors={errors.billingAddress}
          />
        </div>
      </fieldset>
      {actions(isSubmitting)}
    </form>
  )
}

/** 'Edit' for the company's admins: the button `trigger` and a dialog with the company's form. */
export function EditCompanyDialog({ company, user, trigger }: { company: Company; user: User; trigger: ReactElement }) {
  const [open, setOpen] = useState(false)
  const updateCompany = useUpdateCompany()
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        size="lg"
        title="Edit company details"
        description="Change your company's name, tax ID, phone number or billing address."
      >
        {/* Mounted with the dialog, so every opening starts from the saved details. */}
        <CompanyForm
          idPrefix="edit-company"
          defaultValues={companyFormValues(company, user)}
          save={updateCompany.mutateAsync}
          failureTitle="Company details not saved"
          onSaved={() => {
            toast({ title: COMPANY_MESSAGES.updated })
            setOpen(false)
          }}
          actions={(submitting) => <DialogFormFooter submitLabel="Save details" busyLabel="Saving..." submitting={submitting} />}
        />
      </DialogContent>
    </Dialog>
  )
}
