import { COUNTRY_CODE, savedAddressBodySchema, type Order, type SavedAddressInput } from '@printshop/contract'
import { serverMessage } from '@/lib/api-client'
import { createSavedAddress } from '@/lib/saved-addresses'
import type { CheckoutFormValues } from '../utils/checkout-schema'

/** The saved address made of an order's shipping address and phone. */
export function shippingAddressBody(order: Pick<Order, 'customerPhone'>, values: CheckoutFormValues, isDefault: boolean): SavedAddressInput {
  const { firstName, lastName, address, address2, city, state, zipCode } = values.shippingAddress
  return {
    firstName,
    lastName,
    company: null,
    address,
    address2: address2 || null,
    city,
    state,
    zipCode,
    country: COUNTRY_CODE,
    phone: order.customerPhone || values.customerPhone || '',
    isDefault,
  }
}

/**
 * Saves the shipping address of a placed order to the account (POST /api/user/addresses). Resolves
 * with null once saved, or with why it was not: the contract's message when the address cannot be
 * saved as it is (an order without a phone number), the server's when it refused, else ''.
 */
export async function saveShippingAddress(body: SavedAddressInput): Promise<string | null> {
  const checked = savedAddressBodySchema.safeParse(body)
  if (!checked.success) return checked.error.issues[0]?.message ?? ''
  try {
    await createSavedAddress(body)
    return null
  } catch (error) {
    return serverMessage(error) ?? ''
  }
}
