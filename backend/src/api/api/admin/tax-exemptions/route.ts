import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { listTaxExemptionsQuerySchema } from "@printshop/contract"
import type { z } from "zod"
import { listTaxExemptionsPage } from "../../../../lib/tax-exemptions/tax-exemptions"

/** GET /api/admin/tax-exemptions?status=&limit=&offset=: certificates newest first, with how many wait for review. */
export async function GET(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  res.json(await listTaxExemptionsPage(req.scope, req.validatedQuery as z.output<typeof listTaxExemptionsQuerySchema>))
}
