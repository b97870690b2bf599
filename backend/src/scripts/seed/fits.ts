import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { productFitsService } from "../../lib/product-fits/product-fits"
import { setProductFitsWorkflow } from "../../workflows/product-fits/set-product-fits"

const BUSINESS_LASERS = ["hp-laserjet-pro-m404dn", "canon-imageclass-mf455dw", "brother-mfc-l3780cdw", "xerox-versalink-c415", "lexmark-ms822de", "lexmark-b3442dw"]
const POS_TERMINALS = ["clover-station-duo", "toast-go-2-handheld-pos", "clover-flex-3rd-gen", "elo-i-series-4-value-15", "lightspeed-retail-pos-hardware-kit"]
const DOCUMENT_SCANNERS = ["fujitsu-scansnap-ix1600", "ricoh-fi-8170", "epson-workforce-es-580w", "canon-imageformula-dr-c225-ii", "kodak-alaris-s2060w", "brother-ads-1800w"]

/**
 * What the seed's accessories, add-ons and services fit, by handle (docs/decisions.md, "Supplies
 * and accessories"). The seed catalogue sells no consumables (toner, ink, paper): these are the
 * pairs it has.
 */
export const SEED_FITS: Array<[supply: string, fits: string[]]> = [
  ["square-stand-2nd-gen", ["square-reader-2nd-gen"]],
  ["epson-tm-t20iii-receipt-printer", ["elo-i-series-4-value-15", "lightspeed-retail-pos-hardware-kit"]],
  ["star-micronics-mc-print3", ["elo-i-series-4-value-15", "lightspeed-retail-pos-hardware-kit", "clover-station-duo"]],
  ["printer-maintenance-plan-monthly", BUSINESS_LASERS],
  ["secure-print-release-license-10-users", ["hp-laserjet-pro-m404dn", "canon-imageclass-mf455dw", "xerox-versalink-c415", "lexmark-ms822de"]],
  ["pos-staff-training-session", POS_TERMINALS],
  ["on-site-installation-service", [...POS_TERMINALS, "xerox-versalink-c415", "lexmark-ms822de"]],
  ["document-management-suite-5-users", DOCUMENT_SCANNERS],
]

/** Links the seed's pairs; a supply that already has links (staff may have changed them) is left as it is. */
export async function seedFits(container: MedusaContainer, fits = SEED_FITS): Promise<number> {
  const handles = [...new Set(fits.flatMap(([supply, products]) => [supply, ...products]))]
  const products = await container.resolve(Modules.PRODUCT).listProducts({ handle: handles }, { select: ["id", "handle"], take: handles.length })
  const idOf = new Map(products.map((product) => [product.handle, product.id]))
  let linked = 0
  for (const [supply, fitted] of fits) {
    const supplyId = idOf.get(supply)
    if (!supplyId) continue
    const [already] = await productFitsService(container).listProductFits({ supply_id: supplyId }, { take: 1, select: ["id"] })
    if (already) continue
    const productIds = fitted.flatMap((handle) => idOf.get(handle) ?? [])
    await setProductFitsWorkflow(container).run({ input: { supplyId, productIds } })
    linked += productIds.length
  }
  return linked
}
