import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { US_STATES } from '@printshop/contract'
import { FormField } from '@/components/ui/form-field'
import { Input, Select } from '@/components/ui/input'

/** The fields of a US address, as the checkout and the account's saved addresses ask for them. */
export const ADDRESS_FIELD_NAMES = ['firstName', 'lastName', 'address', 'address2', 'city', 'state', 'zipCode'] as const
export type AddressFieldName = (typeof ADDRESS_FIELD_NAMES)[number]

interface AddressFieldsProps {
  /** Prefix of the controls' ids, unique on the page ('shippingAddress' -> 'shippingAddress-city'). */
  idPrefix: string
  /** The browser's autofill section ('shipping', 'billing'), if any. */
  autoCompleteSection?: string
  /** The form's registration of one field (react-hook-form's `register`, with the form's path and options). */
  register: (field: AddressFieldName) => UseFormRegisterReturn
  errors?: Partial<Record<AddressFieldName, { message?: string } | undefined>>
  /** Fields shown after the names (a company). */
  afterNames?: ReactNode
}

/** The fields of an address after the names: where it is, without whom it is for (a company's billing address). */
export type PlaceFieldName = Exclude<AddressFieldName, 'firstName' | 'lastName'>

interface PlaceFieldsProps {
  /** Prefix of the controls' ids, unique on the page ('companyBilling' -> 'companyBilling-city'). */
  idPrefix: string
  /** The browser's autofill section ('shipping', 'billing'), if any. */
  autoCompleteSection?: string
  /** The form's registration of one field (react-hook-form's `register`, with the form's path and options). */
  register: (field: PlaceFieldName) => UseFormRegisterReturn
  errors?: Partial<Record<PlaceFieldName, { message?: string } | undefined>>
}

/** First and last name, street, apartment, city, the state picked from the contract's list, ZIP code, and the country. */
export function AddressFields({ idPrefix, autoCompleteSection, register, errors, afterNames }: AddressFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`
  const autoComplete = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id('firstName')} label="First Name" error={errors?.firstName?.message}>
        <Input autoComplete={autoComplete('given-name')} {...register('firstName')} />
      </FormField>
      <FormField id={id('lastName')} label="Last Name" error={errors?.lastName?.message}>
        <Input autoComplete={autoComplete('family-name')} {...register('lastName')} />
      </FormField>
      {afterNames}
      <PlaceFields idPrefix={idPrefix} autoCompleteSection={autoCompleteSection} register={register} errors={errors} />
    </div>
  )
}

/**
 * Street, apartment, city, the state picked from the contract's list, ZIP code and the country:
 * the cells of a two-column grid (`grid gap-4 sm:grid-cols-2`), which the caller draws.
 */
export function PlaceFields({ idPrefix, autoCompleteSection, register, errors }: PlaceFieldsProps) {
  const id = (field: string) => `${idPrefix}-${field}`
  const autoComplete = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token)
  return (
    <>
      <FormField id={id('address')} label="Street Address" error={errors?.address?.message} className="sm:col-span-2">
        <Input autoComplete={autoComplete('address-line1')} {...register('address')} />
      </FormField>
      <FormField
        id={id('address2')}
        label="Apartment, suite, etc. (optional)"
        error={errors?.address2?.message}
        className="sm:col-span-2"
      >
        <Input autoComplete={autoComplete('address-line2')} {...register('address2')} />
      </FormField>
      <FormField id={id('city')} label="City" error={errors?.city?.message}>
        <Input autoComplete={autoComplete('address-level2')} {...register('city')} />
      </FormField>
      <FormField id={id('state')} label="State" error={errors?.state?.message}>
        <Select autoComplete={autoComplete('address-level1')} {...register('state')}>
          <option value="">Select a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </Select>
      </FormField>
      {/* The spec's message for a short ZIP is 'ZIP code is required'; the hint says what a whole one is. */}
      <FormField id={id('zipCode')} label="ZIP Code" hint="5 digits, or ZIP+4" error={errors?.zipCode?.message}>
        <Input inputMode="numeric" autoComplete={autoComplete('postal-code')} {...register('zipCode')} />
      </FormField>
      <div className="space-y-1.5">
        <p className="block text-sm font-medium text-slate-700">Country</p>
        <p className="flex h-10 items-center rounded-md border border-slate-200 bg-slate-50 px-3 text-sm text-slate-700">
          United States
        </p>
      </div>
    </>
  )
}
