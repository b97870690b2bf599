/**
 * The shop's public addresses, from the environment: the storefront shoppers use (links in
 * e-mails, CORS) and the backend that serves Medusa's dashboard (staff links).
 */
export const storefrontUrl = () =>
  (process.env.STOREFRONT_URL || `http://localhost:${process.env.STOREFRONT_PORT || 8000}`).replace(/\/+$/, "")

export const backendUrl = () => (process.env.MEDUSA_BACKEND_URL || `http://localhost:${process.env.PORT || 9000}`).replace(/\/+$/, "")

/** Where the shop's e-mails to staff go (new customer messages); replies to customers come back there. */
export const staffInbox = () => process.env.STAFF_EMAIL || process.env.ADMIN_EMAIL || null
