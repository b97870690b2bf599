import { CATEGORY_HANDLES, CATEGORY_LABELS } from '@printshop/contract'

// The shop's prices, shipping and tax rules and its categories are the /api contract's (@printshop/contract).

/** The shop's name and how customers reach it, as the contract gives them (the e-mails use them too). */
export {
  COMPANY_ADDRESS,
  COMPANY_LEGAL_NAME,
  SHOP_NAME,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
} from '@printshop/contract'

/** The six category routes, in the order the header and footer list them. */
export const CATEGORIES = CATEGORY_HANDLES.map((handle) => ({
  handle,
  label: CATEGORY_LABELS[handle],
  path: `/category/${handle}`,
}))
