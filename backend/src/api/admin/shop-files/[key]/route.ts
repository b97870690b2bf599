import fs from "node:fs"
import path from "node:path"
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { privateFolder } from "../../../../lib/files/folders"
import { STATIC_FILE_HEADERS } from "../../../http/static-files"

const TYPES: Record<string, string> = { ".csv": "text/csv; charset=utf-8", ".json": "application/json" }

/**
 * GET /admin/shop-files/{key}: a private file of the file module (an export or an import of
 * Medusa's dashboard), for signed-in staff only, as a download. Such files are never under /static.
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const key = req.params.key
  const file = path.join(privateFolder(), key)
  const found = /^private-[\w.-]+$/.test(key) && path.dirname(file) === privateFolder() && (await fs.promises.stat(file).catch(() => null))
  if (!found || !found.isFile()) {
    res.status(404).json({ message: "There is no such file." })
    return
  }
  res.set({
    ...STATIC_FILE_HEADERS,
    "Content-Type": TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream",
    "Content-Length": String(found.size),
    "Content-Disposition": `attachment; filename="${key.replace(/^private-\d+-(?:[0-9a-f]{8}-)?/, "")}"`,
    "Cache-Control": "private, no-store",
  })
  fs.createReadStream(file).pipe(res)
}
