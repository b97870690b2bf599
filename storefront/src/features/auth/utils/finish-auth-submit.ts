import { toast } from '@/components/ui/use-toast'

/**
 * The end of a sign-in or sign-up form: sends the request; on failure hands the error to
 * onFailure (the form stays as it is); on success toasts successTitle, then calls onSuccess
 * (which returns the visitor to where they were going).
 */
export async function finishAuthSubmit({
  request,
  onFailure,
  successTitle,
  onSuccess,
}: {
  request: () => Promise<unknown>
  onFailure: (error: unknown) => void
  successTitle: string
  onSuccess: () => void
}): Promise<void> {
  try {
    await request()
  } catch (error) {
    onFailure(error)
    return
  }
  toast({ title: successTitle })
  onSuccess()
}
