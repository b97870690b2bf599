// Backups and restores of real PostgreSQL clusters: an embedded one written to while the backup is
// taken (nothing committed before the backup began is lost), the system's through pg_dump when
// one runs here, and the refusals (a running shop, a newer schema, a file that is not a backup).
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import pg from "pg"
import * as tar from "tar"
import { BackupError, checkSchema, createBackup, knownMigrations, readManifest, restoreBackup } from "./backup.mjs"
import { embeddedPostgresMajor } from "./backup-settings.mjs"
import { freePort } from "./local-nginx.mjs"
import { startEmbeddedPostgres, withClient } from "./postgres.mjs"
import { ROOT } from "./shop.mjs"

const shop = { name: "printshop", version: "test", commit: null }
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "printshop-backup-test-"))

/** Writes an order-like row every few milliseconds; remembers each one once its INSERT committed. */
function startWriter(url) {
  const committed = []
  let running = true
  const done = (async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    for (let n = 0; running; n++) {
      const { rows } = await client.query("INSERT INTO sale (label, amount) VALUES ($1, $2) RETURNING id", [`sale ${n}`, n * 3])
      committed.push({ id: rows[0].id, at: Date.now() })
    }
    await client.end()
  })()
  return { committed, stop: () => ((running = false), done) }
}

describe("a backup of the embedded PostgreSQL taken while sales go on", () => {
  const dataDir = tmp()
  const clusterDir = path.join(dataDir, "postgres")
  const folders = { uploads: path.join(dataDir, "uploads"), private: path.join(dataDir, "private") }
  const secretsFile = path.join(dataDir, "secrets.json")
  const password = "backup-test-password"
  let port
  let cluster

  const start = async (pass = password) => startEmbeddedPostgres({ dataDir: clusterDir, port, database: "printshop", password: pass })

  before(async () => {
    port = await freePort()
    cluster = await start()
    await withClient(cluster.url, (client) => client.query("CREATE TABLE sale (id serial PRIMARY KEY, label text NOT NULL, amount int NOT NULL)"))
    fs.mkdirSync(path.join(folders.uploads, "nested"), { recursive: true })
    fs.writeFileSync(path.join(folders.uploads, "printer.jpg"), Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]))
    fs.writeFileSync(path.join(folders.uploads, "nested", "scanner.svg"), "<svg/>")
    fs.mkdirSync(folders.private, { recursive: true, mode: 0o700 })
    fs.writeFileSync(path.join(folders.private, "private-export.csv"), "id,name\n1,Printer\n")
    fs.writeFileSync(secretsFile, JSON.stringify({ POSTGRES_PASSWORD: password, JWT_SECRET: "j".repeat(32), COOKIE_SECRET: "c".repeat(32) }))
  })
  after(async () => {
    await cluster?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it("restores every sale committed before it began, the files and the secrets, into a wiped data folder", async () => {
    const writer = startWriter(cluster.url)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const began = Date.now()
    const target = path.join(dataDir, "..", `${path.basename(dataDir)}-backup.tar.gz`)
    const manifest = await createBackup({
      target,
      database: { url: cluster.url, adminUrl: cluster.urlFor("postgres"), embedded: true, dataDir: clusterDir },
      files: folders,
      secretsFile,
      shop,
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    await writer.stop()
    const before = writer.committed.filter((entry) => entry.at < began)
    assert.ok(before.length > 20, `sales were committed before the backup (${before.length})`)
    assert.ok(writer.committed.length > before.length, "and while it was taken")
    assert.equal(fs.statSync(target).mode & 0o777, 0o600, "the backup is readable by its owner only")
    assert.deepEqual(manifest.files.uploads, { files: 2, bytes: 12 })
    assert.equal((await readManifest(target)).createdAt, manifest.createdAt)

    // Refused while the database runs.
    const refused = spawnSync(process.execPath, [path.join(ROOT, "scripts", "restore.mjs"), target], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", EMBEDDED_POSTGRES_PORT: String(port) },
      encoding: "utf8",
    })
    assert.equal(refused.status, 1)
    assert.match(refused.stderr, /The shop is running \(its database is up on port \d+\): stop it/)

    await cluster.stop()
    cluster = null
    fs.rmSync(dataDir, { recursive: true, force: true })
    const { counts, moved } = await restoreBackup({
      file: target,
      manifest: await readManifest(target),
      target: { embedded: true, dataDir, clusterDir, embeddedMajor: embeddedPostgresMajor(), startCluster: (pass) => start(pass) },
      files: folders,
      secretsFile,
    })
    assert.deepEqual(moved, [], "nothing was there to move aside")
    assert.equal(counts.orders, null, "no shop tables in this cluster")
    cluster = await start()
    const ids = new Set((await withClient(cluster.url, (client) => client.query("SELECT id FROM sale"))).rows.map((row) => row.id))
    for (const entry of before) assert.ok(ids.has(entry.id), `sale ${entry.id}, committed before the backup began, is restored`)
    assert.deepEqual(fs.readFileSync(path.join(folders.uploads, "printer.jpg")), Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3]))
    assert.equal(fs.readFileSync(path.join(folders.uploads, "nested", "scanner.svg"), "utf8"), "<svg/>")
    assert.equal(fs.readFileSync(path.join(folders.private, "private-export.csv"), "utf8"), "id,name\n1,Printer\n")
    assert.equal(JSON.parse(fs.readFileSync(secretsFile, "utf8")).POSTGRES_PASSWORD, password)

    // Restoring again over a data folder moves what was there aside instead of deleting it.
    await cluster.stop()
    cluster = null
    const second = await restoreBackup({
      file: target,
      manifest: await readManifest(target),
      target: { embedded: true, dataDir, clusterDir, embeddedMajor: embeddedPostgresMajor(), startCluster: (pass) => start(pass) },
      files: folders,
      secretsFile,
    })
    assert.deepEqual(second.moved.map((aside) => path.basename(aside).replace(/-before-restore-.*|\.before-restore-.*/, "")).sort(), ["postgres", "private", "uploads"])
    cluster = await start()
    fs.rmSync(target)
  })

  it("refuses a cluster of another PostgreSQL version and leaves the data folder as it was", async () => {
    const target = path.join(os.tmpdir(), `printshop-backup-test-${process.pid}.tar.gz`)
    await createBackup({
      target,
      database: { url: cluster.url, adminUrl: cluster.urlFor("postgres"), embedded: true, dataDir: clusterDir },
      files: folders,
      secretsFile,
      shop,
    })
    const manifest = await readManifest(target)
    if (manifest.database.method !== "base-backup") return // a pg_dump this machine had made it
    await cluster.stop()
    cluster = null
    const listing = () => fs.readdirSync(dataDir).sort()
    const beforeRestore = listing()
    await assert.rejects(
      restoreBackup({
        file: target,
        manifest,
        target: { embedded: true, dataDir, clusterDir, embeddedMajor: manifest.database.postgresMajor + 1, startCluster: (pass) => start(pass) },
        files: folders,
        secretsFile,
      }),
      (error) => error instanceof BackupError && /holds PostgreSQL \d+'s files, and this installation's embedded PostgreSQL is \d+/.test(error.message)
    )
    assert.deepEqual(listing(), beforeRestore)
    cluster = await start()
    fs.rmSync(target)
  })
})

describe("a backup of a PostgreSQL server through pg_dump", () => {
  const systemUrl = process.env.BACKUP_TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres"
  const database = `printshop_backup_test_${process.pid}`
  const url = systemUrl.replace(/\/[^/]*$/, `/${database}`)
  let available = false

  before(async () => {
    available = await withClient(systemUrl, (client) => client.query(`CREATE DATABASE ${database}`)).then(
      () => true,
      () => false
    )
  })
  after(async () => {
    if (available) await withClient(systemUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
  })

  it("writes a custom-format dump and restores it over later changes", async (t) => {
    if (!available) return t.skip("no PostgreSQL server at 127.0.0.1:5432")
    await withClient(url, async (client) => {
      await client.query("CREATE TABLE sale (id serial PRIMARY KEY, label text NOT NULL)")
      await client.query("INSERT INTO sale (label) SELECT 'sale ' || n FROM generate_series(1, 50) n")
    })
    const dir = tmp()
    const target = path.join(dir, "dump.tar.gz")
    let manifest
    try {
      manifest = await createBackup({ target, database: { url, adminUrl: url, embedded: false }, files: null, secretsFile: null, shop })
    } catch (error) {
      if (error instanceof BackupError && /pg_dump of PostgreSQL/.test(error.message)) return t.skip(error.message)
      throw error
    }
    assert.equal(manifest.database.method, "pg_dump")
    const entries = []
    await tar.t({ file: target, onReadEntry: (entry) => entries.push(entry.path) })
    assert.deepEqual(entries.sort(), ["database.dump", "manifest.json"])

    await withClient(url, (client) => client.query("DELETE FROM sale WHERE id > 10; CREATE TABLE later (id int)"))
    await restoreBackup({ file: target, manifest, target: { embedded: false, url }, files: null, secretsFile: null })
    const { rows } = await withClient(url, (client) => client.query("SELECT count(*)::int AS n, to_regclass('public.later') AS later FROM sale"))
    assert.deepEqual(rows[0], { n: 50, later: null })
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe("what a restore refuses", () => {
  it("a backup of a newer schema, naming the migrations this code does not know", () => {
    const known = knownMigrations(ROOT)
    assert.ok(known.has("mikro_orm_migrations:Migration20261129171000"), "the shop's own module migrations are known")
    const manifest = { shop: { commit: "0123456789abcdef0123" }, database: { migrations: [...known].slice(0, 3).concat("mikro_orm_migrations:Migration20991231000000") } }
    assert.throws(
      () => checkSchema(manifest, known),
      (error) => error instanceof BackupError && /newer schema than this code \(1 migration it does not know: Migration20991231000000\)/.test(error.message) && /0123456789ab/.test(error.message)
    )
    assert.doesNotThrow(() => checkSchema({ database: { migrations: [...known].slice(0, 3).map((name) => `${name}.js`) } }, known))
  })

  it("a file that is not a backup, or one of a newer backup format", async () => {
    const dir = tmp()
    const text = path.join(dir, "notes.txt")
    fs.writeFileSync(text, "not a backup")
    await assert.rejects(readManifest(text), (error) => error instanceof BackupError && /is not a shop backup/.test(error.message))
    await assert.rejects(readManifest(path.join(dir, "missing.tar.gz")), /does not exist/)
    fs.writeFileSync(path.join(dir, "manifest.json"), JSON.stringify({ format: "printshop-backup", formatVersion: 99 }))
    await tar.c({ gzip: true, file: path.join(dir, "future.tar.gz"), cwd: dir }, ["manifest.json"])
    await assert.rejects(readManifest(path.join(dir, "future.tar.gz")), /newer version of the shop \(backup format 99\)/)
    const cli = spawnSync(process.execPath, [path.join(ROOT, "scripts", "restore.mjs"), text], { env: { ...process.env, DATA_DIR: dir }, encoding: "utf8" })
    assert.equal(cli.status, 1)
    assert.match(cli.stderr, /^\[restore\] .*notes\.txt is not a shop backup/)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
