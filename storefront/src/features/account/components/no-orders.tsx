import { Link } from 'react-router-dom'
import { ShoppingBag } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button'

/** Shown instead of an order list while the customer has not ordered anything. */
export function NoOrders() {
  return (
    <div className="flex flex-col items-center px-6 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
        <ShoppingBag className="h-6 w-6" aria-hidden="true" />
      </span>
      <p className="mt-4 font-medium text-slate-900">You haven&apos;t placed any orders yet</p>
      <p className="mt-1 text-sm text-slate-500">When you do, they will show up here so you can follow them.</p>
      <Link to="/products" className={buttonStyles({ className: 'mt-6' })}>
        Start Shopping
      </Link>
    </div>
  )
}
