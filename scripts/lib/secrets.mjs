// The installation's secrets for `npm start`: generated once, kept in the data folder (mode 600)
// and reused afterwards; the environment overrides each of them (docs/operations.md, "Configuration").
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"

const GENERATED = ["JWT_SECRET", "COOKIE_SECRET", "POSTGRES_PASSWORD"]

const random = () => crypto.randomBytes(32).toString("base64url")

/**
 * Reads `<dataDir>/secrets.json`, creating it with random values on the first start. An embedded
 * PostgreSQL cluster made before the file existed keeps the password it was created with.
 */
export function installationSecrets(dataDir, { existingClusterPassword } = {}) {
  const file = path.join(dataDir, "secrets.json")
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  let stored = {}
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, "utf8"))
    } catch {
      throw new Error(`${file} is not valid JSON: fix it, or delete it to generate new secrets (existing sign-ins then end).`)
    }
  }
  let changed = false
  for (const name of GENERATED) {
    if (typeof stored[name] === "string" && stored[name].length >= 16) continue
    stored[name] = name === "POSTGRES_PASSWORD" && existingClusterPassword ? existingClusterPassword : random()
    changed = true
  }
  if (changed) fs.writeFileSync(file, JSON.stringify(stored, null, 2) + "\n", { mode: 0o600 })
  fs.chmodSync(file, 0o600)
  const fromEnv = (name) => (process.env[name] ? process.env[name] : stored[name])
  return {
    jwtSecret: fromEnv("JWT_SECRET"),
    cookieSecret: fromEnv("COOKIE_SECRET"),
    postgresPassword: stored.POSTGRES_PASSWORD,
    file,
  }
}

/** A password for the first member of staff when ADMIN_PASSWORD is not set (shown once). */
export const generatedStaffPassword = () => crypto.randomBytes(12).toString("base64url")
