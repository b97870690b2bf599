import { useWatch } from 'react-hook-form'
import { ADDRESS_MESSAGES, type SavedAddress } from '@printshop/contract'
import { FormField } from '@/components/ui/form-field'
import { Select } from '@/components/ui/input'
import { addressSummary, isSameAddress } from '@/lib/saved-addresses'
import { fillAddressFields, type AddressPrefix, type CheckoutForm } from '../utils/checkout-form'

/**
 * 'Saved addresses' above the shipping or billing fields: picking one fills the fields, which stay
 * editable. It shows the saved address the fields hold, and the prompt once they differ from all.
 */
export function SavedAddressPicker({ form, prefix, addresses }: { form: CheckoutForm; prefix: AddressPrefix; addresses: SavedAddress[] }) {
  const current = useWatch({ control: form.control, name: prefix })
  const selected = addresses.find((address) => isSameAddress(address, current))
  return (
    <FormField id={`${prefix}-saved`} label="Saved addresses" className="mb-4 min-w-0">
      <Select
        value={selected?.id ?? ''}
        onChange={(event) => {
          const picked = addresses.find((address) => address.id === event.target.value)
          if (picked) fillAddressFields(form, prefix, picked, { dirty: true })
        }}
      >
        <option value="">Choose a saved address</option>
        {addresses.map((address) => (
          <option key={address.id} value={address.id}>
            {`${addressSummary(address)}${address.isDefault ? ' (default)' : ''}`}
          </option>
        ))}
      </Select>
    </FormField>
  )
}

/** Whether to save the shipping address to the account once the order is placed. */
export interface SaveAddressChoice {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The customer keeps the most addresses allowed: no more can be saved. */
  atLimit: boolean
}

/**
 * 'Save this address to my account' under the shipping fields; not offered while they hold one of
 * the saved addresses unchanged.
 */
export function SaveAddressOption({
  form,
  savedAddresses,
  choice,
}: {
  form: CheckoutForm
  savedAddresses: SavedAddress[]
  choice: SaveAddressChoice
}) {
  const shipping = useWatch({ control: form.control, name: 'shippingAddress' })
  if (savedAddresses.some((address) => isSameAddress(address, shipping))) return null
  const hintId = 'save-shipping-address-hint'
  return (
    <div className="mt-4">
      <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600 disabled:opacity-50"
          checked={choice.checked && !choice.atLimit}
          disabled={choice.atLimit}
          aria-describedby={hintId}
          onChange={(event) => choice.onChange(event.target.checked)}
        />
        Save this address to my account
      </label>
      <p id={hintId} className="ml-7 mt-1 text-xs text-slate-500">
        {choice.atLimit ? ADDRESS_MESSAGES.tooMany : 'Saved with the phone number above once your order is placed.'}
      </p>
    </div>
  )
}
