/**
 * Saves a file the shop fetched (a blob) as the browser saves a download, under `fileName`: through
 * a temporary link, let go a moment after its click (some browsers read its target after click()
 * returns).
 */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
