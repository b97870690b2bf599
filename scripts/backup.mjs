#!/usr/bin/env node
// `npm run backup [-- <file or folder>]`: the shop's database, pictures, private files and the
// installation's secrets in one file (backups/ by default), taken while the shop runs.
// docs/operations.md, "Backups".
import path from "node:path"
import { BackupError, backupTarget, createBackup } from "./lib/backup.mjs"
import { shopIdentity, shopFileFolders } from "./lib/backup-settings.mjs"
import { ROOT, prepareDatabase, readSettings } from "./lib/shop.mjs"

const log = (message) => console.log(`[backup] ${message}`)

async function main() {
  const args = process.argv.slice(2).filter((arg) => arg !== "--")
  if (args.length > 1 || args.some((arg) => arg.startsWith("-"))) {
    throw new BackupError("Usage: npm run backup [-- <file.tar.gz or folder>]")
  }
  const settings = readSettings()
  const target = backupTarget(args[0], path.join(ROOT, "backups"))
  // The embedded cluster of a running `npm start` is used as it is; a stopped one is started for
  // the backup and stopped after it.
  const database = await prepareDatabase(settings, { reuseRunning: true })
  try {
    const s3Bucket = process.env.S3_BUCKET || ""
    const manifest = await createBackup({
      target,
      database: {
        url: database.url,
        adminUrl: database.embedded ? database.urlFor("postgres") : database.url,
        embedded: database.embedded,
        dataDir: path.join(settings.dataDir, "postgres"),
      },
      files: s3Bucket ? null : shopFileFolders(settings),
      secretsFile: settings.secrets.file,
      shop: shopIdentity(),
      s3Bucket,
      log,
    })
    const files = manifest.files ? `${manifest.files.uploads.files} pictures, ${manifest.files.private.files} private files` : `files in S3 bucket ${s3Bucket} not included (back the bucket up with its own versioning or replication)`
    log(`${path.relative(process.cwd(), target) || target}: ${(manifest.bytes / 1e6).toFixed(1)} MB in ${manifest.seconds.toFixed(1)} s (${manifest.database.method}, ${files})`)
    log("It holds customers' data and the installation's secrets: keep it where only you can read it.")
  } finally {
    await database.stop()
  }
}

main().catch((error) => {
  console.error(`[backup] ${error instanceof BackupError ? error.message : error?.stack ?? error}`)
  process.exitCode = 1
})
