import { CATEGORY_HANDLES, CATEGORY_LABELS, type CategoryHandle } from "./catalogue-constants"
import { type FreeShipping, freeShippingText } from "./pricing"

// What search engines and link previews read of each page: its title and description. The
// storefront sets the same titles in the browser tab; the backend renders them, with the canonical
// address, Open Graph tags and a product's JSON-LD, into the HTML the public origin serves.

export const SHOP_NAME = "PrintShop Pro"
/** How customers reach the shop: the footer and pages, and every e-mail it sends. */
export const SUPPORT_PHONE = "(918) 555-0142"
export const SUPPORT_PHONE_HREF = "tel:+19185550142"
export const SUPPORT_EMAIL = "support@printshoppro.com"
export const SUPPORT_HOURS = "Mon-Fri 8AM-6PM CST"
export const COMPANY_LEGAL_NAME = "PrintShop Pro LLC"
export const COMPANY_ADDRESS = {
  street: "2250 E 73rd St, Suite 400",
  city: "Tulsa",
  state: "OK",
  zipCode: "74136",
} as const

/** '<title> - PrintShop Pro', or the shop's name alone for the home page. */
export function documentTitle(title: string): string {
  return title ? `${title} - ${SHOP_NAME}` : SHOP_NAME
}

export type PageHead = {
  /** The page's own title, as its screen sets it (without the shop's name). */
  title: string
  description: string
  /** False for pages that are someone's own or a step of a purchase: search engines skip them. */
  indexable: boolean
}

export const SHOP_DESCRIPTION =
  "Printers, photo printers, scanners, barcode scanners, POS systems and business solutions for homes and businesses across the United States, with expert support."

const page = (title: string, description: string, indexable = true): PageHead => ({ title, description, indexable })

const CATEGORY_DESCRIPTIONS: Record<CategoryHandle, string> = {
  printers: "Laser, inkjet and all-in-one printers for home offices and busy workgroups, from trusted brands with their full warranty.",
  "photo-printers": "Photo printers for studios, events and enthusiasts: lab-quality prints at home or on the go.",
  scanners: "Document, photo and workgroup scanners that take your paper archive digital, fast.",
  "pos-systems": "Complete point-of-sale systems for retail stores and restaurants: hardware, setup and support from one partner.",
  "barcode-scanners": "Handheld, wireless and rugged barcode scanners for retail checkouts, warehouses and healthcare.",
  "business-solutions": "Printing, POS and scanning equipment for businesses, with volume pricing, free setup and a dedicated team.",
}

/** The category landing pages, by path. */
export const CATEGORY_PAGE_HEADS: Record<string, PageHead> = Object.fromEntries(
  CATEGORY_HANDLES.map((handle) => [`/category/${handle}`, page(CATEGORY_LABELS[handle], CATEGORY_DESCRIPTIONS[handle])])
)

/**
 * Where a description names the free-shipping threshold, which Medusa's shipping options decide
 * (filled in by describeWithShipping when the head is made).
 */
export const FREE_SHIPPING_PLACEHOLDER = "{freeShipping}"

/** A description with its free-shipping sentence for Medusa's settings now (left out when shipping is never free). */
export function describeWithShipping(description: string, free: FreeShipping | null): string {
  return description.replace(FREE_SHIPPING_PLACEHOLDER, free ? `${freeShippingText(free)}.` : "").trim()
}

/** The shop's fixed pages, by path. Product pages are described by their product. */
export const PAGE_HEADS: Record<string, PageHead> = {
  "/": page("", SHOP_DESCRIPTION),
  "/products": page("All Products", `Shop every printer, scanner, POS system and barcode scanner we sell. ${FREE_SHIPPING_PLACEHOLDER}`),
  ...CATEGORY_PAGE_HEADS,
  "/business": page("Enterprise Solutions", "Business equipment with volume pricing, free setup and a dedicated account team. Request a business quote."),
  "/quick-order": page("Quick Order", "Order many products at once by SKU: paste lines of SKU and quantity or upload a CSV file, then add them to your cart."),
  // Its products come from the address (?ids=), so there is nothing of its own for search engines.
  "/compare": page("Compare Products", "Compare printers, scanners and POS systems side by side: price, rating, stock and every specification.", false),
  "/stock-alerts/unsubscribe": page("Back-in-Stock E-mails", `Stop back-in-stock e-mails from ${SHOP_NAME}.`, false),
  "/company/join": page("Company Invitation", `Join your company's account at ${SHOP_NAME}.`, false),
  "/cart": page("Shopping Cart", `Your cart at ${SHOP_NAME}: review your items, shipping and tax before checkout.`),
  "/wishlist": page("My Wishlist", `The products you saved at ${SHOP_NAME}.`, false),
  "/checkout": page("Checkout", `Place your order at ${SHOP_NAME}.`, false),
  "/track": page("Track Your Order", "Find out where your order is and when it will arrive with your order number."),
  "/support": page("Support Center", "Answers to common questions, support tickets, and manuals and downloads for your equipment."),
  "/contact": page("Contact Us", "Questions about a product, an order or equipment for your business? Call, e-mail or send us a message."),
  "/about": page("About Us", `${SHOP_NAME} is an independent retailer of printers, scanners and POS systems for homes and businesses across the United States.`),
  "/warranty": page("Warranty Services", "Manufacturer warranties, extended protection plans and warranty claims for the equipment we sell."),
  "/installation": page("Installation Services", "Professional installation, training and maintenance for printers, POS systems and scanners."),
  "/admin": page("Admin Access", "Staff sign-in.", false),
  "/privacy": page("Privacy Policy", `How ${SHOP_NAME} collects, uses and protects your personal information.`),
  "/terms": page("Terms of Service", `The terms that govern purchases and use of the ${SHOP_NAME} website.`),
  "/returns": page("Return Policy", "Returns within 30 days of delivery, 60 days for unopened items: how to start a return and get your refund."),
  "/manuals": page("Manuals & Documentation", "User manuals, setup guides and troubleshooting documents for the equipment we sell."),
  "/faq": page("Frequently Asked Questions", "Quick answers about orders, shipping, returns, products and payments."),
  "/careers": page("Careers", `Join the ${SHOP_NAME} team: open positions in sales, support and operations.`),
  "/press": page("Press & Media", `News and media resources from ${SHOP_NAME}.`),
  "/partners": page("Partner Program", `Partner with ${SHOP_NAME}: our partner program is coming soon.`),
  "/affiliate": page("Affiliate Program", `Earn with ${SHOP_NAME}: our affiliate program is coming soon.`),
  "/login": page("Sign In", `Sign in to your ${SHOP_NAME} account.`, false),
  "/signup": page("Sign Up", `Create your ${SHOP_NAME} account to check out faster and track your orders.`, false),
  "/account": page("My Account", `Your ${SHOP_NAME} account.`, false),
  "/forgot-password": page("Forgot Password", `Get a link to choose a new ${SHOP_NAME} password.`, false),
  "/reset-password": page("Reset Password", `Choose a new ${SHOP_NAME} password.`, false),
  "/admin/reset-password": page("Reset Password", "Staff password reset.", false),
}

/** Any other path: the not-found screen, which search engines must not index. */
export const NOT_FOUND_HEAD = page("Page Not Found", "The page you are looking for does not exist.", false)
/** An unknown product id. */
export const PRODUCT_NOT_FOUND_HEAD = page("Product Not Found", "The product you're looking for doesn't exist.", false)

/** The address of an order's confirmation, for its signed-in owner: the checkout's last page and the confirmation e-mail's link. */
export function orderConfirmationPath(orderNumber: string): string {
  return `/checkout/confirmation/${encodeURIComponent(orderNumber)}`
}

const ORDER_CONFIRMATION_PAGE = /^\/checkout\/confirmation\/[^/]+$/
const ORDER_CONFIRMATION_HEAD = page("Order Confirmed", `Your order at ${SHOP_NAME}.`, false)

/**
 * The head of a storefront page other than a product's (`/products/{id}` is described by its
 * product), or null when no screen of the shop answers that path: the public origin then answers
 * 404 and the storefront draws its not-found screen.
 */
export function pageHeadOf(pathname: string): PageHead | null {
  if (Object.hasOwn(PAGE_HEADS, pathname)) return PAGE_HEADS[pathname]
  if (ORDER_CONFIRMATION_PAGE.test(pathname)) return ORDER_CONFIRMATION_HEAD
  return null
}
