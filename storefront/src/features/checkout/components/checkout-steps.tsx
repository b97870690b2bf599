import { Suspense, lazy, type MutableRefObject, type ReactNode } from 'react'
import { Banknote, CreditCard, FileText, Lock, Truck, Wallet } from 'lucide-react'
import {
  ORDER_MESSAGES,
  PAYMENT_METHODS,
  paymentMethodLabel,
  type CardProcessor,
  type CheckoutShippingOption,
  type PaymentMethod,
  type PaymentTerms,
  type SavedAddress,
} from '@printshop/contract'
import { AddressFields } from '@/components/address-fields'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import type { AddressPrefix, CheckoutForm } from '../utils/checkout-form'
import { CARD_DETAILS_REQUIRED, formatExpiry } from '../utils/checkout-schema'
import { EVERYONE_METHODS, invoiceTermsText } from '../utils/payment-methods'
import type { ConfirmCard } from './stripe-card'
import { SaveAddressOption, SavedAddressPicker, type SaveAddressChoice } from './saved-addresses'

export type { CheckoutForm } from '../utils/checkout-form'

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

/**
 * Step 1. The order's e-mails go to the account's address whatever is typed here
 * (docs/decisions.md, "Orders"): the field says so when another address is typed.
 */
export function ContactStep({ form, accountEmail }: { form: CheckoutForm; accountEmail: string }) {
  const { register, formState, watch } = form
  const { errors } = formState
  const typed = (watch('customerEmail') ?? '').trim().toLowerCase()
  // Said of a valid address only: an invalid one has its own message.
  const elsewhere = typed !== '' && !errors.customerEmail && typed !== accountEmail.trim().toLowerCase()
  return (
    <CheckoutStep step="contact">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="customerEmail"
          label="Email Address"
          error={errors.customerEmail?.message}
          hint={elsewhere ? `Order confirmations and updates go to your account's e-mail, ${accountEmail}. You can change it in your profile.` : undefined}
          className="sm:col-span-2"
        >
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

/** The address fields of one address; `prefix` is the form path and names the browser's autofill section. */
function CheckoutAddressFields({ form, prefix }: { form: CheckoutForm; prefix: AddressPrefix }) {
  const { register, formState } = form
  // After a failed submit, editing a billing field re-checks the whole billing address and its message.
  const deps = prefix === 'billingAddress' ? ('billingAddress' as const) : undefined
  return (
    <AddressFields
      idPrefix={prefix}
      autoCompleteSection={prefix === 'shippingAddress' ? 'shipping' : 'billing'}
      errors={formState.errors[prefix]}
      register={(field) => register(`${prefix}.${field}`, field === 'address2' ? undefined : { deps })}
    />
  )
}

export function ShippingStep({
  form,
  savedAddresses,
  saveAddress,
  shipping,
}: {
  form: CheckoutForm
  /** The customer's saved addresses, offered above the fields. */
  savedAddresses: SavedAddress[]
  /** 'Save this address to my account', offered under the fields. */
  saveAddress: SaveAddressChoice
  /** The shipping options offered under the address. */
  shipping: ShippingChoice
}) {
  return (
    <CheckoutStep step="shipping">
      {savedAddresses.length > 0 && <SavedAddressPicker form={form} prefix="shippingAddress" addresses={savedAddresses} />}
      <CheckoutAddressFields form={form} prefix="shippingAddress" />
      <SaveAddressOption form={form} savedAddresses={savedAddresses} choice={saveAddress} />
      <ShippingMethodChoice {...shipping} />
    </CheckoutStep>
  )
}

/** The shipping options Medusa offers for the cart and address, and the one the order ships by. */
export interface ShippingChoice {
  options: CheckoutShippingOption[]
  selectedId: string | null
  onChoose: (id: string) => void
  /** True once the server has answered that nothing ships this cart to this address. */
  none: boolean
}

/**
 * 'Shipping Method': one radio per option with what its type says of it (e.g. 'Delivered in 1-2
 * business days.') and its price for this cart ('FREE' at nothing), as the merchant set them in
 * Medusa (docs/decisions.md, "Medusa's settings decide").
 */
function ShippingMethodChoice({ options, selectedId, onChoose, none }: ShippingChoice) {
  if (!none && options.length === 0) return null
  return (
    <fieldset className="mt-6 border-t border-slate-200 pt-5">
      <legend className="text-base font-semibold text-slate-900">Shipping Method</legend>
      {none ? (
        <p role="alert" className="mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {ORDER_MESSAGES.noShippingOption}
        </p>
      ) : (
        <div className="mt-3 grid gap-3">
          {options.map((option) => (
            <label
              key={option.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-600',
                selectedId === option.id ? 'border-primary-600 bg-primary-50' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="shippingOptionId"
                value={option.id}
                checked={selectedId === option.id}
                onChange={() => onChoose(option.id)}
                className="mt-1 h-4 w-4 border-slate-300 text-primary-600 focus:ring-primary-600"
              />
              <Truck className="mt-0.5 h-5 w-5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="min-w-0 flex-1">
                <span className="block text-sm font-semibold text-slate-900">{option.name}</span>
                {option.description && <span className="block text-sm text-slate-600">{option.description}</span>}
              </span>
              <span className="shrink-0 text-sm font-semibold text-slate-900">
                {Number(option.amount) === 0 ? <span className="text-emerald-700">FREE</span> : formatPrice(option.amount)}
              </span>
            </label>
          ))}
        </div>
      )}
    </fieldset>
  )
}

export function BillingStep({ form, savedAddresses }: { form: CheckoutForm; savedAddresses: SavedAddress[] }) {
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
          {savedAddresses.length > 0 && <SavedAddressPicker form={form} prefix="billingAddress" addresses={savedAddresses} />}
          <CheckoutAddressFields form={form} prefix="billingAddress" />
        </div>
      )}
    </CheckoutStep>
  )
}

const PAYMENT_DETAILS: Record<PaymentMethod, { description: string; Icon: typeof Wallet }> = {
  cash_on_delivery: { description: 'Pay in cash when your order arrives.', Icon: Banknote },
  card_on_delivery: { description: 'Pay by card to the courier when your order arrives.', Icon: Wallet },
  pay_with_card: { description: 'Pay with your credit or debit card.', Icon: CreditCard },
  invoice: { description: 'Your company pays the invoice on its payment terms; the order ships before payment.', Icon: FileText },
}

/** Stripe's element and Stripe.js load only when a checkout pays through Stripe. */
const StripeCard = lazy(() => import('./stripe-card'))

/** How the card is taken, from the region's payment providers in Medusa (docs/decisions.md, "Payments"). */
export interface CardPayment {
  processor: CardProcessor | null
  /** The prepared order's client secret for the processor's element; null until it is prepared. */
  clientSecret: string | null
  confirmRef: MutableRefObject<ConfirmCard | null>
}

/** A company account at checkout: its name, and its payment terms (with them, Pay by Invoice is among the methods). */
export interface CheckoutCompany {
  name: string
  paymentTerms: PaymentTerms | null
}

/**
 * The payment methods the region offers (the contract's order), or everyone's while the settings
 * load; Pay by Invoice says the company's terms. For a company's member (`company`), an optional PO
 * number, printed on the invoice.
 */
export function PaymentStep({
  form,
  methods = EVERYONE_METHODS,
  card,
  company = null,
}: {
  form: CheckoutForm
  methods?: readonly PaymentMethod[]
  card?: CardPayment
  company?: CheckoutCompany | null
}) {
  const terms = company?.paymentTerms ?? null
  const options = PAYMENT_METHODS.filter((value) => methods.includes(value)).map((value) => ({
    value,
    ...PAYMENT_DETAILS[value],
    ...(value === 'invoice' && terms ? { description: invoiceTermsText(terms) } : {}),
  }))
  const processor = card?.processor ?? null
  const { register, watch, clearErrors, formState } = form
  const { errors } = formState
  const paymentMethod = watch('paymentMethod')
  // After a failed submit, editing any card field re-checks the card number's message too.
  const deps = ['cardNumber' as const]
  const expiry = register('expiryDate', { deps })
  return (
    <CheckoutStep step="payment">
      <fieldset>
        <legend className="sr-only">Payment method</legend>
        <div className="grid gap-3">
          {options.length === 0 && (
            <p role="alert" className="text-sm text-red-700">
              {ORDER_MESSAGES.noPaymentMethod}
            </p>
          )}
          {options.map(({ value, description, Icon }) => (
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
                  onChange: () => clearErrors(['paymentMethod', 'cardNumber', 'expiryDate', 'cvv', 'cardName']),
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
        {errors.paymentMethod?.message && (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {errors.paymentMethod.message}
          </p>
        )}
      </fieldset>

      {paymentMethod === 'pay_with_card' && processor?.element === 'stripe' && processor.publishableKey && (
        <div className="mt-5">
          {card?.clientSecret ? (
            <Suspense fallback={<p className="text-sm text-slate-600">Loading the secure card form…</p>}>
              <StripeCard publishableKey={processor.publishableKey} clientSecret={card.clientSecret} confirmRef={card.confirmRef} />
            </Suspense>
          ) : (
            <p className="text-sm text-slate-600">Preparing the secure card form…</p>
          )}
          <p className="mt-3 flex items-center gap-2 text-xs text-slate-500">
            <Lock className="h-3.5 w-3.5" aria-hidden="true" />
            Your card is entered in our payment processor&apos;s secure form: it never reaches our servers.
          </p>
        </div>
      )}
      {paymentMethod === 'pay_with_card' && processor?.element === 'stripe' && !processor.publishableKey && (
        <p role="alert" className="mt-5 text-sm text-red-700">
          {ORDER_MESSAGES.paymentUnavailable}
        </p>
      )}
      {paymentMethod === 'pay_with_card' && processor && processor.element !== 'stripe' && (
        <p className="mt-5 flex items-center gap-2 text-sm text-slate-600">
          <Lock className="h-4 w-4" aria-hidden="true" />
          Your card is charged by our payment processor when you place the order.
        </p>
      )}
      {paymentMethod === 'pay_with_card' && !processor && (
        <div className="mt-5 grid gap-4 sm:grid-cols-2">
          {!errors.cardNumber && (errors.expiryDate || errors.cvv || errors.cardName) && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {CARD_DETAILS_REQUIRED}
            </p>
          )}
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
            <Input
              autoComplete="cc-exp"
              inputMode="numeric"
              placeholder="MM/YY"
              maxLength={5}
              {...expiry}
              onChange={(event) => {
                event.target.value = formatExpiry(event.target.value)
                return expiry.onChange(event)
              }}
            />
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
      {company && (
        <div className="mt-6 border-t border-slate-200 pt-5">
          <FormField
            id="poNumber"
            label="PO number (optional)"
            hint={`Your purchase order number for ${company.name}, printed on the invoice.`}
            error={errors.poNumber?.message}
          >
            <Input autoComplete="off" className="sm:max-w-sm" {...register('poNumber')} />
          </FormField>
        </div>
      )}
    </CheckoutStep>
  )
}
