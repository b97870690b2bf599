#!/usr/bin/env node
// `npm run bench:search-engines [-- --products 100000]`: the shop's search engine beside Medusa's
// Search Module PostgreSQL provider (`@medusajs/search-postgres`: tsvector, with pg_trgm's
// word_similarity for typos), over the same products of the large catalogue. For each: the time to
// build the index, its size, and the time and top hit of each query (typical, broad, typo, model
// number, suggestion prefix). The provider's tables go into a database of their own.
// Run with the database seeded by `npm run bench:catalogue` at the same --products.
import path from "node:path"
import { createRequire } from "node:module"
import { ensureDatabase } from "../scripts/lib/postgres.mjs"
import { BACKEND_BUILD_DIR, buildBackend, prepareDatabase, readSettings } from "../scripts/lib/shop.mjs"
import { ensureLargeCatalogue, option, percentile, saveResult } from "./lib.mjs"

const require = createRequire(import.meta.url)
const products = option("products", 10_000)
const repeats = option("repeats", 20)
/** Each product repeated this many times (with its own id and a number after its name), for 100,000 from 10,000. */
const scale = option("scale", 1)
const settings = readSettings({ databaseName: process.env.DATABASE_NAME || (products > 10_000 ? `printshop_bench_${products / 1000}k` : "printshop_bench") })

/** [what it stands for, query, search or suggestions (a prefix of the last word)]. */
const QUERIES = [
  ["typical", "laserjet", "search"],
  ["two words", "epson ecotank", "search"],
  ["broad word", "printer", "search"],
  ["typo (one letter)", "lazerjet", "search"],
  ["typo (missing letter)", "epsn", "search"],
  ["typo (swapped)", "brohter", "search"],
  ["model, spaced", "m404 dn", "search"],
  ["model, dashed", "M404-DN", "search"],
  ["nothing", "zqxwv", "search"],
  ["suggestion prefix", "eps", "suggestions"],
  ["suggestion, broad", "pri", "suggestions"],
]

/** The products as the shop's engine indexes them: name, brand, and description with category. */
async function readDocuments(knex) {
  const { PRODUCT_DETAILS_LINK_TABLE } = require(path.join(BACKEND_BUILD_DIR, "src/modules/catalogue/read-model.js"))
  const { rows } = await knex.raw(`
    SELECT p.id, p.title AS name, coalesce(d.brand, '') AS brand,
           coalesce(p.description, '') || ' ' || coalesce(string_agg(pc.handle, ' '), '') AS other
      FROM product p
      LEFT JOIN ${PRODUCT_DETAILS_LINK_TABLE} l ON l.product_id = p.id AND l.deleted_at IS NULL
      LEFT JOIN product_details d ON d.id = l.product_details_id AND d.deleted_at IS NULL
      LEFT JOIN product_category_product pcp ON pcp.product_id = p.id
      LEFT JOIN product_category pc ON pc.id = pcp.product_category_id
     WHERE p.deleted_at IS NULL AND p.status = 'published'
     GROUP BY p.id, p.title, d.brand`)
  return rows
}

/** Median and slowest of `repeats` runs (3 for a slow query) after one cold run, in ms, with the last run's answer. */
async function time(run) {
  let started = performance.now()
  let answer = await run()
  const cold = performance.now() - started
  const timings = []
  // A query that scans every row takes seconds at 100,000 products: three repeats for it.
  for (let i = 0; i < (cold > 200 ? Math.min(repeats, 3) : repeats); i++) {
    started = performance.now()
    answer = await run()
    timings.push(performance.now() - started)
  }
  timings.sort((a, b) => a - b)
  const round = (ms) => Math.round(ms * 100) / 100
  return { cold: round(cold), median: round(percentile(timings, 50)), max: round(timings.at(-1)), answer }
}

function heapMb() {
  globalThis.gc?.()
  globalThis.gc?.()
  return process.memoryUsage().heapUsed / 1048576
}

async function shopEngine(documents) {
  const { SearchEngine } = require("@printshop/catalogue-engine")
  const before = heapMb()
  const started = performance.now()
  const engine = new SearchEngine(documents)
  const buildMs = Math.round(performance.now() - started)
  const sizeMb = Math.round(heapMb() - before)
  const nameOf = new Map(documents.map((document) => [document.id, document.name]))
  const queries = []
  for (const [what, q, kind] of QUERIES) {
    // Suggestions read the engine's matches for the prefix, as the shop's suggestions do.
    const { cold, median, max, answer } = await time(() => engine.search(q))
    queries.push({ what, q, kind, cold, median, max, found: answer.length, top: answer[0] ? nameOf.get(answer[0].id) : null })
  }
  return { engine: "shop (MiniSearch radix tree, in process)", buildMs, sizeMb, sizeOf: "V8 heap", queries }
}

async function postgresProvider(documents, url) {
  const knex = require("knex")({ client: "pg", connection: url, pool: { min: 1, max: 2 } })
  const { PostgresSearchService } = require("@medusajs/search-postgres/dist/services/postgres-search.js")
  const { Migration20260807120000 } = require("@medusajs/search-postgres/dist/migrations/Migration20260807120000.js")
  const manager = (db) => ({ execute: async (sql, params = []) => (await db.raw(sql, params)).rows })
  try {
    // The provider's own migration: pg_trgm, unaccent, its text search configuration, its catalog table.
    const statements = []
    const migration = Object.create(Migration20260807120000.prototype)
    migration.addSql = (sql) => statements.push(sql)
    await migration.up()
    for (const sql of statements) await knex.raw(sql)
    const provider = new PostgresSearchService(
      { manager: { ...manager(knex), transactional: (run) => knex.transaction((trx) => run(manager(trx))) }, logger: console },
      { language: "english" }
    )
    const index = {
      name: "products",
      physical_name: "bench_products",
      primary_key: "id",
      fields: {
        id: { type: "keyword", filterable: true },
        name: { type: "text", searchable: { weight: 3 } },
        brand: { type: "text", searchable: { weight: 2 } },
        other: { type: "text", searchable: true },
      },
      settings: { typo_tolerance: { enabled: true } },
    }
    // A table left by an earlier run would hold its dead rows: the index starts from nothing.
    await knex.raw(`DROP TABLE IF EXISTS search_pg_bench_products`)
    await knex.raw(`DELETE FROM search_postgres_index WHERE name = ?`, [index.physical_name])
    await provider.upsertIndex({ index })
    const started = performance.now()
    for (let offset = 0; offset < documents.length; offset += 1000) {
      await provider.upsertDocuments({ index: index.physical_name, documents: documents.slice(offset, offset + 1000) })
    }
    await knex.raw(`ANALYZE search_pg_bench_products`)
    const buildMs = Math.round(performance.now() - started)
    const { rows } = await knex.raw(`SELECT pg_total_relation_size('search_pg_bench_products') AS bytes`)
    const sizeMb = Math.round(Number(rows[0].bytes) / 1048576)
    const queries = []
    for (const [typos, [what, q, kind]] of [true, false].flatMap((typos) => QUERIES.map((query) => [typos, query]))) {
      const input = {
        index,
        q,
        attributes_to_retrieve: ["id", "name"],
        pagination: { take: kind === "search" ? 24 : 6, skip: 0 },
        search_options: { typo_tolerance: typos, match_strategy: kind === "search" ? "all" : "last" },
      }
      const { cold, median, max, answer } = await time(() => provider.search(input))
      queries.push({ what: typos ? what : `${what}, typos off`, q, kind, cold, median, max, found: answer.metadata.count, top: answer.hits[0]?.document.name ?? null })
    }
    return { engine: "Medusa Search Module, PostgreSQL provider (tsvector + pg_trgm)", buildMs, sizeMb, sizeOf: "table and indexes", queries }
  } finally {
    await knex.destroy()
  }
}

async function main() {
  if (!globalThis.gc) console.log("[bench] run with node --expose-gc for the engine's heap size")
  // Beside a running `npm start` or seed, its embedded PostgreSQL is used as it is.
  const database = await prepareDatabase(settings, { reuseRunning: true })
  try {
    await buildBackend()
    const count = await ensureLargeCatalogue(settings, database.url, products)
    const shopDb = require("knex")({ client: "pg", connection: database.url, pool: { min: 1, max: 1 } })
    const read = await readDocuments(shopDb).finally(() => shopDb.destroy())
    const documents = Array.from({ length: scale }, (_, copy) =>
      copy ? read.map((document) => ({ ...document, id: `${document.id}_${copy}`, name: `${document.name} ${copy}` })) : read
    ).flat()
    console.log(`[bench] ${documents.length} published products of ${count} in ${settings.databaseName}`)

    const searchUrl = new URL(database.url)
    searchUrl.pathname = "/printshop_search_engines"
    const adminUrl = new URL(database.url)
    adminUrl.pathname = "/postgres"
    await ensureDatabase(adminUrl.toString(), "printshop_search_engines")

    const engines = [await shopEngine(documents), await postgresProvider(documents, searchUrl.toString())]
    console.log(`\nSearch engines over ${documents.length} products; query times: cold, then median and slowest of ${repeats}\n`)
    for (const engine of engines) {
      console.log(`${engine.engine}: built in ${engine.buildMs} ms, ${engine.sizeMb} MB (${engine.sizeOf})`)
      for (const q of engine.queries) {
        console.log(
          `  ${q.what.padEnd(22)} ${JSON.stringify(q.q).padEnd(16)} cold ${String(q.cold).padStart(8)} ms  median ${String(q.median).padStart(8)} ms  max ${String(q.max).padStart(8)} ms  ${String(q.found).padStart(6)} found  top: ${q.top ?? "-"}`
        )
      }
    }
    saveResult("search-engines", { products: documents.length, repeats, engines })
  } finally {
    await database.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
