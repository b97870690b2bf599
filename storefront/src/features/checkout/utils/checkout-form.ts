import type { UseFormReturn } from 'react-hook-form'
import type { SavedAddress } from '@printshop/contract'
import type { AddressLike } from '@/lib/saved-addresses'
import type { CheckoutFormInput, CheckoutFormValues } from './checkout-schema'

export type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>

/** The form path of the shipping or the billing address. */
export type AddressPrefix = 'shippingAddress' | 'billingAddress'

type FormAddress = CheckoutFormInput['billingAddress']

/** Whether nothing of the address's place has been filled in yet (the names may come from the profile). */
export function isBlankAddress(address: Pick<AddressLike, 'address' | 'address2' | 'city' | 'state' | 'zipCode'>): boolean {
  return [address.address, address.address2, address.city, address.state, address.zipCode].every((value) => !value?.trim())
}

/** A saved address in the form's terms. */
export function formAddress(address: SavedAddress): FormAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    address: address.address,
    address2: address.address2 ?? '',
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
  }
}

/**
 * Fills the shipping or billing fields with a saved address; they stay editable. A pick counts as
 * the shopper's change (`dirty`), a prefill as a starting value. The section's old messages go: a
 * remaining problem is found again on submit.
 */
export function fillAddressFields(form: CheckoutForm, prefix: AddressPrefix, address: SavedAddress, { dirty }: { dirty: boolean }) {
  form.setValue(prefix, formAddress(address), { shouldDirty: dirty })
  form.clearErrors(prefix)
}
