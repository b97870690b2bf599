import { z } from 'zod'
import {
  DEFAULT_PAYMENT_METHOD,
  MAX_PO_NUMBER,
  PAYMENT_METHODS,
  addressSchema as orderAddressSchema,
  isUsStateCode,
  placeOrderBodySchema,
  type User,
} from '@printshop/contract'

export const CARD_DETAILS_REQUIRED = 'Card details are required when paying with card'
export const BILLING_ADDRESS_REQUIRED = 'Billing address is required when different from shipping address'

const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/
const CVV_PATTERN = /^\d{3,4}$/

/**
 * A shipping or billing address: the order's address with its messages. The
 * state is picked from the contract's list, so a code that is not on it can only mean none was picked.
 */
const addressSchema = orderAddressSchema.extend({
  state: z.string().refine(isUsStateCode, 'State is required'),
})

/** The billing fields are only checked when they differ from shipping (see the refinement below). */
const uncheckedAddressSchema = z.object({
  firstName: z.string().trim(),
  lastName: z.string().trim(),
  address: z.string().trim(),
  address2: z.string().trim(),
  city: z.string().trim(),
  state: z.string(),
  zipCode: z.string().trim(),
})

export type AddressFields = z.output<typeof addressSchema>

function isValidCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '')
  return /^\d{16,19}$/.test(digits)
}

/**
 * The checkout form. Every field is a string or boolean, so the refinement below runs even when
 * other fields are invalid and the shopper sees every problem at once.
 */
export const checkoutSchema = z
  .object({
    customerEmail: placeOrderBodySchema.shape.customerEmail,
    customerName: placeOrderBodySchema.shape.customerName,
    customerPhone: placeOrderBodySchema.shape.customerPhone,
    shippingAddress: addressSchema,
    sameAsBilling: z.boolean(),
    billingAddress: uncheckedAddressSchema,
    paymentMethod: z.enum(PAYMENT_METHODS),
    cardNumber: z.string().trim(),
    expiryDate: z.string().trim(),
    cvv: z.string().trim(),
    cardName: z.string().trim(),
    /** Whether a card processor's own element takes the card (its fields are then not the form's). */
    cardByProcessor: z.boolean().default(false),
    /** A company account's purchase order number (offered to its members only); empty for none. */
    poNumber: z.string().trim().max(MAX_PO_NUMBER, `PO number must be at most ${MAX_PO_NUMBER} characters`).default(''),
  })
  .superRefine((values, ctx) => {
    if (!values.sameAsBilling) {
      const billing = addressSchema.safeParse(values.billingAddress)
      if (!billing.success) {
        // The message of the billing address as a whole; it must come before the field issues so the
        // form keeps both (the form nests the field errors inside this one).
        ctx.addIssue({ code: 'custom', path: ['billingAddress'], message: BILLING_ADDRESS_REQUIRED })
        for (const issue of billing.error.issues) {
          ctx.addIssue({ code: 'custom', path: ['billingAddress', ...issue.path], message: issue.message })
        }
      }
    }

    if (values.paymentMethod === 'pay_with_card' && !values.cardByProcessor) {
      const problems: Array<{ field: 'expiryDate' | 'cvv' | 'cardName'; message: string }> = []
      if (!EXPIRY_PATTERN.test(values.expiryDate)) problems.push({ field: 'expiryDate', message: 'Please enter the expiry date as MM/YY' })
      if (!CVV_PATTERN.test(values.cvv)) problems.push({ field: 'cvv', message: 'Please enter the 3 or 4 digit security code' })
      if (values.cardName.length < 2) problems.push({ field: 'cardName', message: 'Please enter the name on the card' })
      // The spec's message sits on the card number when the number is wrong; each other field says
      // what is wrong with it (the payment step repeats the spec's message above the card fields).
      if (!isValidCardNumber(values.cardNumber)) {
        ctx.addIssue({ code: 'custom', path: ['cardNumber'], message: CARD_DETAILS_REQUIRED })
      }
      for (const { field, message } of problems) {
        ctx.addIssue({ code: 'custom', path: [field], message })
      }
    }
  })

/** An expiry date as typed, shaped as MM/YY: "1229" becomes "12/29" (digits only, at most four). */
export function formatExpiry(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

export type CheckoutFormInput = z.input<typeof checkoutSchema>
export type CheckoutFormValues = z.output<typeof checkoutSchema>

const emptyAddress: CheckoutFormInput['billingAddress'] = {
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
}

/** The form's starting values: the customer's details prefilled, cash on delivery, billing not the same. */
export function checkoutDefaults(user: User | null): CheckoutFormInput {
  const firstName = user?.firstName ?? ''
  const lastName = user?.lastName ?? ''
  return {
    customerEmail: user?.email ?? '',
    customerName: [firstName, lastName].filter(Boolean).join(' '),
    customerPhone: user?.phone ?? '',
    shippingAddress: { ...emptyAddress, firstName, lastName },
    sameAsBilling: false,
    billingAddress: { ...emptyAddress },
    paymentMethod: DEFAULT_PAYMENT_METHOD,
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    cardName: '',
    cardByProcessor: false,
    poNumber: '',
  }
}
