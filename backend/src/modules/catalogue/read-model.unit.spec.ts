import fs from "node:fs"
import path from "node:path"
import { MEDUSA_TABLES_READ, PRODUCT_DETAILS_LINK_TABLE } from "./read-model"

/** The read model's own source: its SQL is what the list of tables must describe. */
const source = fs.readFileSync(path.join(__dirname, "read-model.ts"), "utf8")
const sql = source.slice(source.indexOf("const PRODUCT_COLUMNS"))

describe("the catalogue's read model", () => {
  it("lists every table its SQL reads, and no other", () => {
    const named = [...sql.matchAll(/\b(?:FROM|JOIN)\s+(\$\{PRODUCT_DETAILS_LINK_TABLE\}|[a-z_]+)/g)].map(([, table]) =>
      table === "${PRODUCT_DETAILS_LINK_TABLE}" ? PRODUCT_DETAILS_LINK_TABLE : table
    )
    expect([...new Set(named)].sort()).toEqual(Object.keys(MEDUSA_TABLES_READ).sort())
  })

  it("lists only columns its SQL names", () => {
    for (const [table, columns] of Object.entries(MEDUSA_TABLES_READ)) {
      for (const column of columns) expect({ table, column, named: new RegExp(`\\b${column}\\b`).test(sql) }).toEqual({ table, column, named: true })
    }
  })
})
