import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { seedCatalogue } from "./seed/catalogue"
import { CATALOGUE, type CatalogueProduct } from "./seed/catalogue-data"
import { seedFoundation } from "./seed/foundation"

const SERIES = ["Pro", "Plus", "Max", "Lite", "Edge", "Prime", "Neo", "Ultra", "Core", "Flex"]

/**
 * A large synthetic catalogue for benchmarks, made from the seeded products as templates:
 * `medusa exec ./src/scripts/seed-large.ts 10000` (or `npm run seed:large -- --products 10000`).
 * Products are numbered, so running it again only adds what is missing.
 */
export function largeCatalogue(count: number): CatalogueProduct[] {
  return Array.from({ length: count }, (_, index) => {
    const template = CATALOGUE[index % CATALOGUE.length]
    const series = SERIES[Math.floor(index / CATALOGUE.length) % SERIES.length]
    const number = index + 1
    // Spread prices around the template's so that every band stays populated.
    const factor = 0.6 + ((index * 37) % 90) / 100
    const price = Math.max(9.99, Math.round(template.price * factor * 100) / 100)
    return {
      ...template,
      handle: `bench-${number}-${template.handle}`.slice(0, 120),
      name: `${template.name} ${series} ${number}`,
      price,
      originalPrice: template.originalPrice ? Math.round(price * 1.2 * 100) / 100 : undefined,
      stock: index % 17 === 0 ? 0 : 5 + (index % 40),
      isFeatured: index % 50 === 0,
      reviews: template.reviews.slice(0, index % 3),
    }
  })
}

/** The product count: the script's first argument (Medusa's CLI passes positional arguments only). */
function readCount(args: string[]): number {
  const raw = args[0] ?? "10000"
  const count = Number(raw)
  if (!Number.isInteger(count) || count < 1 || count > 200_000) {
    throw new Error(`The product count must be a whole number from 1 to 200000, got '${raw}'.`)
  }
  return count
}

export default async function seedLarge({ container, args }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const count = readCount(args ?? [])
  const started = Date.now()
  const foundation = await seedFoundation(container)
  const products = largeCatalogue(count)
  const chunk = 1000
  let created = 0
  for (let start = 0; start < products.length; start += chunk) {
    const result = await seedCatalogue(container, foundation, products.slice(start, start + chunk), { batchSize: 200 })
    created += result.created
    logger.info(`Large catalogue: ${Math.min(start + chunk, products.length)} of ${products.length} checked, ${created} created`)
  }
  // Fresh statistics for the tables just filled: without them PostgreSQL may plan the catalogue's
  // page reads over 100,000 rows as if the tables were empty, and the first build then takes minutes
  // instead of seconds, until autovacuum gets to them.
  if (created > 0) await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw("ANALYZE")
  logger.info(`Large catalogue ready: ${count} products (${created} new) in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}
