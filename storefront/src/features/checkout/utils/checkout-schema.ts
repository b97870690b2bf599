import { z } from 'zod'
import type { PaymentMethod, User } from '@/types/api'
import { isUsStateCode } from './us-states'

export const PAYMENT_METHODS = ['cash_on_delivery', 'card_on_delivery', 'pay_with_card'] as const satisfies readonly PaymentMethod[]

export const CARD_DETAILS_REQUIRED = 'Card details are required when paying with card'
export const BILLING_ADDRESS_REQUIRED = 'Billing address is required when different from shipping address'

const ZIP_CODE_PATTERN = /^\d{5}(-\d{4})?$/
const EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/
const CVV_PATTERN = /^\d{3,4}$/

/** A shipping or billing address with the spec's messages (SPEC §5 Checkout). */
const addressSchema = z.object({
  firstName: z.string().trim().min(2, 'First name is required'),
  lastName: z.string().trim().min(2, 'Last name is required'),
  address: z.string().trim().min(5, 'Address is required'),
  address2: z.string().trim(),
  city: z.string().trim().min(2, 'City is required'),
  state: z.string().refine(isUsStateCode, 'State is required'),
  zipCode: z.string().trim().min(5, 'ZIP code is required').regex(ZIP_CODE_PATTERN, 'Please enter a valid ZIP code'),
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

export type AddressFields = z.infer<typeof addressSchema>

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
    customerEmail: z.string().trim().email('Please enter a valid email address'),
    customerName: z.string().trim().min(2, 'Name is required'),
    customerPhone: z.string().trim(),
    shippingAddress: addressSchema,
    sameAsBilling: z.boolean(),
    billingAddress: uncheckedAddressSchema,
    paymentMethod: z.enum(PAYMENT_METHODS),
    cardNumber: z.string().trim(),
    expiryDate: z.string().trim(),
    cvv: z.string().trim(),
    cardName: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    if (!values.sameAsBilling) {
      const billing = addressSchema.safeParse(values.billingAddress)
      if (!billing.success) {
        // The message of the billing address as a whole; it must come before the field issues so the
        // form keeps both (the form nests the field errors inside this one).
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['billingAddress'], message: BILLING_ADDRESS_REQUIRED })
        for (const issue of billing.error.issues) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['billingAddress', ...issue.path], message: issue.message })
        }
      }
    }

    if (values.paymentMethod === 'pay_with_card') {
      const problems: Array<{ field: 'expiryDate' | 'cvv' | 'cardName'; message: string }> = []
      if (!EXPIRY_PATTERN.test(values.expiryDate)) problems.push({ field: 'expiryDate', message: 'Please enter the expiry date as MM/YY' })
      if (!CVV_PATTERN.test(values.cvv)) problems.push({ field: 'cvv', message: 'Please enter the 3 or 4 digit security code' })
      if (values.cardName.length < 2) problems.push({ field: 'cardName', message: 'Please enter the name on the card' })
      // The spec's message sits on the card number whenever any card detail is wrong.
      if (!isValidCardNumber(values.cardNumber) || problems.length > 0) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['cardNumber'], message: CARD_DETAILS_REQUIRED })
      }
      for (const { field, message } of problems) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message })
      }
    }
  })

export type CheckoutFormInput = z.input<typeof checkoutSchema>
export type CheckoutFormValues = z.output<typeof checkoutSchema>

const emptyAddress: CheckoutFormInput['shippingAddress'] = {
  firstName: '',
  lastName: '',
  address: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
}

/** The form's starting values: the customer's details prefilled, cash on delivery, billing not the same (SPEC §4). */
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
    paymentMethod: 'cash_on_delivery',
    cardNumber: '',
    expiryDate: '',
    cvv: '',
    cardName: '',
  }
}
