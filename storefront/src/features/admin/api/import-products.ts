import { importJobSchema, importStartedSchema, type ImportJob } from '@printshop/contract'
import { adminGet, adminRequest } from './admin-client'

/** How often a running import is asked for its progress. */
export const IMPORT_POLL_MS = 1000

/** POST /api/admin/products/import with the file's text (text/csv): 202 { id } of the import job. */
export async function startProductImport(csv: string, signal?: AbortSignal): Promise<string> {
  const response = await adminRequest('POST', '/api/admin/products/import', { body: csv, contentType: 'text/csv', signal })
  return importStartedSchema.parse(await response.json()).id
}

/** GET /api/admin/products/import/{id}: where the import has got to. */
export function getImportJob(id: string, signal?: AbortSignal): Promise<ImportJob> {
  return adminGet(`/api/admin/products/import/${encodeURIComponent(id)}`, importJobSchema, signal)
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}

/**
 * Sends the CSV and follows the server's import until it is done or failed, reporting each
 * answer on the way. Resolves with the finished job.
 */
export async function importProducts(
  csv: string,
  { onProgress, signal, pollMs = IMPORT_POLL_MS }: { onProgress?: (job: ImportJob) => void; signal?: AbortSignal; pollMs?: number } = {},
): Promise<ImportJob> {
  const id = await startProductImport(csv, signal)
  for (;;) {
    const job = await getImportJob(id, signal)
    onProgress?.(job)
    if (job.status !== 'running') return job
    await wait(pollMs, signal)
  }
}
