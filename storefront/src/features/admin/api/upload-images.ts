import { uploadAnswerSchema, type UploadAnswer } from '@printshop/contract'
import { adminRequest } from './admin-client'

/**
 * POST /api/admin/uploads: the images as multipart form data, each under the field `files`. The
 * server keeps what it accepts (its /static/... address in `files`) and names what it refused.
 */
export async function uploadImages(files: readonly File[]): Promise<UploadAnswer> {
  const form = new FormData()
  for (const file of files) form.append('files', file, file.name)
  const response = await adminRequest('POST', '/api/admin/uploads', { body: form })
  return uploadAnswerSchema.parse(await response.json())
}
