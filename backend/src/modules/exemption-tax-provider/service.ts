import type { ITaxProvider, TaxTypes } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { TAX_EXEMPT_CODE_PREFIX } from "@printshop/contract"
import type { Knex } from "knex"

type ItemLine = TaxTypes.ItemTaxCalculationLine
type ShippingLine = TaxTypes.ShippingTaxCalculationLine
type TaxLine = TaxTypes.ItemTaxLineDTO | TaxTypes.ShippingTaxLineDTO

/** The approved certificate that exempts a customer's order shipped to a state, as the provider reads it. */
export type Exemption = { id: string; certificate_number: string }


/**
 * Finds the approved, unexpired certificate of the customer's company that covers the state, or
 * null. The certificates and the companies are modules of the shop's own; a tax provider lives in
 * Medusa's tax module and cannot call them, so it reads their tables (company_member,
 * tax_exemption) on the shared database connection.
 */
export async function findExemption(db: Knex, customerId: string, state: string, today: string): Promise<Exemption | null> {
  const row = await db("tax_exemption as e")
    .join("company_member as m", function joinMember() {
      this.on("m.company_id", "=", "e.company_id").andOnNull("m.deleted_at")
    })
    .where("m.customer_id", customerId)
    .whereNull("e.deleted_at")
    .where("e.status", "approved")
    .where("e.expires_on", ">=", today)
    .whereRaw("? = ANY(e.states)", [state])
    .orderBy("e.expires_on", "desc")
    .first("e.id", "e.certificate_number")
  return (row as Exemption | undefined) ?? null
}

/**
 * The shop's tax provider (docs/decisions.md, "Tax exemption"): Medusa's tax rates as the system
 * provider applies them (the rates the merchant sets in Medusa's dashboard: the country's, a
 * state's, the shipping options' rules), except for a customer whose company holds an approved,
 * unexpired exemption or resale certificate covering the state the order ships to: then every line
 * carries one 0% tax line coded with the certificate, so the cart, Medusa's order, the shopper's
 * figures and the invoice agree that no sales tax was charged, and why.
 */
class ExemptionTaxProvider implements ITaxProvider {
  static identifier = "exemptions"
  private readonly db: Knex

  constructor(cradle: Record<string, unknown>) {
    this.db = cradle[ContainerRegistrationKeys.PG_CONNECTION] as Knex
  }

  getIdentifier(): string {
    return ExemptionTaxProvider.identifier
  }

  async getTaxLines(itemLines: ItemLine[], shippingLines: ShippingLine[], context: TaxTypes.TaxCalculationContext): Promise<TaxLine[]> {
    const state = (context.address?.province_code ?? "").replace(/^us-/i, "").toUpperCase()
    const customerId = context.customer?.id
    const exemption = customerId && state && !context.is_return ? await findExemption(this.db, customerId, state, new Date().toISOString().slice(0, 10)) : null
    const provider_id = this.getIdentifier()
    if (exemption) {
      const exempt = { rate: 0, name: `Tax exempt (certificate ${exemption.certificate_number})`, code: `${TAX_EXEMPT_CODE_PREFIX}${exemption.certificate_number}`, provider_id }
      return [
        ...itemLines.map((line) => ({ ...exempt, rate_id: undefined, line_item_id: line.line_item.id })),
        ...shippingLines.map((line) => ({ ...exempt, rate_id: undefined, shipping_line_id: line.shipping_line.id })),
      ] as TaxLine[]
    }
    return [
      ...itemLines.flatMap((line) =>
        line.rates.map((rate) => ({ rate_id: rate.id, rate: rate.rate || 0, name: rate.name, code: rate.code, line_item_id: line.line_item.id, provider_id }))
      ),
      ...shippingLines.flatMap((line) =>
        line.rates.map((rate) => ({ rate_id: rate.id, rate: rate.rate || 0, name: rate.name, code: rate.code, shipping_line_id: line.shipping_line.id, provider_id }))
      ),
    ] as TaxLine[]
  }
}

export default ExemptionTaxProvider
