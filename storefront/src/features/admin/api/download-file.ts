import { adminRequest } from './admin-client'

/** The file name of a Content-Disposition header (`attachment; filename="..."`), if it names one. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const encoded = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''))
    } catch {
      // Not valid percent-encoding: the plain name below, if any.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition)
  const name = (plain?.[2] ?? plain?.[1])?.trim()
  return name || undefined
}

/** Saves a blob as a file through a temporary link, as the browser saves a download. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the link's target after click() returns: it is let go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/**
 * A staff download (an invoice's PDF, a tax certificate): the route needs the staff session's
 * bearer token, which a plain link cannot send, so the file is fetched and saved from memory under
 * the name the server gives it, else `fallbackName`. Failures throw the ApiError of adminRequest.
 */
export async function downloadAdminFile(url: string, fallbackName: string): Promise<void> {
  const response = await adminRequest('GET', url)
  const blob = await response.blob()
  saveBlob(blob, fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName)
}
