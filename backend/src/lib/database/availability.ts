/**
 * While PostgreSQL cannot be reached the shop answers at once with a 503 and a clear message
 * instead of keeping shoppers waiting, and finds out by itself when it is back:
 * - the connection pool reports every failed attempt to connect (`createFail`) and every success;
 * - after a failure, a probe confirms it (one dropped connection is not an outage); while it is
 *   confirmed, requests that need the database are refused at once, and the probe tries to
 *   connect every second until it can;
 * - a request already waiting for a connection waits at most ACQUIRE_TIMEOUT_MS (knex waits a
 *   minute by default), then gets the same 503 from the error handler;
 * - catalogue reads keep being answered from the catalogue index in memory.
 */
export const DATABASE_UNAVAILABLE_MESSAGE = "The shop cannot reach its database right now. Nothing was changed; please try again in a moment."
/** The longest a request waits for a database connection, under load included. */
export const ACQUIRE_TIMEOUT_MS = 15_000
const PROBE_INTERVAL_MS = 1_000
/** The second probe that confirms a failed first one. */
const CONFIRM_AFTER_MS = 200
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Pool = {
  acquireTimeoutMillis: number
  /** tarn's queue of requests waiting for a connection. */
  pendingAcquires?: { reject(error: Error): void }[]
  on(event: "createFail" | "createSuccess", listener: (...args: unknown[]) => void): void
}
type RawConnection = { query(sql: string): Promise<unknown> }
export type Database = {
  raw(sql: string): PromiseLike<unknown>
  /** knex's client: its pool, and connections made outside the pool. */
  client?: { pool?: Pool; acquireRawConnection?(): Promise<RawConnection>; destroyRawConnection?(connection: RawConnection): Promise<void> }
}
/** How long a probe waits for PostgreSQL. */
const PROBE_TIMEOUT_MS = 2_000

/** Where the outage and the recovery are reported (Medusa's logger). */
export type OutageLogger = { warn(message: string): void; info(message: string): void }

const state = {
  watched: null as Database | null,
  logger: null as OutageLogger | null,
  down: false,
  checking: false,
  probe: null as NodeJS.Timeout | null,
}

/** Whether the database was found unreachable and has not answered since. */
export const isDatabaseDown = () => state.down

function markUp() {
  if (state.down) state.logger?.info("PostgreSQL answers again: requests that need it are served again.")
  state.down = false
  state.checking = false
  if (state.probe) clearInterval(state.probe)
  state.probe = null
}

/** Failures that mean PostgreSQL cannot be reached at all (not a database being recreated). */
const UNREACHABLE_CODES = ["ECONNREFUSED", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN", "57P03"]
const PROBE_TIMED_OUT = "probe timed out"

/**
 * Whether PostgreSQL answers a query on a connection of its own, made outside the pool: the pool's
 * queue may be full of requests waiting for a connection, and the probe must not wait behind them.
 * Only a server that cannot be reached counts as down; PostgreSQL answering with an error of its
 * own (a database being dropped and made again, a connection limit) does not.
 */
async function answers(database: Database): Promise<boolean> {
  const client = database.client
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(PROBE_TIMED_OUT)), PROBE_TIMEOUT_MS)
  })
  try {
    if (!client?.acquireRawConnection || !client.destroyRawConnection) {
      await Promise.race([database.raw("select 1"), timeout])
      return true
    }
    const connecting = client.acquireRawConnection()
    const connection = await Promise.race([connecting, timeout]).catch((error) => {
      // A connection made after the timeout is closed as soon as it exists.
      void connecting.then((late) => client.destroyRawConnection!(late)).catch(() => {})
      throw error
    })
    try {
      await Promise.race([connection.query("select 1"), timeout])
    } finally {
      await client.destroyRawConnection(connection).catch(() => {})
    }
    return true
  } catch (error) {
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
    return !(message === PROBE_TIMED_OUT || (typeof code === "string" && UNREACHABLE_CODES.includes(code)))
  } finally {
    clearTimeout(timer)
  }
}

/** Whether PostgreSQL can be reached, confirmed by a second probe a moment after a failed one. */
export async function databaseAnswers(database: Database): Promise<boolean> {
  if (await answers(database)) return true
  await pause(CONFIRM_AFTER_MS)
  return answers(database)
}

/**
 * Whether PostgreSQL itself refused the connection, with an error of its own (a SQLSTATE code): a
 * database being dropped or not accepting connections, too many connections, an administrator's
 * termination. It answered, so it is not down, whatever a probe then meets (a connection to a
 * database being dropped waits for the drop's lock, longer than a probe waits).
 */
function refusedByPostgres(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  // Five characters with a digit: a SQLSTATE, not one of Node's network codes (EPIPE, ECONNRESET).
  return typeof code === "string" && /^(?=.*\d)[0-9A-Z]{5}$/.test(code) && !UNREACHABLE_CODES.includes(code)
}

/**
 * A failed attempt to connect is confirmed before anyone is refused: one dropped connection (a
 * restarted pooler, a killed backend) must not turn shoppers away while PostgreSQL itself answers.
 * The first probe runs at once; from then on one per second until PostgreSQL answers again.
 */
function suspectDown(database: Database, cause: unknown) {
  if (state.checking || state.down || refusedByPostgres(cause)) return
  state.checking = true
  let probing = false
  const probe = async () => {
    if (probing) return
    probing = true
    // Two failed probes a moment apart: a server restarting in place is not an outage.
    const up = state.down ? await answers(database) : await databaseAnswers(database)
    probing = false
    if (up) markUp()
    else if (!state.down) {
      state.down = true
      const reason = cause instanceof Error ? cause.message : String(cause)
      state.logger?.warn(`PostgreSQL cannot be reached (a new connection failed: ${reason}; two probes failed): requests that need it are answered 503 until it answers again.`)
      // Requests already queued for a connection get their 503 now rather than at the timeout.
      const queued = database.client?.pool?.pendingAcquires ?? []
      for (const acquire of [...queued]) acquire.reject(new Error("Connection terminated: the database cannot be reached"))
    }
  }
  state.probe = setInterval(() => void probe(), PROBE_INTERVAL_MS)
  state.probe.unref()
  void probe()
}

/** Listens to the pool of the shop's connection, once per process. */
export function watchDatabase(database: Database, logger?: OutageLogger) {
  if (state.watched === database) return
  state.watched = database
  state.logger = logger ?? null
  const pool = database.client?.pool
  if (!pool) return
  pool.acquireTimeoutMillis = ACQUIRE_TIMEOUT_MS
  // tarn reports a failed connection as (event id, error).
  pool.on("createFail", (_eventId, error) => suspectDown(database, error))
  pool.on("createSuccess", () => markUp())
}

/**
 * Whether an error came from a connection the server ended while it sat in the pool or ran a
 * query (a restarted backend, a pooler): a new connection may well work at once.
 */
export function isBrokenConnection(error: unknown): boolean {
  if (!error || typeof error !== "object") return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === "string" && ["57P01", "ECONNRESET"].includes(code)) return true
  return typeof message === "string" && /Connection terminated unexpectedly|Connection ended unexpectedly|terminating connection due to administrator command/i.test(message)
}

/**
 * Whether an error means the database could not be reached (as opposed to a bad request): a
 * broken connection, or one that could not be made or had to wait too long.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (isBrokenConnection(error)) return true
  if (!error || typeof error !== "object") return false
  const { name, code, message } = error as { name?: unknown; code?: unknown; message?: unknown }
  if (name === "KnexTimeoutError" || name === "ConnectionException") return true
  if (typeof code === "string" && ["ECONNREFUSED", "ETIMEDOUT", "EHOSTUNREACH", "57P02", "57P03", "08000", "08003", "08006"].includes(code)) return true
  return (
    typeof message === "string" &&
    /Timeout acquiring a connection|Connection terminated|connect ECONNREFUSED|the database system is (starting up|shutting down)|Client has encountered a connection error/i.test(message)
  )
}
