import { Link } from 'react-router-dom'
import { Printer } from 'lucide-react'
import { SHOP_NAME } from '@/lib/config'

export function Logo({ onClick }: { onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2"
    >
      <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-primary-600 text-white">
        <Printer className="h-5 w-5" aria-hidden="true" />
      </span>
      <span className="text-lg font-bold tracking-tight text-slate-900">{SHOP_NAME}</span>
    </Link>
  )
}
