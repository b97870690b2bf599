import { z } from 'zod'
import type { Product } from '@/types/api'

/** Decimal amounts arrive as strings ('123.45'); a number is accepted and kept as its text. */
const decimalText = z.union([z.string(), z.number()]).transform(String)

/**
 * A product of the /api contract (SPEC §3). Optional lists and flags fall back to their
 * documented defaults so one missing field does not hide a whole page of products.
 */
export const productSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string(),
  description: z.string().nullish().transform((value) => value ?? ''),
  category: z.string().nullish().transform((value) => value ?? ''),
  brand: z.string().nullish().transform((value) => value ?? ''),
  price: decimalText,
  originalPrice: decimalText.nullish().transform((value) => value ?? null),
  image: z.string().nullish().transform((value) => value ?? ''),
  images: z.array(z.string()).nullish().transform((value) => value ?? []),
  specifications: z.union([z.string(), z.record(z.string(), z.unknown())]).nullish(),
  features: z.array(z.string()).nullish().transform((value) => value ?? []),
  stockQuantity: z.number().int().nullish().transform((value) => value ?? 0),
  inStock: z.boolean().nullish().transform((value) => value ?? true),
  rating: decimalText.nullish().transform((value) => value ?? '0'),
  reviewCount: z.number().int().nullish().transform((value) => value ?? 0),
  isBusinessProduct: z.boolean().nullish().transform((value) => value ?? false),
  isFeatured: z.boolean().nullish().transform((value) => value ?? false),
  tags: z.array(z.string()).nullish().transform((value) => value ?? []),
})

export function parseProduct(body: unknown): Product {
  const { specifications, ...product } = productSchema.parse(body)
  return { ...product, specifications: normaliseSpecifications(specifications) }
}

/** Specification values are shown as text; a map from the server may carry numbers. */
function normaliseSpecifications(value: string | Record<string, unknown> | null | undefined): Product['specifications'] {
  if (value === null || value === undefined || typeof value === 'string') return value ?? null
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, String(entry ?? '')]))
}

export const productListSchema = z.array(z.unknown()).transform((items) => items.map(parseProduct))
