import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { TAX_EXEMPTION_MESSAGES } from "@printshop/contract"
import { findTaxExemption } from "../../../../../../lib/tax-exemptions/tax-exemptions"

/**
 * GET /api/admin/tax-exemptions/{id}/file: the certificate's file from the private storage, for
 * staff only, as a download (its type is the one its content was judged to be on upload).
 */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  const record = await findTaxExemption(req.scope, req.params.id)
  const bytes = record ? await req.scope.resolve(Modules.FILE).getAsBuffer(record.file_key).catch(() => null) : null
  if (!record || !bytes) {
    res.status(404).json({ message: TAX_EXEMPTION_MESSAGES.notFound })
    return
  }
  res.set({
    "Content-Type": record.file_type,
    "Content-Length": String(bytes.length),
    "Content-Disposition": `attachment; filename="${record.file_name.replace(/"/g, "")}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  })
  res.status(200).end(bytes)
}
