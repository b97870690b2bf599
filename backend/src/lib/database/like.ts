/** A text as a LIKE pattern that matches it literally: `%` and `_` in it are not wildcards. */
export const literalLike = (text: string) => text.replace(/[%_\\]/g, "\\$&")

/** A LIKE pattern of whatever contains the text. */
export const containing = (text: string) => `%${literalLike(text)}%`
