#!/usr/bin/env node
// `medusa build` compiles the backend's TypeScript but copies no other files: the seed's product
// illustrations (src/scripts/seed/images) are copied into the build here, so a server started from
// .medusa/server (npm start, the Docker image) can upload them to the file module.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"

const BACKEND = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "backend")
const FROM = path.join(BACKEND, "src", "scripts", "seed", "images")
const TO = path.join(BACKEND, ".medusa", "server", "src", "scripts", "seed", "images")

export function copySeedImages() {
  fs.mkdirSync(TO, { recursive: true })
  fs.cpSync(FROM, TO, { recursive: true })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) copySeedImages()
