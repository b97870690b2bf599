import { serverMessage } from '@/lib/api-client'
import { toast, type ToastOptions } from './use-toast'

/**
 * Awaits a change the shopper asked for and says how it went: `done` in a toast, or `failed`'s
 * title with the server's reason (or `fallback` when it gave none). True when the change was made.
 */
export async function toastOutcome(change: Promise<unknown>, done: ToastOptions, failed: { title: string; fallback: string }): Promise<boolean> {
  try {
    await change
  } catch (error) {
    toast({ title: failed.title, description: serverMessage(error) ?? failed.fallback, variant: 'destructive' })
    return false
  }
  toast(done)
  return true
}
