#!/usr/bin/env node
// `npm run restore -- <backup file>`: puts a backup made by `npm run backup` back into a stopped
// shop. What it replaces is moved aside, never deleted; the next `npm start` migrates the restored
// database if this code is newer. docs/operations.md, "Backups".
import fs from "node:fs"
import path from "node:path"
import { BackupError, checkSchema, knownMigrations, readManifest, restoreBackup } from "./lib/backup.mjs"
import { embeddedPostgresMajor, shopFileFolders } from "./lib/backup-settings.mjs"
import { runningClusterPort, startEmbeddedPostgres, withClient } from "./lib/postgres.mjs"
import { ROOT, dataDirectory, readSettings } from "./lib/shop.mjs"

const log = (message) => console.log(`[restore] ${message}`)

/** Refuses a running shop: its embedded database is up, or others are connected to DATABASE_URL's. */
async function refuseRunningShop(settings, clusterDir) {
  const port = runningClusterPort(clusterDir)
  if (!settings.databaseUrl && port !== null) {
    throw new BackupError(`The shop is running (its database is up on port ${port}): stop it (Ctrl-C where npm start runs) before restoring.`)
  }
  if (settings.databaseUrl) {
    const others = await withClient(settings.databaseUrl, async (client) => {
      const { rows } = await client.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()")
      return rows[0].n
    })
    if (others > 0) {
      throw new BackupError(`The shop is running (${others} other connection${others === 1 ? "" : "s"} to its database): stop every Medusa server and worker before restoring.`)
    }
  }
  const health = await fetch(`http://127.0.0.1:${settings.backendPort}/health`, { signal: AbortSignal.timeout(2000) }).catch(() => null)
  if (health?.ok) throw new BackupError(`The shop is running (Medusa answers on port ${settings.backendPort}): stop it before restoring.`)
}

async function main() {
  const args = process.argv.slice(2).filter((arg) => arg !== "--")
  if (args.length !== 1 || args[0].startsWith("-")) throw new BackupError("Usage: npm run restore -- <backup file>")
  const file = path.resolve(args[0])
  // Reading the settings makes secrets for a data folder that has none: those are this command's
  // own, not worth keeping aside when the backup brings the installation's.
  const hadSecrets = fs.existsSync(path.join(dataDirectory(), "secrets.json"))
  const settings = readSettings()
  const clusterDir = path.join(settings.dataDir, "postgres")

  const manifest = await readManifest(file)
  checkSchema(manifest, knownMigrations(ROOT))
  await refuseRunningShop(settings, clusterDir)
  log(`${path.basename(file)}: taken ${manifest.createdAt} by ${manifest.shop?.name ?? "the shop"} ${manifest.shop?.version ?? ""}${manifest.shop?.commit ? ` (${manifest.shop.commit.slice(0, 12)})` : ""}`)

  const target = settings.databaseUrl
    ? { embedded: false, url: settings.databaseUrl }
    : {
        embedded: true,
        dataDir: settings.dataDir,
        clusterDir,
        embeddedMajor: embeddedPostgresMajor(),
        startCluster: (password) =>
          startEmbeddedPostgres({
            dataDir: clusterDir,
            port: settings.embeddedPostgresPort,
            database: settings.databaseName,
            password: password ?? settings.secrets.postgresPassword,
          }),
      }
  const s3 = Boolean(process.env.S3_BUCKET)
  const { moved, counts } = await restoreBackup({
    file,
    manifest,
    target,
    files: s3 ? null : shopFileFolders(settings),
    secretsFile: settings.secrets.file,
    secretsJustMade: !hadSecrets,
    log,
  })
  if (s3 || !manifest.files) log(`files: not restored (${manifest.s3Bucket ? `the backup's were in S3 bucket ${manifest.s3Bucket}` : "S3_BUCKET is set"}); restore the bucket with its own tools`)
  log(`restored: ${counts.orders ?? "?"} orders, ${counts.customers ?? "?"} customers, ${counts.products ?? "?"} products`)
  for (const aside of moved) log(`kept aside: ${path.relative(process.cwd(), aside) || aside} (delete it once the shop runs as it should)`)
  log("Start the shop with npm start: it migrates the database if this code is newer than the backup.")
}

main().catch((error) => {
  console.error(`[restore] ${error instanceof BackupError ? error.message : error?.stack ?? error}`)
  process.exitCode = 1
})
