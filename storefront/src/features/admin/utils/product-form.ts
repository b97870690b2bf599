import { z } from 'zod'
import {
  SKU_MESSAGE,
  adminProductBodySchema,
  skuText,
  specificationLines,
  splitFitsText,
  type AdminProduct,
  type AdminProductPayload,
  type CategoryHandle,
} from '@printshop/contract'

const body = adminProductBodySchema.shape

/**
 * The product dialog's fields, each one a field of POST /api/admin/products, held as the
 * inputs hold them. The dialog does not check required fields itself: the server does,
 * and its 400 answer's messages are shown on these fields.
 */
const productFormShape = {
  name: z.string(),
  /**
   * The contract's SKU (trimmed, in capitals), checked here so a typo is named before the save;
   * left empty it is not sent: a new product's is made from its name, an existing one's stays.
   */
  sku: z.string().transform((value, ctx) => {
    if (!value.trim()) return undefined
    const parsed = skuText.safeParse(value)
    if (parsed.success) return parsed.data
    ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? SKU_MESSAGE })
    return z.NEVER
  }),
  brand: z.string(),
  description: z.string(),
  category: body.category,
  price: z.string(),
  originalPrice: z.string(),
  /** Rows of 'from N units' and their unit price; rows left empty are dropped. */
  quantityPrices: z.array(z.object({ minQuantity: z.string(), price: z.string() })),
  stockQuantity: z.string(),
  /** The main image: one of `images`. */
  image: z.string(),
  images: z.array(z.string()),
  /** One 'Key: Value' per line. */
  specifications: z.string(),
  /** One feature per line. */
  features: z.string(),
  inStock: z.boolean(),
  isFeatured: z.boolean(),
  isBusinessProduct: z.boolean(),
  /** Unticked keeps the product a draft: listed here, never shown or sold in the shop. */
  published: z.boolean(),
  /**
   * The SKUs or names of the products this supply or accessory fits, one per line (commas and
   * pipes separate them too); sent every time, so emptying the field removes the links.
   */
  fits: z.string(),
} satisfies { [Field in keyof typeof body]?: z.ZodType }

export type ProductFormField = keyof typeof productFormShape
export const PRODUCT_FORM_FIELDS = Object.keys(productFormShape) as ProductFormField[]

/** Stock quantity is read as a whole number, 0 when it is not one. */
export function parseStockQuantity(text: string): number {
  const value = Number.parseInt(text.trim(), 10)
  return Number.isNaN(value) ? 0 : value
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/** The dialog's fields as POST/PUT /api/admin/products takes them. */
export function toProductPayload(values: z.output<z.ZodObject<typeof productFormShape>>): AdminProductPayload {
  const images = [...new Set(values.images.map((url) => url.trim()).filter(Boolean))]
  // The first image is the main one unless another was chosen.
  const image = values.image && images.includes(values.image) ? values.image : (images[0] ?? null)
  return {
    name: values.name.trim(),
    ...(values.sku ? { sku: values.sku } : {}),
    brand: values.brand.trim(),
    description: values.description.trim(),
    category: values.category,
    price: values.price.trim(),
    originalPrice: values.originalPrice.trim() || null,
    quantityPrices: values.quantityPrices
      .map((row) => ({ minQuantity: row.minQuantity.trim(), price: row.price.trim() }))
      .filter((row) => row.minQuantity || row.price),
    stockQuantity: parseStockQuantity(values.stockQuantity),
    image,
    images,
    specifications: values.specifications,
    features: lines(values.features),
    inStock: values.inStock,
    isFeatured: values.isFeatured,
    isBusinessProduct: values.isBusinessProduct,
    published: values.published,
    fits: splitFitsText(values.fits),
  }
}

export const productFormSchema = z.object(productFormShape).transform(toProductPayload)
export type ProductFormValues = z.input<typeof productFormSchema>

const DEFAULT_CATEGORY: CategoryHandle = 'printers'

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  sku: '',
  brand: '',
  description: '',
  category: DEFAULT_CATEGORY,
  price: '',
  originalPrice: '',
  quantityPrices: [],
  stockQuantity: '0',
  image: '',
  images: [],
  specifications: '',
  features: '',
  inStock: true,
  isFeatured: false,
  isBusinessProduct: false,
  published: true,
  fits: '',
}

const isCategory = (value: string): value is CategoryHandle => body.category.safeParse(value).success

/** A product's fields as the edit dialog opens with them. */
export function productFormValues(product: AdminProduct): ProductFormValues {
  const images = [...new Set([product.image, ...product.images].filter(Boolean))]
  return {
    name: product.name,
    sku: product.sku,
    brand: product.brand,
    description: product.description,
    category: isCategory(product.category) ? product.category : DEFAULT_CATEGORY,
    price: product.price,
    originalPrice: product.originalPrice ?? '',
    quantityPrices: (product.quantityPrices ?? []).map((tier) => ({ minQuantity: String(tier.minQuantity), price: tier.price })),
    stockQuantity: String(product.stockQuantity),
    image: product.image || (images[0] ?? ''),
    images,
    specifications:
      typeof product.specifications === 'string' ? product.specifications : specificationLines(product.specifications),
    features: product.features.join('\n'),
    inStock: product.inStock,
    isFeatured: product.isFeatured,
    isBusinessProduct: product.isBusinessProduct,
    published: product.published,
    fits: product.fits.join('\n'),
  }
}

/**
 * The messages of a 400 answer's `errors` by dialog field: 'images.2' is shown on the images,
 * 'features.0' on the features. The first message of a field wins; unknown paths are left out.
 */
export function productFieldErrors(errors: Record<string, string>): Partial<Record<ProductFormField, string>> {
  const byField: Partial<Record<ProductFormField, string>> = {}
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] as ProductFormField
    if (PRODUCT_FORM_FIELDS.includes(field) && !byField[field]) byField[field] = message
  }
  return byField
}
