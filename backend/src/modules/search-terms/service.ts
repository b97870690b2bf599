import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { EntityManager } from "@medusajs/framework/mikro-orm/knex"
import { generateEntityId } from "@medusajs/framework/utils"
import SearchTerm from "./models/search-term"

/** How long searches wait in memory before they are written, in one statement per process. */
const FLUSH_MS = 1_000
/** The most distinct terms kept in memory between two writes; more are dropped until the next. */
const BUFFER_LIMIT = 1_000
/** The most terms kept at all: the least searched (then the oldest) go first (docs/decisions.md, "Search"). */
export const SEARCH_TERMS_LIMIT = 10_000
/** A term is cut to this length before it is kept. */
const TERM_LENGTH = 100

type Pending = { count: number; last: Date }

/**
 * Searches that found nothing. A shopper's request only notes the term in memory; a timer writes
 * the notes in one upsert, so recording costs the request nothing and a flood of random terms
 * grows neither the memory (at most BUFFER_LIMIT terms) nor the table (at most SEARCH_TERMS_LIMIT).
 */
class SearchTermsModuleService extends MedusaService({ SearchTerm }) {
  private pending = new Map<string, Pending>()
  private timer: NodeJS.Timeout | null = null
  private writing: Promise<void> | null = null

  /** Notes one search that found nothing (its term already normalised); written within a second. */
  noteNoResults(term: string, at = new Date()): void {
    const key = term.slice(0, TERM_LENGTH).trim()
    if (!key) return
    const seen = this.pending.get(key)
    if (seen) {
      seen.count++
      seen.last = at
    } else if (this.pending.size < BUFFER_LIMIT) {
      this.pending.set(key, { count: 1, last: at })
    }
    this.timer ??= setTimeout(() => void this.flushNoResults().catch(() => {}), FLUSH_MS).unref()
  }

  /** Writes the noted searches now (a test, or the timer); resolves once they are stored. */
  async flushNoResults(): Promise<void> {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.writing
    if (!this.pending.size) return
    const batch = this.pending
    this.pending = new Map()
    this.writing = this.writeNoResults([...batch].map(([term, { count, last }]) => ({ term, count, last })))
    try {
      await this.writing
    } finally {
      this.writing = null
    }
  }

  @InjectManager()
  protected async writeNoResults(
    rows: { term: string; count: number; last: Date }[],
    @MedusaContext() sharedContext: Context<EntityManager> = {}
  ): Promise<void> {
    const manager = sharedContext.manager!
    await manager.execute(
      `INSERT INTO search_term (id, term, count, last_searched_at)
       SELECT id, term, count, last FROM jsonb_to_recordset(?::jsonb) AS noted(id text, term text, count int, last timestamptz)
       ON CONFLICT (term) DO UPDATE SET
         count = CASE WHEN search_term.deleted_at IS NULL THEN search_term.count + EXCLUDED.count ELSE EXCLUDED.count END,
         last_searched_at = GREATEST(search_term.last_searched_at, EXCLUDED.last_searched_at),
         deleted_at = NULL,
         updated_at = now()`,
      [JSON.stringify(rows.map((row) => ({ id: generateEntityId(undefined, "sterm"), term: row.term, count: row.count, last: row.last.toISOString() })))]
    )
    await manager.execute(
      `DELETE FROM search_term WHERE id IN (
         SELECT id FROM search_term ORDER BY deleted_at IS NULL DESC, count DESC, last_searched_at DESC OFFSET ?)`,
      [SEARCH_TERMS_LIMIT]
    )
  }
}

export default SearchTermsModuleService
