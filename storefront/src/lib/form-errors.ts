import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { serverFieldErrors } from '@/lib/api-client'

/**
 * Shows the per-field messages of a 400 answer under the form's own fields (only the fields
 * listed; others are covered by the toast). Returns whether any was shown.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const messages = serverFieldErrors(error)
  let applied = false
  for (const field of fields) {
    const message = messages[field]
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied })
      applied = true
    }
  }
  return applied
}
