import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { LucideIcon } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button'

export interface EmptyStateProps {
  Icon: LucideIcon
  /** The page's heading (h1). */
  title: ReactNode
  description: ReactNode
  /** Where the single call to action leads, and what it reads. */
  action: { to: string; label: ReactNode }
}

/** A page with nothing to show yet (an empty cart or wishlist): icon, heading, a line and one way on. */
export function EmptyState({ Icon, title, description, action }: EmptyStateProps) {
  return (
    <section className="container flex flex-col items-center py-24 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-slate-100 text-slate-400">
        <Icon className="h-8 w-8" aria-hidden="true" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <Link to={action.to} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        {action.label}
      </Link>
    </section>
  )
}
