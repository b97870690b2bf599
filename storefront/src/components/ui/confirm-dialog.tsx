import type { ReactElement, ReactNode } from 'react'
import { Button } from './button'
import { Dialog, DialogClose, DialogContent, DialogTrigger } from './dialog'

interface ConfirmDialogProps {
  /** The button that opens the confirmation; focus returns to it when it closes. */
  trigger: ReactElement
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description: ReactNode
  confirmLabel: string
  /** What the confirm button reads while `busy`. */
  busyLabel: string
  /** The button that closes the confirmation and does nothing. */
  cancelLabel?: string
  busy?: boolean
  onConfirm: () => void
}

/**
 * Asks before something that cannot be undone (deleting, cancelling): an alert dialog whose
 * confirm button is the destructive one and stays disabled while the request is under way.
 */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  busy = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog" size="sm" title={title} description={description} className="break-words">
        {/* The dialog's footer layout (stacked on phones, main action on top), right under the text. */}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={busy} onClick={onConfirm}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
