import { Text } from "@medusajs/ui"
import type { ReactNode } from "react"

/** One line of a dashboard section: a label on the left, its value on the right, as Medusa's own sections show them. */
export function SectionRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="text-ui-fg-subtle grid grid-cols-2 items-start gap-x-4 px-6 py-4">
      <Text size="small" weight="plus" leading="compact">
        {label}
      </Text>
      <div className="txt-compact-small min-w-0 break-words">{children}</div>
    </div>
  )
}
