/**
 * Every route the shop adds, with the contract's schemas of what it takes and answers. It is the
 * source of docs/api-reference.md (`npm run docs:api`), and a test holds it to the backend's route
 * files, so that no route goes undocumented.
 */
import { type core, z } from "zod"
import { authAnswerSchema, checkResetTokenAnswerSchema, checkResetTokenBodySchema, forgotPasswordAnswerSchema, forgotPasswordBodySchema, loginBodySchema, passwordAnswerSchema, passwordBodySchema, profileAnswerSchema, profileBodySchema, registerBodySchema, resetPasswordAnswerSchema, resetPasswordBodySchema, userSchema } from "./accounts"
import { savedAddressBodySchema, savedAddressListSchema, savedAddressSchema } from "./addresses"
import {
  adminInquiryPageSchema,
  adminInquirySchema,
  adminOrderPageSchema,
  adminOrderSchema,
  adminProductBodySchema,
  adminProductPageSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  adminSalesSchema,
  adminStatsSchema,
  deletedSchema,
  importJobSchema,
  importStartedSchema,
  inquiryReplyBodySchema,
  inquiryReplySchema,
  listAdminOrdersQuerySchema,
  listAdminProductsQuerySchema,
  listInquiriesQuerySchema,
  listReviewsQuerySchema,
  listSearchTermsQuerySchema,
  orderStatusBodySchema,
  searchTermPageSchema,
  staffLoginAnswerSchema,
  staffReviewPageSchema,
  staffReviewSchema,
  staffSchema,
  staffSessionSchema,
  updateInquiryBodySchema,
  updateReviewBodySchema,
  uploadAnswerSchema,
} from "./admin"
import { productFitsSchema, productListSchema, productLookupSchema, productPageSchema, productSchema, reviewListSchema, reviewSchema, shopPricingSchema, suggestionsSchema } from "./answers"
import { listProductsQuerySchema, productLookupBodySchema, suggestionsQuerySchema } from "./catalogue"
import { inquiryBodySchema, inquiryReceiptSchema } from "./inquiries"
import {
  productFitsBodySchema,
  stockAlertAnswerSchema,
  stockAlertBodySchema,
  stockAlertUnsubscribeAnswerSchema,
  stockAlertUnsubscribeBodySchema,
  suppliesQuerySchema,
} from "./choosing"
import { addressSchema, orderItemSchema, orderListSchema, orderSchema, placeOrderBodySchema, prepareCheckoutBodySchema, preparedCheckoutSchema, trackOrderBodySchema, trackingEventSchema, trackingSummarySchema } from "./orders"
import { checkPromotionBodySchema, listPromotionsQuerySchema, promotionBodySchema, promotionCheckSchema, promotionPageSchema, promotionSchema, promotionUpdateSchema } from "./promotions"
import { adminReturnPageSchema, adminReturnSchema, listReturnsQuerySchema, returnRequestBodySchema, returnSchema } from "./returns"
import {
  adminCompanyPageSchema,
  adminCompanySchema,
  companyBodySchema,
  companyInviteBodySchema,
  companyInviteCheckSchema,
  companyInviteSchema,
  companyInviteTokenBodySchema,
  companyMemberBodySchema,
  companyTermsBodySchema,
  listCompaniesQuerySchema,
  userCompanySchema,
} from "./companies"
import { adminTaxExemptionPageSchema, adminTaxExemptionSchema, listTaxExemptionsQuerySchema, taxExemptionBodySchema, taxExemptionListSchema, taxExemptionReviewBodySchema, taxExemptionSchema } from "./tax-exemptions"
import { acceptQuoteBodySchema, adminQuotePageSchema, adminQuoteSchema, listQuotesQuerySchema, priceQuoteBodySchema, quoteListSchema, quoteMessageBodySchema, quoteMessageSchema, quoteRequestBodySchema, quoteSchema } from "./quotes"
import { createReviewBodySchema } from "./reviews"
import { mergeSavedListsBodySchema, savedCartBodySchema, savedListsSchema, savedWishlistBodySchema } from "./saved-lists"

type Schema = core.$ZodType

/** Who may call a route: anyone, a signed-in customer, staff (shop token), or staff on Medusa's own origin. */
export type ApiAccess = "everyone" | "customer" | "staff" | "dashboard"

export type ApiRoute = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"
  /** The path as the backend's route folders spell it, `{id}` for a parameter. */
  path: string
  access: ApiAccess
  summary: string
  query?: Schema
  body?: Schema
  /** What a success answers: JSON by its schema(s), or a short description of anything else. */
  answer: Schema | readonly Schema[] | string
  status?: number
}

/** Shapes that recur across routes, shown once by name in the reference. */
export const API_SHAPES: Readonly<Record<string, Schema>> = {
  Product: productSchema,
  AdminProduct: adminProductSchema,
  Review: reviewSchema,
  StaffReview: staffReviewSchema,
  User: userSchema,
  Staff: staffSchema,
  Address: addressSchema,
  SavedAddress: savedAddressSchema,
  SavedLists: savedListsSchema,
  OrderItem: orderItemSchema,
  TrackingEvent: trackingEventSchema,
  Order: orderSchema,
  AdminOrder: adminOrderSchema,
  Return: returnSchema,
  AdminReturn: adminReturnSchema,
  Inquiry: adminInquirySchema,
  InquiryReply: inquiryReplySchema,
  Promotion: promotionSchema,
  Quote: quoteSchema,
  AdminQuote: adminQuoteSchema,
  QuoteMessage: quoteMessageSchema,
}

export const API_ROUTES: readonly ApiRoute[] = [
  { method: "GET", path: "/api/health", access: "everyone", summary: "The shop and its database are up (503 when the database does not answer).", answer: "{ status, shop, database }" },
  { method: "GET", path: "/api/products", access: "everyone", summary: "The catalogue: a plain list without paging parameters, a page with them.", query: listProductsQuerySchema, answer: [productListSchema, productPageSchema] },
  { method: "POST", path: "/api/products/lookup", access: "everyone", summary: "The products of a quick order's SKUs, and the SKUs the shop does not know.", body: productLookupBodySchema, answer: productLookupSchema },
  { method: "GET", path: "/api/products/{id}", access: "everyone", summary: "One product.", answer: productSchema },
  { method: "GET", path: "/api/products/{id}/reviews", access: "everyone", summary: "A product's reviews, newest first.", answer: reviewListSchema },
  { method: "GET", path: "/api/products/{id}/fits", access: "everyone", summary: "The supplies and accessories that fit a product, and the products it fits.", answer: productFitsSchema },
  { method: "GET", path: "/api/product-supplies", access: "everyone", summary: "The supplies and accessories of some products (a cart's), in stock first.", query: suppliesQuerySchema, answer: productListSchema },
  { method: "POST", path: "/api/products/{id}/stock-alerts", access: "everyone", summary: "E-mail an address once when an out-of-stock product is back (the same answer for a repeat).", body: stockAlertBodySchema, answer: stockAlertAnswerSchema, status: 201 },
  { method: "POST", path: "/api/stock-alerts/unsubscribe", access: "everyone", summary: "A back-in-stock e-mail's one-click unsubscribe (the token in the body or the query).", body: stockAlertUnsubscribeBodySchema, answer: stockAlertUnsubscribeAnswerSchema },
  { method: "POST", path: "/api/products/{id}/reviews", access: "customer", summary: "The customer's review of a product (a second one updates the first).", body: createReviewBodySchema, answer: reviewSchema, status: 201 },
  { method: "POST", path: "/api/products", access: "staff", summary: "One product (a CSV row), as POST /api/admin/products.", body: adminProductBodySchema, answer: adminProductSchema, status: 201 },
  { method: "GET", path: "/api/search-suggestions", access: "everyone", summary: "Up to 8 suggestions for what is typed in the search box.", query: suggestionsQuerySchema, answer: suggestionsSchema },
  { method: "GET", path: "/api/seo/head", access: "everyone", summary: "The <head> of a storefront page for crawlers.", answer: "HTML" },
  { method: "GET", path: "/api/seo/share-image/{id}", access: "everyone", summary: "A product's 1200x630 share card.", answer: "JPEG" },
  { method: "GET", path: "/api/seo/sitemap.xml", access: "everyone", summary: "The sitemap (served as /sitemap.xml).", answer: "XML" },
  { method: "GET", path: "/api/seo/robots.txt", access: "everyone", summary: "robots.txt (served as /robots.txt).", answer: "text" },
  { method: "POST", path: "/api/register", access: "everyone", summary: "A new customer account, signed in.", body: registerBodySchema, answer: authAnswerSchema, status: 201 },
  { method: "POST", path: "/api/login", access: "everyone", summary: "Signs a customer in.", body: loginBodySchema, answer: authAnswerSchema },
  { method: "POST", path: "/api/password/forgot", access: "everyone", summary: "E-mails a link to reset a forgotten password (the same answer for any address).", body: forgotPasswordBodySchema, answer: forgotPasswordAnswerSchema, status: 202 },
  { method: "POST", path: "/api/password/reset", access: "everyone", summary: "A new password from the e-mailed link; signed in.", body: resetPasswordBodySchema, answer: resetPasswordAnswerSchema },
  { method: "POST", path: "/api/password/reset/check", access: "everyone", summary: "Whether the e-mailed reset link still works (it is not used).", body: checkResetTokenBodySchema, answer: checkResetTokenAnswerSchema },
  { method: "GET", path: "/api/shop/pricing", access: "everyone", summary: "The country's sales tax and the shipping options with their prices and rules, as set in Medusa.", answer: shopPricingSchema },
  { method: "POST", path: "/api/promotions/check", access: "everyone", summary: "The cart priced with a promo code, as the order would be.", body: checkPromotionBodySchema, answer: promotionCheckSchema },
  { method: "POST", path: "/api/orders/track", access: "everyone", summary: "A visitor's order by its number and e-mail.", body: trackOrderBodySchema, answer: trackingSummarySchema },
  { method: "POST", path: "/api/inquiries", access: "everyone", summary: "Stores one of the support forms.", body: inquiryBodySchema, answer: inquiryReceiptSchema, status: 201 },
  { method: "POST", path: "/api/logout", access: "customer", summary: "Ends the session of the token sent.", answer: "{ message }" },
  { method: "GET", path: "/api/auth/user", access: "customer", summary: "The signed-in customer.", answer: userSchema },
  { method: "PUT", path: "/api/user/profile", access: "customer", summary: "Changes the customer's name, e-mail and phone.", body: profileBodySchema, answer: profileAnswerSchema },
  { method: "PUT", path: "/api/user/password", access: "customer", summary: "Changes the customer's password; other sessions end.", body: passwordBodySchema, answer: passwordAnswerSchema },
  { method: "POST", path: "/api/checkout", access: "customer", summary: "Prepares the customer's order while the checkout form is filled in.", body: prepareCheckoutBodySchema, answer: preparedCheckoutSchema },
  { method: "POST", path: "/api/orders", access: "customer", summary: "Places the customer's order.", body: placeOrderBodySchema, answer: orderSchema, status: 201 },
  { method: "GET", path: "/api/user/orders", access: "customer", summary: "The customer's orders, newest first.", answer: orderListSchema },
  { method: "GET", path: "/api/user/orders/{id}", access: "customer", summary: "One of the customer's orders, by its number.", answer: orderSchema },
  { method: "GET", path: "/api/user/orders/{id}/invoice", access: "customer", summary: "The order's invoice as a PDF (the customer's or a company colleague's order).", answer: "application/pdf" },
  { method: "POST", path: "/api/user/orders/{id}/cancel", access: "customer", summary: "Cancels the customer's order within the hour, before it ships.", answer: orderSchema },
  { method: "POST", path: "/api/user/orders/{id}/returns", access: "customer", summary: "Asks to return items of a delivered order.", body: returnRequestBodySchema, answer: returnSchema, status: 201 },
  { method: "POST", path: "/api/quotes", access: "customer", summary: "Asks for a quote on products and quantities.", body: quoteRequestBodySchema, answer: quoteSchema, status: 201 },
  { method: "GET", path: "/api/user/quotes", access: "customer", summary: "The customer's quotes, newest first.", answer: quoteListSchema },
  { method: "GET", path: "/api/user/quotes/{id}", access: "customer", summary: "One of the customer's quotes with its lines and messages.", answer: quoteSchema },
  { method: "POST", path: "/api/user/quotes/{id}/messages", access: "customer", summary: "A message to staff about the quote, e-mailed to them.", body: quoteMessageBodySchema, answer: quoteMessageSchema, status: 201 },
  { method: "POST", path: "/api/user/quotes/{id}/accept", access: "customer", summary: "Accepts a priced quote: places its order at the quoted prices (409 when expired or already accepted).", body: acceptQuoteBodySchema, answer: "{ quote, order }", status: 201 },
  { method: "POST", path: "/api/user/quotes/{id}/decline", access: "customer", summary: "Declines a quote.", answer: quoteSchema },
  { method: "GET", path: "/api/user/company", access: "customer", summary: "The customer's company and role in it, or nulls.", answer: userCompanySchema },
  { method: "POST", path: "/api/user/company", access: "customer", summary: "Makes the account a company's, the customer its first admin (409 when already in one).", body: companyBodySchema, answer: userCompanySchema, status: 201 },
  { method: "PUT", path: "/api/user/company", access: "customer", summary: "A company admin changes its details.", body: companyBodySchema, answer: userCompanySchema },
  { method: "POST", path: "/api/user/company/invites", access: "customer", summary: "A company admin invites a colleague by e-mail.", body: companyInviteBodySchema, answer: companyInviteSchema, status: 201 },
  { method: "DELETE", path: "/api/user/company/invites/{id}", access: "customer", summary: "A company admin cancels an invitation.", answer: deletedSchema },
  { method: "PUT", path: "/api/user/company/members/{id}", access: "customer", summary: "A company admin changes a member's role (`id`: the customer; 409 for the last admin).", body: companyMemberBodySchema, answer: userCompanySchema },
  { method: "DELETE", path: "/api/user/company/members/{id}", access: "customer", summary: "A company admin removes a member (`id`: the customer), or a member leaves (their own id).", answer: userCompanySchema },
  { method: "POST", path: "/api/user/company/join", access: "customer", summary: "Joins the company an invitation link names (the account's e-mail must be the invited one).", body: companyInviteTokenBodySchema, answer: userCompanySchema },
  { method: "POST", path: "/api/company-invites/check", access: "everyone", summary: "What an invitation link's page shows before joining (404 when the link does not work).", body: companyInviteTokenBodySchema, answer: companyInviteCheckSchema },
  { method: "GET", path: "/api/user/company/tax-exemptions", access: "customer", summary: "The company's tax exemption certificates, newest first.", answer: taxExemptionListSchema },
  { method: "POST", path: "/api/user/company/tax-exemptions", access: "customer", summary: "A company admin uploads a certificate (multipart: file, kind, certificateNumber, states, expiresOn) for staff to review.", body: taxExemptionBodySchema, answer: taxExemptionSchema, status: 201 },
  { method: "GET", path: "/api/user/addresses", access: "customer", summary: "The customer's saved addresses, the default first.", answer: savedAddressListSchema },
  { method: "POST", path: "/api/user/addresses", access: "customer", summary: "Saves an address.", body: savedAddressBodySchema, answer: savedAddressSchema, status: 201 },
  { method: "PUT", path: "/api/user/addresses/{id}", access: "customer", summary: "Changes one of the customer's addresses.", body: savedAddressBodySchema, answer: savedAddressSchema },
  { method: "DELETE", path: "/api/user/addresses/{id}", access: "customer", summary: "Removes one of the customer's addresses.", answer: deletedSchema },
  { method: "GET", path: "/api/user/saved-lists", access: "customer", summary: "The cart and wishlist kept with the account (products no longer sold left out).", answer: savedListsSchema },
  { method: "PUT", path: "/api/user/cart", access: "customer", summary: "Replaces the cart kept with the account.", body: savedCartBodySchema, answer: savedListsSchema },
  { method: "PUT", path: "/api/user/wishlist", access: "customer", summary: "Replaces the wishlist kept with the account.", body: savedWishlistBodySchema, answer: savedListsSchema },
  { method: "POST", path: "/api/user/saved-lists/merge", access: "customer", summary: "Merges the browser's cart and wishlist into the account's (every product of either, the larger quantity of a line) and keeps the result.", body: mergeSavedListsBodySchema, answer: savedListsSchema },
  { method: "POST", path: "/api/admin/login", access: "everyone", summary: "Signs a member of staff in (a token for 24 hours).", body: loginBodySchema, answer: staffLoginAnswerSchema },
  { method: "POST", path: "/api/admin/logout", access: "staff", summary: "Ends the staff session of the token sent.", answer: "{ message }" },
  { method: "GET", path: "/api/admin/session", access: "staff", summary: "The signed-in member of staff.", answer: staffSessionSchema },
  { method: "POST", path: "/api/admin/password/forgot", access: "everyone", summary: "E-mails a member of staff a link to reset their password.", body: forgotPasswordBodySchema, answer: forgotPasswordAnswerSchema, status: 202 },
  { method: "POST", path: "/api/admin/password/reset", access: "everyone", summary: "A new staff password from the e-mailed link; signed in.", body: resetPasswordBodySchema, answer: staffLoginAnswerSchema },
  { method: "POST", path: "/api/admin/password/reset/check", access: "everyone", summary: "Whether a staff reset link still works (it is not used).", body: checkResetTokenBodySchema, answer: checkResetTokenAnswerSchema },
  { method: "GET", path: "/api/admin/stats", access: "staff", summary: "The dashboard's totals.", answer: adminStatsSchema },
  { method: "GET", path: "/api/admin/sales", access: "staff", summary: "Sales per day for 30 days and the products running low.", answer: adminSalesSchema },
  { method: "GET", path: "/api/admin/search-terms", access: "staff", summary: "Searches that found nothing, most frequent first.", query: listSearchTermsQuerySchema, answer: searchTermPageSchema },
  { method: "DELETE", path: "/api/admin/search-terms/{id}", access: "staff", summary: "Clears one search term.", answer: deletedSchema },
  { method: "GET", path: "/api/admin/promotions", access: "staff", summary: "Promotions, newest first.", query: listPromotionsQuerySchema, answer: promotionPageSchema },
  { method: "POST", path: "/api/admin/promotions", access: "staff", summary: "A new promotion (a promo code).", body: promotionBodySchema, answer: promotionSchema, status: 201 },
  { method: "GET", path: "/api/admin/promotions/{id}", access: "staff", summary: "One promotion.", answer: promotionSchema },
  { method: "PUT", path: "/api/admin/promotions/{id}", access: "staff", summary: "Changes the fields sent.", body: promotionUpdateSchema, answer: promotionSchema },
  { method: "DELETE", path: "/api/admin/promotions/{id}", access: "staff", summary: "Deletes a promotion (orders keep their code).", answer: deletedSchema },
  { method: "GET", path: "/api/admin/products", access: "staff", summary: "The catalogue newest first, drafts included.", query: listAdminProductsQuerySchema, answer: adminProductPageSchema },
  { method: "POST", path: "/api/admin/products", access: "staff", summary: "A new product.", body: adminProductBodySchema, answer: adminProductSchema, status: 201 },
  { method: "GET", path: "/api/admin/products/{id}", access: "staff", summary: "One product, draft or published.", answer: adminProductSchema },
  { method: "PUT", path: "/api/admin/products/{id}", access: "staff", summary: "Changes the fields sent.", body: adminProductUpdateSchema, answer: adminProductSchema },
  { method: "DELETE", path: "/api/admin/products/{id}", access: "staff", summary: "Deletes a product.", answer: deletedSchema },
  { method: "POST", path: "/api/admin/products/import", access: "staff", summary: "Starts a CSV import (the file is the body, text/csv); the worker runs it.", answer: importStartedSchema, status: 202 },
  { method: "GET", path: "/api/admin/products/import/{id}", access: "staff", summary: "An import's progress and row errors.", answer: importJobSchema },
  { method: "POST", path: "/api/admin/uploads", access: "staff", summary: "Pictures (multipart `files`) stored for products.", answer: uploadAnswerSchema, status: 201 },
  { method: "GET", path: "/api/admin/orders", access: "staff", summary: "Every order newest first: a plain list without paging parameters, a page with them.", query: listAdminOrdersQuerySchema, answer: [z.array(adminOrderSchema), adminOrderPageSchema] },
  { method: "GET", path: "/api/admin/orders/{id}", access: "staff", summary: "One order by its number or Medusa's id, with its e-mails and payment state.", answer: adminOrderSchema },
  { method: "GET", path: "/api/admin/orders/{id}/invoice", access: "staff", summary: "Any order's invoice as a PDF.", answer: "application/pdf" },
  { method: "POST", path: "/api/admin/orders/{id}/invoice-paid", access: "staff", summary: "Marks an invoice on payment terms paid: Medusa captures the order's payment (409 when not on terms or already paid).", answer: adminOrderSchema },
  { method: "POST", path: "/api/admin/orders/{id}/status", access: "staff", summary: "Moves an order on: processing, shipped, delivered or cancelled.", body: orderStatusBodySchema, answer: adminOrderSchema },
  { method: "GET", path: "/api/admin/returns", access: "staff", summary: "Customers' returns, newest first.", query: listReturnsQuerySchema, answer: adminReturnPageSchema },
  { method: "POST", path: "/api/admin/returns/{id}/receive", access: "staff", summary: "The returned items arrived: back in stock, refund recorded.", answer: adminReturnSchema },
  { method: "GET", path: "/api/admin/reviews", access: "staff", summary: "Every review, hidden ones included, newest first.", query: listReviewsQuerySchema, answer: staffReviewPageSchema },
  { method: "PATCH", path: "/api/admin/reviews/{id}", access: "staff", summary: "Hides a review or shows it again.", body: updateReviewBodySchema, answer: staffReviewSchema },
  { method: "GET", path: "/api/admin/inquiries", access: "staff", summary: "The stored forms, newest first.", query: listInquiriesQuerySchema, answer: adminInquiryPageSchema },
  { method: "GET", path: "/api/admin/inquiries/{id}", access: "staff", summary: "One form with its replies.", answer: adminInquirySchema },
  { method: "PATCH", path: "/api/admin/inquiries/{id}", access: "staff", summary: "Marks a form new or handled.", body: updateInquiryBodySchema, answer: adminInquirySchema },
  { method: "POST", path: "/api/admin/inquiries/{id}/replies", access: "staff", summary: "A reply, e-mailed to the sender.", body: inquiryReplyBodySchema, answer: inquiryReplySchema, status: 201 },
  { method: "GET", path: "/api/admin/quotes", access: "staff", summary: "Quotes, newest first.", query: listQuotesQuerySchema, answer: adminQuotePageSchema },
  { method: "GET", path: "/api/admin/quotes/{id}", access: "staff", summary: "One quote with its customer, lines and messages.", answer: adminQuoteSchema },
  { method: "PUT", path: "/api/admin/quotes/{id}", access: "staff", summary: "Prices a quote (its lines, the last day it holds, a note) and e-mails the customer.", body: priceQuoteBodySchema, answer: adminQuoteSchema },
  { method: "POST", path: "/api/admin/quotes/{id}/messages", access: "staff", summary: "A message to the customer about the quote, e-mailed to them.", body: quoteMessageBodySchema, answer: quoteMessageSchema, status: 201 },
  { method: "GET", path: "/api/admin/companies", access: "staff", summary: "Companies, newest first, with members, invitations and orders placed.", query: listCompaniesQuerySchema, answer: adminCompanyPageSchema },
  { method: "GET", path: "/api/admin/companies/{id}", access: "staff", summary: "One company as staff see it.", answer: adminCompanySchema },
  { method: "PUT", path: "/api/admin/companies/{id}/terms", access: "staff", summary: "Gives a company payment terms (net15, net30, net60) so its members may pay by invoice, or takes them away (null).", body: companyTermsBodySchema, answer: adminCompanySchema },
  { method: "GET", path: "/api/admin/tax-exemptions", access: "staff", summary: "Tax exemption certificates, newest first (one company's with companyId), with how many wait for review.", query: listTaxExemptionsQuerySchema, answer: adminTaxExemptionPageSchema },
  { method: "GET", path: "/api/admin/tax-exemptions/{id}", access: "staff", summary: "One certificate with its company.", answer: adminTaxExemptionSchema },
  { method: "GET", path: "/api/admin/tax-exemptions/{id}/file", access: "staff", summary: "A certificate's file (PDF or picture) from the private storage.", answer: "the file" },
  { method: "POST", path: "/api/admin/tax-exemptions/{id}/review", access: "staff", summary: "Approves or rejects a certificate (a note is required to reject); the company is e-mailed.", body: taxExemptionReviewBodySchema, answer: adminTaxExemptionSchema },
  { method: "GET", path: "/admin/companies", access: "dashboard", summary: "Companies for the dashboard's Companies page.", query: listCompaniesQuerySchema, answer: adminCompanyPageSchema },
  { method: "GET", path: "/admin/quotes", access: "dashboard", summary: "Quotes for the dashboard's Quotes page.", query: listQuotesQuerySchema, answer: adminQuotePageSchema },
  { method: "GET", path: "/admin/inquiries", access: "dashboard", summary: "The stored forms for the dashboard's Customer messages page.", query: listInquiriesQuerySchema, answer: adminInquiryPageSchema },
  { method: "GET", path: "/admin/product-fits/{id}", access: "dashboard", summary: "What a product fits and what fits it, for the dashboard's widget.", answer: "{ fits, supplies }" },
  { method: "PUT", path: "/admin/product-fits/{id}", access: "dashboard", summary: "The products a product fits, by SKU or name.", body: productFitsBodySchema, answer: "{ fits, supplies }" },
  { method: "GET", path: "/admin/shop-files/{key}", access: "dashboard", summary: "A private file (such as a dashboard export) as a download.", answer: "the file" },
]
