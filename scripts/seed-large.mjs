#!/usr/bin/env node
// `npm run seed:large -- --products 10000`: adds a large synthetic catalogue (for benchmarks) to
// the database `npm start` uses (or DATABASE_URL / DATABASE_NAME).
import { BACKEND_DIR, backendEnv, buildPackages, migrate, prepareDatabase, readSettings, runMedusa } from "./lib/shop.mjs"

export async function seedLargeCatalogue(settings, databaseUrl, products) {
  await buildPackages()
  const env = backendEnv(settings, databaseUrl)
  await migrate(BACKEND_DIR, env)
  const started = Date.now()
  console.log(`[seed:large] creating up to ${products} products...`)
  await runMedusa(["exec", "./src/scripts/seed-large.ts", String(products)], {
    cwd: BACKEND_DIR,
    env,
    label: "the large seed",
  })
  console.log(`[seed:large] done in ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf("--products")
  const products = Number(flag >= 0 ? process.argv[flag + 1] : 10000)
  if (!Number.isInteger(products) || products < 1) {
    console.error("Usage: npm run seed:large -- --products 10000")
    process.exit(2)
  }
  const settings = readSettings()
  // Beside a running `npm start`, its database is used as it is.
  const database = await prepareDatabase(settings, { reuseRunning: true })
  try {
    await seedLargeCatalogue(settings, database.url, products)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exitCode = 1
  } finally {
    await database.stop()
  }
}
