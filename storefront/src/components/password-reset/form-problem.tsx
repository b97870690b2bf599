import type { ReactNode } from 'react'
import { ApiError, serverMessage } from '@/lib/api-client'

/** What a refused or failed request says above the form's button when no field is to blame. */
export function failureText(error: unknown): string {
  return (error instanceof ApiError ? serverMessage(error) : undefined) ?? 'Something went wrong. Please try again.'
}

/** A problem of the whole form (a rate limit, an outage), announced when it appears. */
export function FormProblem({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  )
}
