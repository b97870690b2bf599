import { EventEmitter } from "node:events"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ACQUIRE_TIMEOUT_MS, DATABASE_UNAVAILABLE_MESSAGE, isBrokenConnection, isDatabaseDown, isDatabaseUnreachable } from "../../lib/database/availability"
import { databaseAvailability } from "./database-availability"

/** A database whose pool reports connection attempts, and whose `select 1` works when `up`. */
function fakeDatabase() {
  const pool = Object.assign(new EventEmitter(), { acquireTimeoutMillis: 60_000, pendingAcquires: [] as { reject(error: Error): void }[] })
  const database = { up: true, client: { pool }, raw: () => (database.up ? Promise.resolve([]) : Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))) }
  return database
}

/** Medusa's logger, which hears of the outage and of the recovery. */
const logger = { warn: jest.fn(), info: jest.fn() }

function send(database: ReturnType<typeof fakeDatabase>, method: string, url: string) {
  const answer: { status?: number; body?: { message: string }; headers: Record<string, string>; passed: boolean } = { headers: {}, passed: false }
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name] = value
    },
    status(code: number) {
      answer.status = code
      return this
    },
    json(value: { message: string }) {
      answer.body = value
      return this
    },
  } as unknown as MedusaResponse
  const resolve = (key: string) => (key === "logger" ? logger : database)
  const req = { method, originalUrl: url, scope: { resolve } } as unknown as MedusaRequest
  databaseAvailability(req, res, (() => (answer.passed = true)) as MedusaNextFunction)
  return answer
}

describe("database availability", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("refuses at once what needs the database while it is unreachable, serves the catalogue, and recovers by itself", async () => {
    const database = fakeDatabase()
    expect(send(database, "POST", "/api/orders").passed).toBe(true)
    // Requests waiting for a connection give up after a bounded time, not knex's minute.
    expect(database.client.pool.acquireTimeoutMillis).toEqual(ACQUIRE_TIMEOUT_MS)

    database.up = false
    const queued = { reject: jest.fn() }
    database.client.pool.pendingAcquires.push(queued)
    database.client.pool.emit("createFail", 1, new Error("connect ECONNREFUSED 127.0.0.1:5432"))
    // The failure is confirmed by a probe before anyone is refused; a request already waiting for
    // a connection is answered then, not at the timeout.
    await jest.advanceTimersByTimeAsync(0)
    expect(isDatabaseDown()).toBe(false)
    await jest.advanceTimersByTimeAsync(250)
    expect(isDatabaseDown()).toBe(true)
    // Operators learn why requests are turned away.
    expect(logger.warn).toHaveBeenCalledWith(expect.stringMatching(/PostgreSQL cannot be reached \(a new connection failed: connect ECONNREFUSED 127\.0\.0\.1:5432/))
    expect(queued.reject).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/Connection terminated/) }))
    expect(isDatabaseUnreachable(queued.reject.mock.calls[0][0])).toBe(true)
    const refused = send(database, "POST", "/api/orders")
    expect(refused).toMatchObject({ passed: false, status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE }, headers: { "Retry-After": "5" } })
    expect(send(database, "GET", "/api/user/orders").status).toEqual(503)
    for (const url of ["/api/products?limit=24", "/api/products/prod_1", "/api/products/prod_1/reviews", "/api/search-suggestions?q=ep", "/api/health"]) {
      expect(send(database, "GET", url).passed).toBe(true)
    }

    // The probe keeps trying; once PostgreSQL answers, everything passes again.
    await jest.advanceTimersByTimeAsync(3_000)
    expect(isDatabaseDown()).toBe(true)
    database.up = true
    expect(logger.info).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1_000)
    expect(isDatabaseDown()).toBe(false)
    expect(logger.info).toHaveBeenCalledWith(expect.stringMatching(/PostgreSQL answers again/))
    expect(send(database, "POST", "/api/orders").passed).toBe(true)

    // A new connection made by the pool itself also says it is back.
    database.up = false
    database.client.pool.emit("createFail", 2, new Error("connect ECONNREFUSED"))
    await jest.advanceTimersByTimeAsync(250)
    expect(isDatabaseDown()).toBe(true)
    database.client.pool.emit("createSuccess", 3, {})
    expect(isDatabaseDown()).toBe(false)
  })

  it("does not count PostgreSQL's own refusals (a database being made again) as an outage", async () => {
    const database = fakeDatabase()
    send(database, "GET", "/api/health")
    database.raw = () => Promise.reject(Object.assign(new Error('database "shop" does not exist'), { code: "3D000" }))
    database.client.pool.emit("createFail", 1, new Error('database "shop" does not exist'))
    await jest.advanceTimersByTimeAsync(1_500)
    expect(isDatabaseDown()).toBe(false)
    expect(send(database, "POST", "/api/orders").passed).toBe(true)
  })

  it("does not turn shoppers away while PostgreSQL refuses connections to a database being made again and new ones wait", async () => {
    // Dropping a database and making it again from a template (what restoring a backup, and each
    // integration test, does): PostgreSQL refuses new connections to it with an error of its own,
    // and a connection that arrives during the drop waits for its lock, longer than a probe waits.
    const database = fakeDatabase()
    send(database, "GET", "/api/health")
    logger.warn.mockClear()
    database.raw = () => new Promise<never>(() => {})
    for (const [code, message] of [
      ["55000", 'database "shop" is not currently accepting connections'],
      ["3D000", 'database "shop" does not exist'],
      ["57P01", "terminating connection due to administrator command"],
    ]) {
      database.client.pool.emit("createFail", 1, Object.assign(new Error(message), { code }))
    }
    await jest.advanceTimersByTimeAsync(10_000)
    expect(isDatabaseDown()).toBe(false)
    expect(send(database, "POST", "/api/users").passed).toBe(true)
    expect(logger.warn).not.toHaveBeenCalled()

    // A socket broken while connecting is still worth a probe, and probes that time out confirm it.
    database.client.pool.emit("createFail", 2, Object.assign(new Error("write EPIPE"), { code: "EPIPE" }))
    await jest.advanceTimersByTimeAsync(5_000)
    expect(isDatabaseDown()).toBe(true)
    // A probe under way waits out its timeout; the next one finds PostgreSQL back.
    database.raw = () => Promise.resolve([])
    await jest.advanceTimersByTimeAsync(3_000)
    expect(isDatabaseDown()).toBe(false)
  })

  it("does not refuse anyone for one dropped connection while PostgreSQL answers", async () => {
    const database = fakeDatabase()
    send(database, "GET", "/api/health")
    database.client.pool.emit("createFail", 1, new Error("Connection terminated unexpectedly"))
    await jest.advanceTimersByTimeAsync(0)
    expect(isDatabaseDown()).toBe(false)
    expect(send(database, "POST", "/api/orders").passed).toBe(true)
    await jest.advanceTimersByTimeAsync(5_000)
    expect(isDatabaseDown()).toBe(false)
  })

  it("tells an unreachable database from other errors", () => {
    expect(isDatabaseUnreachable(Object.assign(new Error("Knex: Timeout acquiring a connection. The pool is probably full."), { name: "KnexTimeoutError" }))).toBe(true)
    expect(isDatabaseUnreachable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true)
    expect(isDatabaseUnreachable({ message: "Connection terminated unexpectedly" })).toBe(true)
    // What node-postgres says when the server (or a link to it) closes the socket before it answers.
    expect(isDatabaseUnreachable({ message: "Connection ended unexpectedly" })).toBe(true)
    expect(isDatabaseUnreachable({ code: "57P01", message: "terminating connection due to administrator command" })).toBe(true)
    expect(isDatabaseUnreachable(new Error("Product prod_1 was not found"))).toBe(false)
    expect(isDatabaseUnreachable({ code: "23505", message: "duplicate key value violates unique constraint" })).toBe(false)
    expect(isDatabaseUnreachable(undefined)).toBe(false)
  })

  it("tells a connection the server ended, worth one more try at once, from one that cannot be made", () => {
    expect(isBrokenConnection({ message: "Connection terminated unexpectedly" })).toBe(true)
    expect(isBrokenConnection({ message: "Connection ended unexpectedly" })).toBe(true)
    expect(isBrokenConnection({ code: "57P01", message: "terminating connection due to administrator command" })).toBe(true)
    expect(isBrokenConnection(Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }))).toBe(true)
    expect(isBrokenConnection(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(false)
    expect(isBrokenConnection(Object.assign(new Error("Knex: Timeout acquiring a connection."), { name: "KnexTimeoutError" }))).toBe(false)
    expect(isBrokenConnection(new Error("Product prod_1 was not found"))).toBe(false)
    expect(isBrokenConnection(null)).toBe(false)
  })
})
