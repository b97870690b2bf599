import { LoaderCircle } from 'lucide-react'

export function PageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-slate-500">
      <LoaderCircle className="h-8 w-8 animate-spin text-primary-600" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  )
}
