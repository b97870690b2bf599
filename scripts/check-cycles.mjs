#!/usr/bin/env node
// Import cycles, the second half of `npm run lint` (ESLint is the first): each workspace's modules,
// resolved as its own tsconfig.json resolves them, type-only imports left out. A cycle makes the
// order modules load in decide what they see; none is allowed.
import path from "node:path"
import { fileURLToPath } from "node:url"
import { parseCircular, parseDependencyTree } from "dpdm"

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const WORKSPACES = [
  { name: "contract", entries: ["packages/contract/src/**/*.ts"], tsconfig: "packages/contract/tsconfig.json" },
  { name: "catalogue engine", entries: ["packages/catalogue-engine/src/**/*.ts"], tsconfig: "packages/catalogue-engine/tsconfig.json" },
  { name: "storefront", entries: ["storefront/src/**/*.{ts,tsx}"], tsconfig: "storefront/tsconfig.json" },
  { name: "backend", entries: ["backend/src/**/*.{ts,tsx}"], tsconfig: "backend/tsconfig.json" },
]

// dpdm resolves a tsconfig path against the working directory.
process.chdir(ROOT)
let found = 0
for (const workspace of WORKSPACES) {
  const tree = await parseDependencyTree(workspace.entries, {
    context: ROOT,
    tsconfig: workspace.tsconfig,
    transform: true,
    skipDynamicImports: true,
    exclude: /node_modules/,
  })
  for (const cycle of parseCircular(tree)) {
    found += 1
    console.log(`import cycle in ${workspace.name}: ${[...cycle, cycle[0]].join(" -> ")}`)
  }
}
console.log(found ? `${found} import cycle(s)` : "no import cycles")
process.exit(found ? 1 : 0)
