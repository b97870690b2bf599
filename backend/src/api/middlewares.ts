import {
  authenticate,
  defineMiddlewares,
  type MedusaNextFunction,
  type MedusaRequest,
  type MedusaResponse,
} from "@medusajs/framework/http"
import { observeRequests } from "../lib/observability/requests"
import {
  adminProductBodySchema,
  adminProductUpdateSchema,
  createReviewBodySchema,
  inquiryBodySchema,
  acceptQuoteBodySchema,
  companyBodySchema,
  companyInviteBodySchema,
  companyInviteTokenBodySchema,
  companyMemberBodySchema,
  companyTermsBodySchema,
  listCompaniesQuerySchema,
  listTaxExemptionsQuerySchema,
  MAX_CERTIFICATE_BYTES,
  taxExemptionBodySchema,
  taxExemptionReviewBodySchema,
  listQuotesQuerySchema,
  priceQuoteBodySchema,
  quoteMessageBodySchema,
  quoteRequestBodySchema,
  listAdminOrdersQuerySchema,
  listAdminProductsQuerySchema,
  listInquiriesQuerySchema,
  listProductsQuerySchema,
  productLookupBodySchema,
  productFitsBodySchema,
  stockAlertBodySchema,
  suppliesQuerySchema,
  listReviewsQuerySchema,
  listSearchTermsQuerySchema,
  loginBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  inquiryReplyBodySchema,
  savedAddressBodySchema,
  savedCartBodySchema,
  savedWishlistBodySchema,
  mergeSavedListsBodySchema,
  returnRequestBodySchema,
  listReturnsQuerySchema,
  receiveReturnBodySchema,
  MAX_CSV_BYTES,
  orderStatusBodySchema,
  passwordBodySchema,
  checkResetTokenBodySchema,
  placeOrderBodySchema,
  prepareCheckoutBodySchema,
  profileBodySchema,
  registerBodySchema,
  suggestionsQuerySchema,
  trackOrderBodySchema,
  updateInquiryBodySchema,
  updateReviewBodySchema,
  checkPromotionBodySchema,
  listPromotionsQuerySchema,
  promotionBodySchema,
  promotionUpdateSchema,
} from "@printshop/contract"
import bodyParser from "body-parser"
import multer from "multer"
import { Modules } from "@medusajs/framework/utils"
import { z } from "zod"
import { signInEmailOf } from "../lib/accounts/customers"
import { databaseAvailability } from "./http/database-availability"
import { answerJsonNotFound, hidePoweredBy, refuseBadPaths, refuseControlCharacters, shopErrorHandler } from "./http/errors"
import { preparesInTurn } from "./http/checkout-queue"
import { refuseCrossSiteCookieWrites } from "./http/cross-site"
import { serveStaticFiles } from "./http/static-files"
import { closeCustomerAuthRoutes, closeTokenRefresh, guardStaffRegistration, guardStaffSignIn, logStaffSignIns, staffPasswordResetRequest, staffPasswordUpdate } from "./http/medusa-auth"
import { type AccountKind, accountAndAddressOf, accountUnlessKnownAddress, bodyEmail, limitedAddress, rateLimit, rememberAddressOf } from "./http/rate-limit"
import { refuseEndedSessions, rememberSessionToken, revokeSessionToken } from "./http/sessions"
import { answerUnknownApiRoutes } from "./http/unknown-api-routes"
import { validateBody, validateQuery } from "./http/validation"
import { seoMiddlewares } from "./api/seo/seo-middlewares"

/** Customer routes take the bearer token the storefront keeps (docs/api.md, "Conventions"), not cookies. */
const customerOnly = [authenticate("customer", ["bearer"]), refuseEndedSessions]

/** The shop's staff routes that need no staff session (signing in and out). */
const OPEN_STAFF_ROUTES = new Set(["/api/admin/login", "/api/admin/logout", "/api/admin/password/forgot", "/api/admin/password/reset", "/api/admin/password/reset/check"])
/**
 * Staff: the shop's /admin sends the bearer token of POST /api/admin/login; Medusa's dashboard
 * (on the backend's origin) its session cookie, so both screens call the same routes.
 */
const authenticateStaff = authenticate("user", ["bearer", "session"])

/** A Medusa user's token or session that has not been revoked. */
function requireStaff(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  return authenticateStaff(req, res, (error?: unknown) => {
    if (error) return next(error)
    void refuseEndedSessions(req, res, next).catch(next)
  })
}

/**
 * Routes that take no query parameters refuse any (every route validates its input:
 * docs/operations.md, "Security").
 */
const noQuery = validateQuery(z.object({}).strict())

/** Every /api/admin route but signing in and out. */
function staffOnly(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const pathname = (req.originalUrl || req.url).split("?")[0].replace(/\/$/, "")
  if (OPEN_STAFF_ROUTES.has(pathname)) return next()
  return requireStaff(req, res, next)
}

/** Product pictures arrive as multipart `files`; each is judged on its own in the route (10 MB each). */
const imageUploads = multer({ storage: multer.memoryStorage(), limits: { fileSize: 25 * 1024 * 1024, files: 20 } })
/** A tax exemption certificate: one file, judged by its content in the route; at most 10 MB here. */
const certificateUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_CERTIFICATE_BYTES, files: 1, fields: 10 } })
/**
 * A CSV import arrives as the request's text, as text/csv only (docs/decisions.md, "What staff
 * upload"): a type that a page of another site cannot send without asking first.
 */
const csvBody = bodyParser.text({ type: ["text/csv"], limit: MAX_CSV_BYTES })
function csvOnly(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  if (req.is("text/csv")) return next()
  const message = "The import takes a CSV file: send it with Content-Type: text/csv."
  res.status(415).json({ message, errors: [{ path: "", message }] })
}

const byAddress = limitedAddress
const byCustomer = (req: MedusaRequest) => (req as MedusaRequest & { auth_context?: { actor_id?: string } }).auth_context?.actor_id
/**
 * A profile update counts against the e-mail-change limits only when it changes the e-mail: each
 * such attempt tells whether an address has an account, as sign-up does.
 */
const whenEmailChanges = (subject: (req: MedusaRequest) => string | null | undefined) => async (req: MedusaRequest) => {
  const email = bodyEmail(req)
  const customerId = byCustomer(req)
  if (!email || !customerId) return null
  const [customer] = await req.scope.resolve(Modules.CUSTOMER).listCustomers({ id: customerId }, { select: ["email"], take: 1 })
  return customer && customer.email.toLowerCase() !== email ? subject(req) : null
}
/** The e-mail the signed-in customer signs in with. */
const signedInEmail = (req: MedusaRequest) => {
  const authIdentityId = (req as MedusaRequest & { auth_context?: { auth_identity_id?: string } }).auth_context?.auth_identity_id
  return authIdentityId ? signInEmailOf(req.scope, authIdentityId) : null
}

/** The e-mail of Medusa's reset request body ({ identifier }). */
const bodyIdentifier = (req: MedusaRequest) => {
  const identifier = (req.body as { identifier?: unknown } | undefined)?.identifier
  return typeof identifier === "string" && identifier.trim() ? identifier.trim().toLowerCase() : null
}

/**
 * Reset links asked for (docs/operations.md, "Security"): every request counts, whether or not the
 * account exists, per account from one address and per address (429 past either); past the
 * account's own allowance a request from an address the account has not signed in from is
 * answered as usual and not sent, so strangers can neither flood the mailbox nor keep the owner
 * from their own link.
 */
const resetRequestLimit = (kind: AccountKind, email: (req: MedusaRequest) => string | null) =>
  rateLimit("password-reset", [
    { limit: "passwordResetsPerAccountAndAddress", subject: accountAndAddressOf(kind, email) },
    { limit: "passwordResetsPerAddress", subject: byAddress },
    { limit: "passwordResetsPerAccount", subject: accountUnlessKnownAddress(kind, email), quiet: true },
  ])
/** A reset link used: a refused token counts as a failed sign-in of the address. */
const resetTokenLimit = rateLimit("sign-in", [{ limit: "loginPerAddress", subject: byAddress }], { count: "failure", failures: [400, 401] })
const inviteTokenLimit = rateLimit("sign-in", [{ limit: "loginPerAddress", subject: byAddress }], { count: "failure", failures: [400, 404] })

/**
 * Sign-in: failed attempts count per account from one address, per address, and per account from
 * addresses it has not signed in from (docs/operations.md, "Security"). A success clears the
 * account's count from that address and remembers the address.
 */
const signInLimit = (kind: AccountKind) =>
  rateLimit(
    "sign-in",
    [
      { limit: "loginPerAccountAndAddress", subject: accountAndAddressOf(kind, bodyEmail) },
      { limit: "loginPerAddress", subject: byAddress },
      { limit: "loginPerAccount", subject: accountUnlessKnownAddress(kind, bodyEmail) },
    ],
    { count: "failure", failures: [401], clearOnSuccess: "loginPerAccountAndAddress", onSuccess: rememberAddressOf(kind, bodyEmail) }
  )
const customerSignInLimit = signInLimit("customer")
const staffSignInLimit = signInLimit("user")
/** A wrong current password (changing the password or the sign-in e-mail) counts as a failed sign-in from that address. */
const currentPasswordLimit = rateLimit("sign-in", [{ limit: "loginPerAccountAndAddress", subject: accountAndAddressOf("customer", signedInEmail) }], {
  count: "failure",
  failures: [400],
})

export default defineMiddlewares({
  errorHandler: shopErrorHandler(),
  routes: [
    // Each request's id, metrics and JSON line first, so refusals by the others are counted too.
    { matcher: "/*", middlewares: [observeRequests, hidePoweredBy, answerJsonNotFound, refuseBadPaths, refuseCrossSiteCookieWrites] },
    // Uploaded pictures, with headers that keep them from running as pages (docs/decisions.md).
    { matcher: "/static/*", middlewares: [serveStaticFiles] },
    { matcher: "/api/*", middlewares: [databaseAvailability, answerUnknownApiRoutes, refuseControlCharacters] },
    { matcher: "/api/admin/*", middlewares: [staffOnly] },

    // Medusa's own routes (the backend origin): revoked tokens and sessions are refused there too.
    { matcher: "/store/*", middlewares: [refuseEndedSessions] },
    { matcher: "/admin/*", middlewares: [refuseEndedSessions] },
    // A refreshed token would outlive the session it came from: the shop's sessions are not refreshed.
    { matcher: "/auth/token/refresh", middlewares: [closeTokenRefresh] },
    { matcher: "/auth/session", method: ["POST"], middlewares: [refuseEndedSessions, rememberSessionToken] },
    { matcher: "/auth/session", method: ["DELETE"], middlewares: [revokeSessionToken] },
    { matcher: "/auth/customer/*", middlewares: [closeCustomerAuthRoutes] },
    { matcher: "/auth/user/emailpass", method: ["POST"], middlewares: [logStaffSignIns, staffSignInLimit, guardStaffSignIn] },
    {
      matcher: "/auth/user/emailpass/register",
      method: ["POST"],
      middlewares: [rateLimit("sign-up", [{ limit: "registerPerAddress", subject: byAddress }]), guardStaffRegistration],
    },
    // Medusa's dashboard's "reset password": answered by the shop, which e-mails the link (docs/email.md).
    {
      matcher: "/auth/user/emailpass/reset-password",
      method: ["POST"],
      middlewares: [resetRequestLimit("user", bodyIdentifier), staffPasswordResetRequest],
    },
    { matcher: "/auth/user/emailpass/update", method: ["POST"], middlewares: [resetTokenLimit, staffPasswordUpdate] },
    { matcher: "/admin/inquiries", method: ["GET"], middlewares: [validateQuery(listInquiriesQuerySchema)] },
    { matcher: "/admin/quotes", method: ["GET"], middlewares: [validateQuery(listQuotesQuerySchema)] },
    { matcher: "/admin/companies", method: ["GET"], middlewares: [validateQuery(listCompaniesQuerySchema)] },
    { matcher: "/admin/product-fits/:id", method: ["PUT"], middlewares: [validateBody(productFitsBodySchema)] },
    // Webhooks (Medusa's /hooks/payment/{provider}, a plugin's /hooks routes) come through the public
    // origin: counted per address before Medusa reads them; their bodies are left as sent, so
    // signatures verify (docs/operations.md, "Payments").
    { matcher: "/hooks/*", middlewares: [rateLimit("webhook", [{ limit: "webhooksPerAddress", subject: byAddress }])] },

    // The shop's catalogue.
    { matcher: "/api/products", method: ["GET"], middlewares: [validateQuery(listProductsQuerySchema)] },
    { matcher: "/api/products/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/products/:id/reviews", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/search-suggestions", method: ["GET"], middlewares: [validateQuery(suggestionsQuerySchema)] },
    { matcher: "/api/products/lookup", method: ["POST"], middlewares: [validateBody(productLookupBodySchema)] },
    { matcher: "/api/products/:id/fits", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/product-supplies", method: ["GET"], middlewares: [validateQuery(suppliesQuerySchema)] },
    {
      matcher: "/api/products/:id/stock-alerts",
      method: ["POST"],
      middlewares: [
        authenticate("customer", ["bearer"], { allowUnauthenticated: true }),
        refuseEndedSessions,
        validateBody(stockAlertBodySchema),
        rateLimit("form", [{ limit: "inquiriesPerAddress", subject: byAddress }]),
      ],
    },
    // The e-mail's link: its page posts the token; mail programs post to ?token= (RFC 8058). A wrong
    // token counts as a failed sign-in would from that address.
    {
      matcher: "/api/stock-alerts/unsubscribe",
      method: ["POST"],
      middlewares: [rateLimit("sign-in", [{ limit: "loginPerAddress", subject: byAddress }], { count: "failure", failures: [400, 404] })],
    },
    { matcher: "/api/shop/pricing", method: ["GET"], middlewares: [noQuery] },
    {
      matcher: "/api/products/:id/reviews",
      method: ["POST"],
      middlewares: [
        ...customerOnly,
        validateBody(createReviewBodySchema),
        rateLimit("review", [{ limit: "reviewsPerCustomer", subject: byCustomer }]),
      ],
    },

    // Accounts.
    {
      matcher: "/api/register",
      method: ["POST"],
      middlewares: [
        validateBody(registerBodySchema),
        rateLimit(
          "sign-up",
          [
            { limit: "registerPerAddress", subject: byAddress },
            { limit: "registerPerEmail", subject: bodyEmail },
          ],
          { onSuccess: rememberAddressOf("customer", bodyEmail) }
        ),
      ],
    },
    { matcher: "/api/login", method: ["POST"], middlewares: [validateBody(loginBodySchema), customerSignInLimit] },
    { matcher: "/api/password/forgot", method: ["POST"], middlewares: [validateBody(forgotPasswordBodySchema), resetRequestLimit("customer", bodyEmail)] },
    { matcher: "/api/password/reset", method: ["POST"], middlewares: [validateBody(resetPasswordBodySchema), resetTokenLimit] },
    { matcher: "/api/password/reset/check", method: ["POST"], middlewares: [validateBody(checkResetTokenBodySchema), resetTokenLimit] },
    { matcher: "/api/auth/user", middlewares: [...customerOnly, noQuery] },
    { matcher: "/api/user/*", middlewares: customerOnly },
    { matcher: "/api/user/orders", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/user/orders/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/user/orders/:id/invoice", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/user/addresses", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/user/orders/:id/returns", method: ["POST"], middlewares: [validateBody(returnRequestBodySchema)] },
    { matcher: "/api/user/addresses", method: ["POST"], middlewares: [validateBody(savedAddressBodySchema)] },
    { matcher: "/api/user/addresses/:id", method: ["PUT"], middlewares: [validateBody(savedAddressBodySchema)] },
    { matcher: "/api/user/saved-lists", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/user/saved-lists/merge", method: ["POST"], middlewares: [validateBody(mergeSavedListsBodySchema)] },
    { matcher: "/api/user/cart", method: ["PUT"], middlewares: [validateBody(savedCartBodySchema)] },
    { matcher: "/api/user/wishlist", method: ["PUT"], middlewares: [validateBody(savedWishlistBodySchema)] },
    {
      matcher: "/api/user/profile",
      method: ["PUT"],
      middlewares: [
        validateBody(profileBodySchema),
        rateLimit("email-change", [
          { limit: "registerPerAddress", subject: whenEmailChanges(byAddress) },
          { limit: "emailChangesPerCustomer", subject: whenEmailChanges(byCustomer) },
        ]),
        currentPasswordLimit,
      ],
    },
    {
      matcher: "/api/user/password",
      method: ["PUT"],
      middlewares: [
        validateBody(passwordBodySchema),
        currentPasswordLimit,
      ],
    },

    // Orders and tracking.
    { matcher: "/api/orders", method: ["POST"], middlewares: [...customerOnly, validateBody(placeOrderBodySchema)] },
    {
      matcher: "/api/checkout",
      method: ["POST"],
      middlewares: [
        ...customerOnly,
        validateBody(prepareCheckoutBodySchema),
        rateLimit("checkout", [
          { limit: "checkoutsPerCustomer", subject: byCustomer },
          { limit: "checkoutsPerAddress", subject: byAddress },
        ]),
        preparesInTurn,
      ],
    },
    {
      // Visitors may check a code; a signed-in customer's token lets once-per-customer codes be checked.
      matcher: "/api/promotions/check",
      method: ["POST"],
      middlewares: [
        authenticate("customer", ["bearer"], { allowUnauthenticated: true }),
        refuseEndedSessions,
        validateBody(checkPromotionBodySchema),
        rateLimit("promo-code", [{ limit: "promoChecksPerAddress", subject: byAddress }]),
      ],
    },
    {
      matcher: "/api/orders/track",
      method: ["POST"],
      middlewares: [validateBody(trackOrderBodySchema), rateLimit("tracking", [{ limit: "trackPerAddress", subject: byAddress }])],
    },

    // Quotes (docs/api.md, "Quotes"): asked, discussed and accepted by signed-in customers.
    {
      matcher: "/api/quotes",
      method: ["POST"],
      middlewares: [...customerOnly, validateBody(quoteRequestBodySchema), rateLimit("form", [{ limit: "inquiriesPerAddress", subject: byAddress }])],
    },
    { matcher: "/api/user/quotes", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/user/quotes/:id", method: ["GET"], middlewares: [noQuery] },
    {
      matcher: "/api/user/quotes/:id/messages",
      method: ["POST"],
      middlewares: [validateBody(quoteMessageBodySchema), rateLimit("form", [{ limit: "inquiriesPerAddress", subject: byAddress }])],
    },
    { matcher: "/api/user/quotes/:id/accept", method: ["POST"], middlewares: [validateBody(acceptQuoteBodySchema)] },
    { matcher: "/api/user/quotes/:id/decline", method: ["POST"], middlewares: [noQuery] },
    { matcher: "/api/user/company", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/user/company", method: ["POST", "PUT"], middlewares: [validateBody(companyBodySchema)] },
    { matcher: "/api/user/company/invites", method: ["POST"], middlewares: [validateBody(companyInviteBodySchema)] },
    { matcher: "/api/user/company/members/:id", method: ["PUT"], middlewares: [validateBody(companyMemberBodySchema)] },
    { matcher: "/api/user/company/join", method: ["POST"], middlewares: [validateBody(companyInviteTokenBodySchema)] },
    { matcher: "/api/user/company/tax-exemptions", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/user/company/tax-exemptions", method: ["POST"], middlewares: [certificateUpload.single("file"), validateBody(taxExemptionBodySchema)] },
    // A wrong token counts as a failed sign-in would from that address: links cannot be guessed at speed.
    { matcher: "/api/company-invites/check", method: ["POST"], middlewares: [validateBody(companyInviteTokenBodySchema), inviteTokenLimit] },

    // Forms, from visitors and signed-in customers alike.
    {
      matcher: "/api/inquiries",
      method: ["POST"],
      middlewares: [
        authenticate("customer", ["bearer"], { allowUnauthenticated: true }),
        refuseEndedSessions,
        validateBody(inquiryBodySchema),
        rateLimit("form", [{ limit: "inquiriesPerAddress", subject: byAddress }]),
      ],
    },

    // Staff (staffOnly above).
    {
      matcher: "/api/admin/login",
      method: ["POST"],
      middlewares: [logStaffSignIns, validateBody(loginBodySchema), staffSignInLimit],
    },
    { matcher: "/api/admin/password/forgot", method: ["POST"], middlewares: [validateBody(forgotPasswordBodySchema), resetRequestLimit("user", bodyEmail)] },
    { matcher: "/api/admin/password/reset", method: ["POST"], middlewares: [validateBody(resetPasswordBodySchema), resetTokenLimit] },
    { matcher: "/api/admin/password/reset/check", method: ["POST"], middlewares: [validateBody(checkResetTokenBodySchema), resetTokenLimit] },
    { matcher: "/api/admin/session", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/stats", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/sales", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/products/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/products/import/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/orders/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/orders/:id/invoice", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/inquiries/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/reviews", method: ["GET"], middlewares: [validateQuery(listReviewsQuerySchema)] },
    { matcher: "/api/admin/search-terms", method: ["GET"], middlewares: [validateQuery(listSearchTermsQuerySchema)] },
    { matcher: "/api/admin/search-terms/:id", method: ["DELETE"], middlewares: [noQuery] },
    { matcher: "/api/admin/promotions", method: ["GET"], middlewares: [validateQuery(listPromotionsQuerySchema)] },
    { matcher: "/api/admin/promotions", method: ["POST"], middlewares: [validateBody(promotionBodySchema)] },
    { matcher: "/api/admin/promotions/:id", method: ["GET", "DELETE"], middlewares: [noQuery] },
    { matcher: "/api/admin/promotions/:id", method: ["PUT"], middlewares: [validateBody(promotionUpdateSchema)] },
    { matcher: "/api/admin/reviews/:id", method: ["PATCH"], middlewares: [validateBody(updateReviewBodySchema)] },
    { matcher: "/api/admin/products", method: ["GET"], middlewares: [validateQuery(listAdminProductsQuerySchema)] },
    { matcher: "/api/admin/products", method: ["POST"], middlewares: [validateBody(adminProductBodySchema)] },
    { matcher: "/api/admin/products/:id", method: ["PUT"], middlewares: [validateBody(adminProductUpdateSchema)] },
    { matcher: "/api/admin/products/import", method: ["POST"], middlewares: [csvOnly, csvBody] },
    { matcher: "/api/admin/uploads", method: ["POST"], middlewares: [imageUploads.array("files", 20)] },
    { matcher: "/api/admin/orders", method: ["GET"], middlewares: [validateQuery(listAdminOrdersQuerySchema)] },
    { matcher: "/api/admin/orders/:id/status", method: ["POST"], middlewares: [validateBody(orderStatusBodySchema)] },
    { matcher: "/api/admin/inquiries", method: ["GET"], middlewares: [validateQuery(listInquiriesQuerySchema)] },
    { matcher: "/api/admin/inquiries/:id", method: ["PATCH"], middlewares: [validateBody(updateInquiryBodySchema)] },
    { matcher: "/api/admin/inquiries/:id/replies", method: ["POST"], middlewares: [validateBody(inquiryReplyBodySchema)] },
    { matcher: "/api/admin/quotes", method: ["GET"], middlewares: [validateQuery(listQuotesQuerySchema)] },
    { matcher: "/api/admin/quotes/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/quotes/:id", method: ["PUT"], middlewares: [validateBody(priceQuoteBodySchema)] },
    { matcher: "/api/admin/quotes/:id/messages", method: ["POST"], middlewares: [validateBody(quoteMessageBodySchema)] },
    { matcher: "/api/admin/companies", method: ["GET"], middlewares: [validateQuery(listCompaniesQuerySchema)] },
    { matcher: "/api/admin/companies/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/companies/:id/terms", method: ["PUT"], middlewares: [validateBody(companyTermsBodySchema)] },
    { matcher: "/api/admin/orders/:id/invoice-paid", method: ["POST"], middlewares: [noQuery] },
    { matcher: "/api/admin/tax-exemptions", method: ["GET"], middlewares: [validateQuery(listTaxExemptionsQuerySchema)] },
    { matcher: "/api/admin/tax-exemptions/:id", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/tax-exemptions/:id/file", method: ["GET"], middlewares: [noQuery] },
    { matcher: "/api/admin/tax-exemptions/:id/review", method: ["POST"], middlewares: [validateBody(taxExemptionReviewBodySchema)] },
    { matcher: "/api/admin/returns", method: ["GET"], middlewares: [validateQuery(listReturnsQuerySchema)] },
    { matcher: "/api/admin/returns/:id/receive", method: ["POST"], middlewares: [validateBody(receiveReturnBodySchema)] },
    // One CSV row, staff only (docs/api.md).
    { matcher: "/api/products", method: ["POST"], middlewares: [requireStaff, validateBody(adminProductBodySchema)] },

    // What crawlers read without running the storefront: page heads, sitemap, robots.txt.
    ...seoMiddlewares,
  ],
})
