import { createHash } from "node:crypto"
import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { UploadAnswer } from "@printshop/contract"
import { uploadFilesWorkflow } from "@medusajs/medusa/core-flows"
import { imageProblem } from "../../../../lib/products/image-files"

type UploadedFile = { originalname: string; mimetype: string; size: number; buffer: Buffer }

/**
 * POST /api/admin/uploads (multipart, field `files`): product pictures through Medusa's file module
 * (docs/decisions.md, "What staff upload"). Each file is judged on its own: pictures up to 10 MB
 * are stored and answered with their /static URL; any other file is listed as failed with the
 * reason.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse) {
  // The same picture twice in one upload is stored once (docs/api.md: duplicates are not added twice).
  const seen = new Map<string, string>()
  const files = ((req as unknown as { files?: UploadedFile[] }).files ?? []).map((file) => {
    const problem = imageProblem(file)
    if (problem) return { file, problem }
    const digest = createHash("sha256").update(file.buffer).digest("hex")
    const first = seen.get(digest)
    if (first) return { file, problem: `The same picture as ${first}; it is uploaded once` }
    seen.set(digest, file.originalname)
    return { file, problem: null }
  })
  if (!files.length) {
    res.status(400).json({ message: "No files were sent (field 'files').", errors: [{ path: "files", message: "No files were sent" }] })
    return
  }
  const accepted = files.filter((entry) => !entry.problem).map((entry) => entry.file)
  const answer: UploadAnswer = {
    files: [],
    failed: files.filter((entry) => entry.problem).map((entry) => ({ name: entry.file.originalname, message: entry.problem! })),
  }
  if (accepted.length) {
    const { result } = await uploadFilesWorkflow(req.scope).run({
      input: {
        files: accepted.map((file) => ({
          // The file module names and types the stored file by its content.
          filename: file.originalname,
          mimeType: "application/octet-stream",
          content: file.buffer.toString("base64"),
          access: "public" as const,
        })),
      },
    })
    answer.files = result.map((stored, index) => ({ name: accepted[index].originalname, url: stored.url, size: accepted[index].size }))
  }
  res.status(answer.files.length ? 201 : 400).json(
    answer.files.length ? answer : { ...answer, message: "No file was an image the shop can take.", errors: answer.failed.map((f) => ({ path: "files", message: `${f.name}: ${f.message}` })) }
  )
}
