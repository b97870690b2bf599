import type { ReactNode } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import { Banknote, CreditCard, Lock, Wallet } from 'lucide-react'
import { PAYMENT_METHODS, US_STATES, paymentMethodLabel, type PaymentMethod } from '@printshop/contract'
import { FormField } from '@/components/ui/form-field'
import { Input, Select } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import type { CheckoutFormInput, CheckoutFormValues } from '../utils/checkout-schema'

export type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>

/** The four steps; their headings take focus when the shopper must look at that step. */
export const CHECKOUT_STEPS = {
  contact: { number: 1, title: 'Contact Information', headingId: 'checkout-step-contact' },
  shipping: { number: 2, title: 'Shipping Address', headingId: 'checkout-step-shipping' },
  billing: { number: 3, title: 'Billing Address', headingId: 'checkout-step-billing' },
  payment: { number: 4, title: 'Payment Method', headingId: 'checkout-step-payment' },
} as const

export type CheckoutStepKey = keyof typeof CHECKOUT_STEPS

function CheckoutStep({ step, children }: { step: CheckoutStepKey; children: ReactNode }) {
  const { number, title, headingId } = CHECKOUT_STEPS[step]
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} tabIndex={-1} className="flex items-center gap-3 text-lg font-semibold text-slate-900 focus:outline-none">
        <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-600 text-sm font-bold text-white">
          {number}
        </span>
        <span>
          <span className="sr-only">Step {number}:</span> {title}
        </span>
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  )
}

export function ContactStep({ form }: { form: CheckoutForm }) {
  const { register, formState } = form
  const { errors } = formState
  return (
    <CheckoutStep step="contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="customerEmail" label="Email Address" error={errors.customerEmail?.message} className="sm:col-span-2">
          <Input type="email" autoComplete="email" {...register('customerEmail')} />
        </FormField>
        <FormField id="customerName" label="Full Name" error={errors.customerName?.message}>
          <Input autoComplete="name" {...register('customerName')} />
        </FormField>
        <FormField id="customerPhone" label="Phone Number (optional)" error={errors.customerPhone?.message}>
          <Input type="tel" autoComplete="tel" {...register('customerPhone')} />
        </FormField>
      </div>
    </CheckoutStep>
  )
}

type AddressPrefix = 'shippingAddress' | 'billingAddress'

/** The address fields of one address; `prefix` is the form path and the browser's autofill section. */
function AddressFields({ form, prefix }: { form: CheckoutForm; prefix: AddressPrefix }) {
  const { register, formState } = form
  const errors = formState.errors[prefix]
  const section = prefix === 'shippingAddress' ? 'shipping' : 'billing'
  // After a failed submit, editing a billing field re-checks the whole billing address and its message.
  const deps = prefix === 'billingAddress' ? ('billingAddress' as const) : undefined
  const id = (field: string) => `${prefix}-${field}`
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField id={id('firstName')} label="First Name" error={errors?.firstName?.message}>
        <Input autoComplete={`${section} given-name`} {...register(`${prefix}.firstName`, { deps })} />
      </FormField>
      <FormField id={id('lastName')} label="Last Name" error={errors?.lastName?.message}>
        <Input autoComplete={`${section} family-name`} {...register(`${prefix}.lastName`, { deps })} />
      </FormField>
      <FormField id={id('address')} label="Street Address" error={errors?.address?.message} className="sm:col-span-2">
        <Input autoComplete={`${section} address-line1`} {...register(`${prefix}.address`, { deps })} />
      </FormField>
      <FormField
        id={id('address2')}
        label="Apartment, suite, etc. (optional)"
        error={errors?.address2?.message}
        className="sm:col-span-2"
      >
        <Input autoComplete={`${section} address-line2`} {...register(`${prefix}.address2`)} />
      </FormField>
      <FormField id={id('city')} label="City" error={errors?.city?.message}>
        <Input autoComplete={`${section} address-level2`} {...register(`${prefix}.city`, { deps })} />
      </FormField>
      <FormField id={id('state')} label="State" error={errors?.state?.message}>
        <Select autoComplete={`${section} address-level1`} {...register(`${prefix}.state`, { deps })}>
          <option value="">Select a state</option>
          {US_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField id={id('zipCode')} label="ZIP Code" error={errors?.zipCode?.message}>
        <Input inputMode="numeric" autoComplete={`${section} postal-code`} {...register(`${prefix}.zipCode`, { deps })} />
      </FormField>
      <div className="space-y-1.5">
        <p className="block text-sm font-medium text-slate-700">Country</p>
        <p className="flex h-10 items-center rounded-md border border-slate-200 bg-slate-50 px-3 text-sm text-slate-700">
          United States
        </p>
      </div>
    </div>
  )
}

export function ShippingStep({ form }: { form: CheckoutForm }) {
  return (
    <CheckoutStep step="shipping">
      <AddressFields form={form} prefix="shippingAddress" />
    </CheckoutStep>
  )
}

export function BillingStep({ form }: { form: CheckoutForm }) {
  const { register, watch, clearErrors, formState } = form
  const sameAsShipping = watch('sameAsBilling')
  const billingMessage = formState.errors.billingAddress?.message
  return (
    <CheckoutStep step="billing">
      <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          className="h-4 w-4 rounded border-slate-300 text-primary-600 focus:ring-primary-600"
          {...register('sameAsBilling', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) clearErrors('billingAddress')
            },
          })}
        />
        Same as shipping address
      </label>
      {!sameAsShipping && (
        <div className="mt-5 space-y-4">
          {billingMessage && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
              {billingMessage}
            </p>
          )}
          <AddressFields form={form} prefix="billingAddress" />
        </div>
      )}
    </CheckoutStep>
  )
}

const PAYMENT_DETAILS: Record<PaymentMethod, { description: string; Icon: typeof Wallet }> = {
  cash_on_delivery: { description: 'Pay in cash when your order arrives.', Icon: Banknote },
  card_on_delivery: { description: 'Pay by card to the courier when your order arrives.', Icon: Wallet },
  pay_with_card: { description: 'Pay with your credit or debit card.', Icon: CreditCard },
}

/** The contract's payment methods, in its order, each with its label, description and icon. */
const PAYMENT_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, ...PAYMENT_DETAILS[value] }))

export function PaymentStep({ form }: { form: CheckoutForm }) {
  const { register, watch, clearErrors, formState } = form
  const { errors } = formState
  const paymentMethod = watch('paymentMethod')
  // After a failed submit, editing any card field re-checks the card number's message too.
  const deps = ['cardNumber' as const]
  return (
    <CheckoutStep step="payment">
      <fieldset>
        <legend className="sr-only">Payment method</legend>
        <div className="grid gap-3">
          {PAYMENT_OPTIONS.map(({ value, description, Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600',
                paymentMethod === value ? 'border-primary-600 bg-primary-50' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                value={value}
                className="mt-1 h-4 w-4 border-slate-300 text-primary-600 focus:ring-primary-600"
                {...register('paymentMethod', {
                  onChange: () => clearErrors(['cardNumber', 'expiryDate', 'cvv', 'cardName']),
                })}
              />
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
              <span>
                <span className="block text-sm font-semibold text-slate-900">{paymentMethodLabel(value)}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {paymentMethod === 'pay_with_card' && (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          <FormField id="cardNumber" label="Card Number" error={errors.cardNumber?.message} className="sm:col-span-2">
            <Input
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder="1234 5678 9012 3456"
              maxLength={23}
              {...register('cardNumber')}
            />
          </FormField>
          <FormField id="expiryDate" label="Expiry Date" error={errors.expiryDate?.message}>
            <Input autoComplete="cc-exp" placeholder="MM/YY" maxLength={5} {...register('expiryDate', { deps })} />
          </FormField>
          <FormField id="cvv" label="CVV" error={errors.cvv?.message}>
            <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...register('cvv', { deps })} />
          </FormField>
          <FormField id="cardName" label="Name on Card" error={errors.cardName?.message} className="sm:col-span-2">
            <Input autoComplete="cc-name" {...register('cardName', { deps })} />
          </FormField>
          <p className="flex items-center gap-2 text-xs text-slate-500 sm:col-span-2">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" />
            Your card details stay in your browser: they are never sent to or stored on our servers.
          </p>
        </div>
      )}
    </CheckoutStep>
  )
}
