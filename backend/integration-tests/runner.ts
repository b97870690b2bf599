import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Client } from "@medusajs/framework/pg"

type Options = Parameters<typeof medusaIntegrationTestRunner>[0]

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** Creates `name` as a copy of `template`, retrying while another copy of it is being made. */
async function cloneDatabase(name: string, template: string) {
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database: "postgres",
  })
  await client.connect()
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`CREATE DATABASE ${quote(name)} TEMPLATE ${quote(template)}`)
        return
      } catch (error) {
        if (attempt >= 20 || !/being accessed by other users/.test(String((error as Error).message))) throw error
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
      }
    }
  } finally {
    await client.end()
  }
}

/**
 * Each spec file's shop gets queues, locks, caches and rate-limit counters of its own in a shared
 * Redis: two jest workers run two shops on two databases at once, and a shop must never take the
 * other's events or workflow steps (or those a previous file left behind).
 */
function ownRedisNamespace(name: string) {
  if (!process.env.REDIS_URL) return
  const run = process.env.PRINTSHOP_TEST_REDIS_PREFIX || "printshop-test"
  process.env.REDIS_PREFIX = `${run}-${name}`
  process.env.RATE_LIMIT_NAMESPACE = `${run}-${name}`
}

/**
 * The runner's own migration steps (module migrations and the link plan, about 7 s a file) have
 * nothing to do on a copy of the migrated template: they are skipped for such a copy.
 */
function skipMigrationSteps() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const steps = require("@medusajs/test-utils/dist/medusa-test-runner-utils/use-db") as Record<string, unknown>
  steps.migrateDatabase = async () => {}
  steps.syncLinks = async () => {}
}

/**
 * Medusa's integration test runner, on a database copied from the run's migrated template
 * (PRINTSHOP_TEST_TEMPLATE_DB, migrated once per run by scripts/test.mjs), so that each spec file
 * finds the schema in place instead of migrating a database of its own. Without the variable (a
 * spec run by hand with jest) the runner migrates as usual.
 */
export function shopIntegrationTestRunner(options: Options) {
  const template = process.env.PRINTSHOP_TEST_TEMPLATE_DB
  const dbName = `printshop-it-${process.env.JEST_WORKER_ID ?? "1"}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
  ownRedisNamespace(dbName)
  if (!template) return medusaIntegrationTestRunner(options)
  // Runs before the runner's own set-up, which then finds the database and its schema there.
  skipMigrationSteps()
  beforeAll(() => cloneDatabase(dbName, template))
  return medusaIntegrationTestRunner({ ...options, dbName })
}
