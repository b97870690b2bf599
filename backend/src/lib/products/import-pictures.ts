import type { MedusaContainer } from "@medusajs/framework/types"
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import type { AdminProductBody } from "@printshop/contract"
import { WebPictureError, fetchWebPicture } from "../files/web-pictures"
import { storedPictureKey } from "../files/stored-pictures"
import { storefrontUrl } from "../shop-urls"

/** How many pictures are fetched at the same time. */
const PARALLEL_FETCHES = 4

/** A row's pictures, main first. */
const picturesOf = (body: AdminProductBody) => [body.image, ...(body.images ?? [])].filter((url): url is string => Boolean(url))

const isWebAddress = (url: string) => /^https?:\/\//i.test(url)

/**
 * The web pictures of an import's rows, fetched once each into the shop's storage
 * (docs/decisions.md, "What staff upload"): `rewrite` gives a row the stored pictures' addresses,
 * `problemOf` the reason a row's picture could not be fetched (the row then fails, with nothing
 * of it imported). An address of the shop's own pictures is kept as the shop writes it.
 */
export async function fetchImportPictures(container: MedusaContainer, bodies: AdminProductBody[]) {
  const ownStatic = `${storefrontUrl()}/static/`
  const own = (url: string) => (url.startsWith(ownStatic) ? url.slice(storefrontUrl().length) : url)
  const wanted = [...new Set(bodies.flatMap(picturesOf).map(own).filter((url) => isWebAddress(url) && storedPictureKey(url) === null))]
  const stored = new Map<string, string>()
  const problems = new Map<string, string>()
  const queue = [...wanted]
  await Promise.all(
    Array.from({ length: Math.min(PARALLEL_FETCHES, queue.length) }, async () => {
      for (let url = queue.shift(); url; url = queue.shift()) {
        try {
          const picture = await fetchWebPicture(url)
          const { result } = await uploadFilesWorkflow(container).run({
            input: { files: [{ filename: picture.filename, mimeType: picture.mimeType, content: picture.bytes.toString("base64"), access: "public" }] },
          })
          stored.set(url, result[0].url)
        } catch (error) {
          problems.set(url, error instanceof WebPictureError ? error.message : "it could not be stored")
        }
      }
    })
  )
  const address = (url: string) => stored.get(own(url)) ?? own(url)
  return {
    problemOf(body: AdminProductBody): string | null {
      const failed = picturesOf(body).map(own).find((url) => problems.has(url))
      return failed ? `The picture ${failed} could not be fetched: ${problems.get(failed)}. Upload it in the product dialog, or correct its address.` : null
    },
    rewrite(body: AdminProductBody): AdminProductBody {
      return { ...body, ...(body.image ? { image: address(body.image) } : {}), images: (body.images ?? []).map(address) }
    },
  }
}
