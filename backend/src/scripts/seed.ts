import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { seedCatalogue } from "./seed/catalogue"
import { CATALOGUE } from "./seed/catalogue-data"
import { seedFits } from "./seed/fits"
import { seedFoundation } from "./seed/foundation"
import { seedStaffUser } from "./seed/staff-user"

/**
 * The shop's seed. Every part looks for what it would create first, so running it again
 * changes nothing: `npm run seed` is safe on a database that is already in use.
 */
export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const started = Date.now()

  const foundation = await seedFoundation(container)
  const catalogue = await seedCatalogue(container, foundation, CATALOGUE)
  const fits = await seedFits(container)
  await seedStaffUser(container, {
    email: process.env.ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD,
  })

  const storeModule = container.resolve(Modules.STORE)
  const [store] = await storeModule.listStores({}, { take: 1 })
  logger.info(
    `Seed complete in ${Date.now() - started} ms: store ${store?.id}, region ${foundation.regionId}, ` +
      `sales channel ${foundation.salesChannelId}, publishable key ${foundation.publishableKey}, ` +
      `catalogue ${catalogue.created} products created, ${catalogue.skipped} already there, ${fits} accessory links made`
  )
}
