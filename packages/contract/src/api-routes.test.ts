import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { renderApiReference } from "./api-reference"
import { API_ROUTES } from "./api-routes"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..")
const API_DIR = path.join(ROOT, "backend", "src", "api")

/** `METHOD /path` of every handler the backend's route files export, `{id}` for `[id]`. */
function backendRoutes(): string[] {
  const routes: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name === "route.ts") {
        const routePath = `/${path.relative(API_DIR, dir).split(path.sep).join("/")}`.replace(/\[([^\]]+)\]/g, "{$1}")
        const source = fs.readFileSync(full, "utf8")
        for (const [, method] of source.matchAll(/^export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/gm)) routes.push(`${method} ${routePath}`)
      }
    }
  }
  walk(API_DIR)
  return routes.sort()
}

describe("the API reference", () => {
  it("names every route the backend serves, and no other", () => {
    const documented = API_ROUTES.map((route) => `${route.method} ${route.path}`)
    expect(new Set(documented).size).toEqual(documented.length)
    expect([...documented].sort()).toEqual(backendRoutes())
  })

  it("is current in docs/api-reference.md (npm run docs:api writes it)", async () => {
    await expect(renderApiReference()).toMatchFileSnapshot(path.join(ROOT, "docs", "api-reference.md"))
  })

  it("shows a body's fields with their limits, and an answer's alternatives", () => {
    const reference = renderApiReference(API_ROUTES.filter((route) => ["/api/register", "/api/products"].includes(route.path)))
    expect(reference).toContain("### `POST /api/register`")
    expect(reference).toMatch(/password: string {2}\/\/ 8-128 characters/)
    expect(reference).toContain("Answer 201:")
    expect(reference).toContain("Answer 200, one of:")
    expect(reference).toMatch(/sort\?: "featured" \| "price-low" \| "price-high" \| "name" \| "rating"/)
  })
})
