import { Link, useLocation, useParams } from 'react-router-dom'
import { Lock, PackageSearch } from 'lucide-react'
import { orderConfirmationPath } from '@printshop/contract'
import { PageSpinner } from '@/components/page-spinner'
import { buttonStyles } from '@/components/ui/button'
import { authPagePath } from '@/features/auth/utils/redirect'
import { useUserOrder } from '@/features/orders/api/get-user-order'
import { useCurrentUser } from '@/lib/auth'
import { useDocumentTitle } from '@/lib/use-document-title'
import { NoticeCard } from '@/components/notice-card'
import { OrderConfirmation, type ConfirmationState } from '@/features/checkout/components/order-confirmation'

/**
 * /checkout/confirmation/{number}: the 'Order Confirmed!' page of one of the signed-in customer's
 * orders. The checkout goes here once the order is placed (showing the order it has at once), and
 * the confirmation e-mail links here, so a reload, Back and a later visit all find it again.
 */
export function OrderConfirmationPage() {
  const { orderNumber = '' } = useParams()
  const location = useLocation()
  const placed = (location.state as ConfirmationState | null)?.placed
  const { user, isLoading } = useCurrentUser()
  const order = useUserOrder(orderNumber, placed?.id === orderNumber ? placed : undefined)

  if (order.data) return <OrderConfirmation order={order.data} />
  if (isLoading) return <PageSpinner />
  if (!user) return <SignInToSee orderNumber={orderNumber} />
  if (order.isPending) return <PageSpinner label="Loading your order..." />
  return <OrderNotFound orderNumber={orderNumber} failed={order.isError} />
}

function SignInToSee({ orderNumber }: { orderNumber: string }) {
  useDocumentTitle('Sign In Required')
  return (
    <NoticeCard Icon={Lock} title="Sign In Required" text="Please sign in to see your order.">
      <Link to={authPagePath('/login', orderConfirmationPath(orderNumber))} className={buttonStyles({ className: 'w-full' })}>
        Sign In
      </Link>
      <Link to={`/track?order=${encodeURIComponent(orderNumber)}`} className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
        Track Your Order
      </Link>
    </NoticeCard>
  )
}

function OrderNotFound({ orderNumber, failed }: { orderNumber: string; failed: boolean }) {
  useDocumentTitle(failed ? 'Order Unavailable' : 'Order Not Found')
  return (
    <NoticeCard
      Icon={PackageSearch}
      title={failed ? 'Order Unavailable' : 'Order Not Found'}
      text={
        failed
          ? 'Your order could not be loaded right now. Please try again in a moment.'
          : `We could not find order #${orderNumber} in your account.`
      }
    >
      <Link to="/account?tab=orders" className={buttonStyles({ className: 'w-full' })}>
        My Orders
      </Link>
      <Link to="/products" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
        Continue Shopping
      </Link>
    </NoticeCard>
  )
}
