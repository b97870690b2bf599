import { uploadAnswerSchema, type UploadAnswer } from '@printshop/contract'
import { ApiError } from '@/lib/api-client'
import { adminRequest } from './admin-client'

/**
 * POST /api/admin/uploads: the images as multipart form data, each under the field `files`. The
 * server keeps what it accepts (its /static/... address in `files`) and names what it refused;
 * when it refused every file it answers 400 with the same lists.
 */
export async function uploadImages(files: readonly File[]): Promise<UploadAnswer> {
  const form = new FormData()
  for (const file of files) form.append('files', file, file.name)
  try {
    const response = await adminRequest('POST', '/api/admin/uploads', { body: form })
    return uploadAnswerSchema.parse(await response.json())
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const refused = uploadAnswerSchema.safeParse(parseJson(error.body))
      if (refused.success) return refused.data
    }
    throw error
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
