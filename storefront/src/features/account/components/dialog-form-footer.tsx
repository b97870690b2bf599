import { Button } from '@/components/ui/button'
import { DialogClose, DialogFooter } from '@/components/ui/dialog'

/** Cancel (closes the dialog) and the form's submit button, which reads busyLabel and is disabled while submitting. */
export function DialogFormFooter({
  submitLabel,
  busyLabel,
  submitting,
}: {
  submitLabel: string
  busyLabel: string
  submitting: boolean
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={submitting}>
        {submitting ? busyLabel : submitLabel}
      </Button>
    </DialogFooter>
  )
}
