import { CATEGORY_HANDLES, CATEGORY_LABELS } from '@printshop/contract'

// The shop's prices, shipping and tax rules and its categories are the /api contract's (@printshop/contract).

/** The shop's name, as the contract's page heads give it. */
export { SHOP_NAME } from '@printshop/contract'

export const SUPPORT_PHONE = '(918) 555-0142'
export const SUPPORT_PHONE_HREF = 'tel:+19185550142'
export const SUPPORT_EMAIL = 'support@printshoppro.com'
export const SUPPORT_HOURS = 'Mon-Fri 8AM-6PM CST'
export const COMPANY_LEGAL_NAME = 'PrintShop Pro LLC'
export const COMPANY_ADDRESS = {
  street: '2250 E 73rd St, Suite 400',
  city: 'Tulsa',
  state: 'OK',
  zipCode: '74136',
} as const

/** The six category routes, in the order the header and footer list them. */
export const CATEGORIES = CATEGORY_HANDLES.map((handle) => ({
  handle,
  label: CATEGORY_LABELS[handle],
  path: `/category/${handle}`,
}))
