import path from "node:path"

/**
 * Where the local file provider keeps files (docs/operations.md). Pictures go to the upload folder,
 * served at /static by the shop's own handler (src/api/http/static-files.ts); private files
 * (Medusa's exports and imports) to a folder of their own that nothing serves. Neither is
 * `<cwd>/static`, the folder Medusa itself would serve without the shop's headers.
 */
export const uploadFolder = () => path.resolve(process.env.UPLOAD_DIR || path.join(process.cwd(), "uploads"))
export const privateFolder = () => path.resolve(process.env.PRIVATE_UPLOAD_DIR || path.join(process.cwd(), "private-files"))
