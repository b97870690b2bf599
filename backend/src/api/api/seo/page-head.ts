import {
  CATEGORY_HANDLES,
  CATEGORY_LABELS,
  type CategoryHandle,
  describeWithShipping,
  documentTitle,
  FREE_SHIPPING_PLACEHOLDER,
  freeShippingFrom,
  NOT_FOUND_HEAD,
  PAGE_HEADS,
  type PageHead,
  pageHeadOf,
  PRODUCT_NOT_FOUND_HEAD,
  productIdOfPagePath,
  type ProductJson,
  SHOP_DESCRIPTION,
  SHOP_NAME,
  type ShopPricing,
} from "@printshop/contract"
import { SHARE_IMAGE, hasShareImage, shareImagePath } from "../../../lib/seo/share-image"

// The <head> of a storefront page for crawlers and link previews that do not run JavaScript:
// title, description, canonical address, Open Graph tags and, on a product page, schema.org
// Product JSON-LD. The public origin puts it into the single-page app's index.html
// (docs/architecture.md, "Each page's head"; deploy/nginx.conf and scripts/lib/storefront-server.mjs).

/** The storefront's public address (STOREFRONT_URL, as medusa-config.ts reads it), without a trailing slash. */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return (env.STOREFRONT_URL || `http://localhost:${env.STOREFRONT_PORT || 8000}`).replace(/\/+$/, "")
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;")

/** JSON inside a <script> element: no '<' can close it early, and the line separators JavaScript once refused are escaped. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029")

/** A description of at most `max` characters, cut at a word. */
export function shortDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim()
  if (clean.length <= max) return clean
  const cut = clean.slice(0, max - 1)
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).replace(/[\s,.;:-]+$/, "")}…`
}

/** The page's path from what the edge sends: the request's path and query, possibly %-encoded. */
export function pagePath(raw: string): string {
  let pathname = raw.split(/[?#]/)[0] || "/"
  try {
    pathname = decodeURIComponent(pathname)
  } catch {
    // Not valid %-encoding: read as written.
  }
  if (!pathname.startsWith("/")) pathname = `/${pathname}`
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname
}

const absolute = (origin: string, url: string) => (/^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith("/") ? "" : "/"}${url}`)

/** schema.org Product of a catalogue product (name, image, brand, offer, aggregate rating). */
export function productJsonLd(product: ProductJson, url: string, origin: string) {
  const images = [...new Set([product.image, ...product.images].filter(Boolean))].map((image) => absolute(origin, image))
  const category = CATEGORY_LABELS[product.category as CategoryHandle]
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": `${url}#product`,
    name: product.name,
    description: product.description || undefined,
    sku: product.sku || product.id,
    url,
    image: images.length ? images : undefined,
    brand: product.brand ? { "@type": "Brand", name: product.brand } : undefined,
    category: category || undefined,
    offers: {
      "@type": "Offer",
      url,
      price: product.price,
      priceCurrency: "USD",
      availability: product.inStock ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: SHOP_NAME },
    },
    // A rating without reviews is not one: search engines refuse a count of 0.
    aggregateRating:
      product.reviewCount > 0
        ? { "@type": "AggregateRating", ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: "5", worstRating: "1" }
        : undefined,
  }
}

/** `card`: the image is the shop's own share card (1200x630 JPEG), not a picture on another site. */
type Head = PageHead & { type: "website" | "product"; image?: string; card?: boolean; jsonLd?: unknown }

/**
 * What the head says for a path; `product` is the catalogue's product of a /products/{id} path, if
 * any; `pricing` words a description's free-shipping promise (left out without it).
 */
export function headFor(pathname: string, product: ProductJson | undefined, origin: string, pricing?: ShopPricing): Head {
  const id = productIdOfPagePath(pathname)
  if (id !== null) {
    if (!product) return { ...PRODUCT_NOT_FOUND_HEAD, type: "website" }
    const url = `${origin}${pathname}`
    return {
      title: product.name,
      description: shortDescription(product.description || `${product.name} by ${product.brand} at ${SHOP_NAME}.`),
      indexable: true,
      type: "product",
      // Link previews get a raster card made from a stored picture (networks and messengers show no
      // SVG); a picture on another site is named as it is, for the preview to fetch.
      image: product.image ? absolute(origin, hasShareImage(product.image) ? shareImagePath(product.id, product.image) : product.image) : undefined,
      card: Boolean(product.image && hasShareImage(product.image)),
      jsonLd: productJsonLd(product, url, origin),
    }
  }
  const head = pageHeadOf(pathname) ?? NOT_FOUND_HEAD
  const description = head.description.includes(FREE_SHIPPING_PLACEHOLDER)
    ? describeWithShipping(head.description, pricing ? freeShippingFrom(pricing) : null)
    : head.description
  return { ...head, description, type: "website" }
}

/** The id of the element that carries the shop's tax and shipping settings to the storefront (its lib/shop-pricing.ts). */
export const SHOP_PRICING_ELEMENT_ID = "shop-pricing"

/**
 * What the browser should fetch along with the scripts, because the page's first screen is drawn
 * from it: the catalogue answers (`firstScreenApiPaths`) and the largest picture.
 */
export type FirstScreen = { data: string[]; image?: string }

const isLocalPath = (url: string) => url.startsWith("/") && !url.startsWith("//")

/**
 * The head as HTML, to be placed inside <head>. With `pricing` (Medusa's tax and shipping settings)
 * it also carries them as JSON, so the page's first paint states the shop's free-shipping promise
 * and estimates without asking for them.
 */
export function renderHead(
  pathname: string,
  product: ProductJson | undefined,
  origin: string,
  firstScreen: FirstScreen = { data: [], image: product?.image },
  pricing?: ShopPricing
): string {
  const head = headFor(pathname, product, origin, pricing)
  const url = `${origin}${pathname === "/" ? "/" : pathname}`
  const title = documentTitle(head.title)
  const meta = (attribute: "name" | "property", key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`
  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", head.description || SHOP_DESCRIPTION),
  ]
  if (head.indexable) lines.push(`<link rel="canonical" href="${escapeHtml(url)}">`)
  else lines.push(meta("name", "robots", "noindex"))
  lines.push(
    meta("property", "og:site_name", SHOP_NAME),
    meta("property", "og:type", head.type),
    meta("property", "og:title", head.title || SHOP_NAME),
    meta("property", "og:description", head.description || SHOP_DESCRIPTION),
    meta("property", "og:url", url),
    meta("property", "og:locale", "en_US"),
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary")
  )
  if (head.image) {
    lines.push(meta("property", "og:image", head.image))
    if (head.card) {
      lines.push(
        meta("property", "og:image:type", SHARE_IMAGE.type),
        meta("property", "og:image:width", String(SHARE_IMAGE.width)),
        meta("property", "og:image:height", String(SHARE_IMAGE.height))
      )
    }
    lines.push(meta("property", "og:image:alt", head.title))
  }
  // The page's largest paint and the answers it is drawn from are fetched with the scripts, not
  // after them. The storefront asks for its data with credentials, so the preload does too (a
  // preload is only used by a request of the same mode).
  if (firstScreen.image && isLocalPath(firstScreen.image)) {
    lines.push(`<link rel="preload" as="image" href="${escapeHtml(firstScreen.image)}" fetchpriority="high">`)
  }
  for (const data of firstScreen.data.filter(isLocalPath)) {
    lines.push(`<link rel="preload" as="fetch" href="${escapeHtml(data)}" crossorigin="use-credentials">`)
  }
  if (head.jsonLd) lines.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`)
  if (pricing) lines.push(`<script type="application/json" id="${SHOP_PRICING_ELEMENT_ID}">${scriptJson(pricing)}</script>`)
  return `${lines.join("\n")}\n`
}

/** Indexable pages that are nobody's destination from a search: the cart and the tracking form. */
const UNLISTED = new Set(["/cart", "/track"])

/** Every page a search engine should know: the fixed indexable pages, the categories and every product. */
export function sitemapXml(origin: string, productIds: string[]): string {
  const paths = [
    ...Object.entries(PAGE_HEADS)
      .filter(([path, head]) => head.indexable && !UNLISTED.has(path))
      .map(([path]) => path),
    ...CATEGORY_HANDLES.map((handle) => `/category/${handle}`),
    ...productIds.map((id) => `/products/${encodeURIComponent(id)}`),
  ]
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`
}

/** robots.txt: everything may be crawled but the staff area, the account and the checkout; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Disallow: /admin", "Disallow: /account", "Disallow: /checkout", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n")
}
