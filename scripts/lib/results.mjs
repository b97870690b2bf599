import fs from "node:fs"
import path from "node:path"

/**
 * Saves figures as <dir>/<name>-<time>.json and answers the file: the benchmarks' results
 * (bench/results/), and the production-shape test's when a benchmark run asks for them.
 */
export function saveFigures(dir, name, data) {
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`)
  fs.writeFileSync(file, JSON.stringify({ measuredAt: new Date().toISOString(), ...data }, null, 2))
  return file
}
