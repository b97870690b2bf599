import { model } from "@medusajs/framework/utils"

/**
 * A company's exemption or resale certificate (docs/api.md, "Tax exemption"): its file in the
 * private file storage, the states it covers, its last day and staff's review. The shop's tax
 * provider reads the approved ones (src/modules/exemption-tax-provider).
 */
const TaxExemption = model
  .define("tax_exemption", {
    id: model.id({ prefix: "txex" }).primaryKey(),
    company_id: model.text().index("IDX_tax_exemption_company_id"),
    kind: model.enum(["exemption", "resale"]),
    certificate_number: model.text(),
    /** Two-letter state codes in capitals. */
    states: model.array(),
    /** The last day it holds (YYYY-MM-DD). */
    expires_on: model.text(),
    status: model.enum(["pending", "approved", "rejected"]).default("pending").index("IDX_tax_exemption_status"),
    /** The file module's key of the certificate (private) and the name it was uploaded as. */
    file_key: model.text(),
    file_name: model.text(),
    file_type: model.text(),
    /** The member who uploaded it, and their name then. */
    uploaded_by_id: model.text(),
    uploaded_by_name: model.text(),
    review_note: model.text().nullable(),
    reviewed_at: model.dateTime().nullable(),
    reviewed_by: model.text().nullable(),
  })

export default TaxExemption
