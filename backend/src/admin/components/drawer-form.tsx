import { Button, Drawer, Hint, Label } from "@medusajs/ui"
import type { ReactNode } from "react"

/** Marks a field invalid and points it at its error for screen readers, or at its hint. */
export const invalid = (id: string, error: string | undefined) =>
  error ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : { "aria-describedby": `${id}-hint` }

/** A drawer form's field: its label, the control, and its error in place of its hint. */
export function Field({ id, label, hint, error, children }: { id: string; label: string; hint: string; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-y-2">
      <Label htmlFor={id} size="small" weight="plus">
        {label}
      </Label>
      {children}
      {error ? (
        <Hint id={`${id}-error`} variant="error">
          {error}
        </Hint>
      ) : (
        <Hint id={`${id}-hint`}>{hint}</Hint>
      )}
    </div>
  )
}

/** A drawer form's Cancel and Save. */
export function DrawerSaveFooter({ saving }: { saving: boolean }) {
  return (
    <Drawer.Footer>
      <Drawer.Close asChild>
        <Button type="button" size="small" variant="secondary">
          Cancel
        </Button>
      </Drawer.Close>
      <Button type="submit" size="small" isLoading={saving}>
        Save
      </Button>
    </Drawer.Footer>
  )
}
