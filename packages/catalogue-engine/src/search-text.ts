/** Lower-case, accents removed, punctuation folded to spaces: "Café Crème" -> "cafe creme". */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
}

/** The distinct words of a text, normalized. */
export function words(text: string): string[] {
  const normalized = normalizeText(text)
  return normalized ? Array.from(new Set(normalized.split(" "))) : []
}

/** Whether every query word starts some word of `haystackWords` (prefix match, so "lase" finds "laser"). */
export function matchesAll(queryWords: string[], haystackWords: string[]): boolean {
  return queryWords.every((queryWord) => haystackWords.some((word) => word.startsWith(queryWord)))
}
