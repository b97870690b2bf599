import { MedusaError } from "@medusajs/framework/utils"

/**
 * The record a retrieve answers, or null when it does not exist. Any other failure (the database
 * unreachable, a process shutting down) is thrown on, so the error handler answers 503 rather
 * than a 401 or 404 that would sign a shopper out for the shop's own trouble.
 */
export async function missingAsNull<T>(retrieve: Promise<T>): Promise<T | null> {
  try {
    return await retrieve
  } catch (error) {
    if (MedusaError.isMedusaError(error) && (error as MedusaError).type === MedusaError.Types.NOT_FOUND) return null
    throw error
  }
}
