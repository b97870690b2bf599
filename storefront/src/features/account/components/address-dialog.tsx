import { useState, type ReactElement } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { COUNTRY_CODE, type SavedAddress, type SavedAddressBody, type User } from '@printshop/contract'
import { AddressFields } from '@/components/address-fields'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { useCreateSavedAddress, useUpdateSavedAddress } from '@/lib/saved-addresses'
import { savedAddressFormSchema, type SavedAddressFormValues } from '../utils/account-schemas'
import { DialogFormFooter } from './dialog-form-footer'

/**
 * 'Add address' (no `address`) or 'Edit' one saved address: the button `trigger` and its dialog.
 * `firstAddress` makes a new address the default from the start.
 */
export function AddressDialog({
  address,
  user,
  firstAddress = false,
  trigger,
}: {
  address?: SavedAddress
  user: User
  firstAddress?: boolean
  trigger: ReactElement
}) {
  const [open, setOpen] = useState(false)
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent
        size="lg"
        title={address ? 'Edit address' : 'Add address'}
        description={address ? 'Change this saved address.' : 'Save an address to pick it at checkout.'}
      >
        {/* Mounted with the dialog, so every opening starts from the saved address (or an empty one). */}
        <AddressForm
          address={address}
          defaultValues={address ? addressValues(address) : newAddressValues(user, firstAddress)}
          onSaved={() => setOpen(false)}
        />
      </DialogContent>
    </Dialog>
  )
}

function addressValues(address: SavedAddress): SavedAddressFormValues {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    company: address.company ?? '',
    address: address.address,
    address2: address.address2 ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    country: address.country || COUNTRY_CODE,
    phone: address.phone,
    isDefault: address.isDefault,
  }
}

/** A new address starts with the customer's name and phone from the profile. */
function newAddressValues(user: User, isDefault: boolean): SavedAddressFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    company: '',
    address: '',
    address2: '',
    city: '',
    state: '',
    zipCode: '',
    country: COUNTRY_CODE,
    phone: user.phone ?? '',
    isDefault,
  }
}

const ADDRESS_FORM_FIELDS = ['firstName', 'lastName', 'company', 'address', 'address2', 'city', 'state', 'zipCode', 'phone'] as const

function AddressForm({
  address,
  defaultValues,
  onSaved,
}: {
  address: SavedAddress | undefined
  defaultValues: SavedAddressFormValues
  onSaved: () => void
}) {
  const createAddress = useCreateSavedAddress()
  const updateAddress = useUpdateSavedAddress()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SavedAddressFormValues, unknown, SavedAddressBody>({ resolver: zodResolver(savedAddressFormSchema), defaultValues })

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (address) await updateAddress.mutateAsync({ id: address.id, body })
      else await createAddress.mutateAsync(body)
    } catch (error) {
      applyServerFieldErrors(error, setError, ADDRESS_FORM_FIELDS)
      toast({
        title: 'Address not saved',
        description: serverMessage(error) ?? 'Failed to save the address. Please try again.',
        variant: 'destructive',
      })
      return
    }
    toast({ title: address ? 'Address updated' : 'Address saved', description: 'Your saved addresses have been updated.' })
    onSaved()
  })

  const idPrefix = address ? `address-${address.id}` : 'new-address'
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <AddressFields
        idPrefix={idPrefix}
        register={(field) => register(field)}
        errors={errors}
        afterNames={
          <FormField id={`${idPrefix}-company`} label="Company (optional)" error={errors.company?.message} className="sm:col-span-2">
            <Input autoComplete="organization" {...register('company')} />
          </FormField>
        }
      />
      <FormField id={`${idPrefix}-phone`} label="Phone Number" error={errors.phone?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(555) 123-4567" {...register('phone')} />
      </FormField>
      <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
          {...register('isDefault')}
        />
        Use as my default address
      </label>
      <DialogFormFooter submitLabel="Save address" busyLabel="Saving..." submitting={isSubmitting} />
    </form>
  )
}
