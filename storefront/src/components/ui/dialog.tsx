import { forwardRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { cn } from '@/lib/cn'

/**
 * A modal dialog (Radix): focus moves into it when it opens, stays inside while it is open and
 * returns to the trigger when it closes; Escape and a click outside close it.
 *
 *   <Dialog open={open} onOpenChange={setOpen}>
 *     <DialogTrigger asChild><Button>Edit Profile</Button></DialogTrigger>
 *     <DialogContent title="Edit Profile" description="Update your personal information.">...</DialogContent>
 *   </Dialog>
 */
export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogClose = DialogPrimitive.Close

export type DialogSize = 'sm' | 'md' | 'lg'

const sizes: Record<DialogSize, string> = {
  sm: 'max-w-md',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
}

export interface DialogContentProps extends Omit<ComponentPropsWithoutRef<typeof DialogPrimitive.Content>, 'title'> {
  /** The dialog's accessible name, shown as its heading. */
  title: ReactNode
  /** Shown under the title and announced with it. */
  description?: ReactNode
  size?: DialogSize
}

export const DialogContent = forwardRef<ComponentRef<typeof DialogPrimitive.Content>, DialogContentProps>(
  function DialogContent({ title, description, size = 'md', className, children, ...props }, ref) {
    return (
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50 data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          ref={ref}
          // Without a description Radix must be told explicitly that nothing describes the dialog.
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...props}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto',
            'rounded-lg border border-slate-200 bg-white p-6 shadow-xl focus:outline-none data-[state=open]:animate-fade-in',
            sizes[size],
            className,
          )}
        >
          <div className="pr-8">
            <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="mt-1 text-sm text-slate-600">{description}</DialogPrimitive.Description>
            )}
          </div>
          <div className="mt-5">{children}</div>
          {/* Last in the DOM so that opening the dialog focuses its first field, not the close button. */}
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute right-4 top-4 inline-flex h-8 w-8 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    )
  },
)

/** The action row at the bottom of a dialog: stacked on phones (main action on top), in a row on larger screens. */
export function DialogFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>{children}</div>
}
