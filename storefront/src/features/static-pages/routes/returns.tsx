import { Link } from 'react-router-dom'
import { PolicySection, StaticPage } from '@/components/layouts/static-page'
import { buttonStyles } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/auth'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE } from '@/lib/config'

/** The account's orders, where a delivered order's items are returned and its returns are followed. */
const ACCOUNT_ORDERS_PATH = '/account?tab=orders'
/** The account's orders narrowed to those with returns, where each return's status shows. */
const ACCOUNT_RETURNS_PATH = '/account?tab=orders&show=returns'

/** The sign-in page, coming back to `path` afterwards (slashes left readable, as elsewhere). */
const signInTo = (path: string) => `/login?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`
const SIGN_IN_TO_ORDERS_PATH = signInTo(ACCOUNT_ORDERS_PATH)
const SIGN_IN_TO_RETURNS_PATH = signInTo(ACCOUNT_RETURNS_PATH)

const REFUND_TIMES = [
  { method: 'Credit or debit card', time: '3-5 business days' },
  { method: 'PayPal', time: '1-2 business days' },
  { method: 'Check', time: '7-10 business days' },
]

export function ReturnsPage() {
  // Returns are started on the account's orders and followed on its orders with returns; a visitor
  // signs in first. While a stored sign-in is being checked the account is assumed: it sends a
  // visitor to sign in itself.
  const { user, isLoading } = useCurrentUser()
  const toAccount = Boolean(user) || isLoading
  const ordersPath = toAccount ? ACCOUNT_ORDERS_PATH : SIGN_IN_TO_ORDERS_PATH
  const returnsPath = toAccount ? ACCOUNT_RETURNS_PATH : SIGN_IN_TO_RETURNS_PATH
  return (
    <StaticPage
      title="Return Policy"
      intro="Not the right fit? Most products can be returned within 30 days of delivery."
      lastUpdated="November 1, 2026"
    >
      <div className="mb-10 flex flex-wrap gap-3">
        <Link to={ordersPath} className={buttonStyles()}>
          Start Return Process
        </Link>
        <Link to={returnsPath} className={buttonStyles({ variant: 'outline' })}>
          Check Return Status
        </Link>
      </div>
      <PolicySection heading="Return Window">
        <ul>
          <li>Return most products within 30 days of delivery.</li>
          <li>Unopened items in their sealed packaging can be returned within 60 days of delivery.</li>
          <li>Items must come back in their original packaging with all accessories, manuals and cables.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="Damaged or Defective Items">
        <p>
          If an item arrives damaged in transit, please tell us within 48 hours of delivery and keep the packaging so we can file a claim
          with the carrier. We will send a replacement or a full refund.
        </p>
      </PolicySection>
      <PolicySection heading="Return Shipping">
        <ul>
          <li>Return shipping is free for defective items.</li>
          <li>Return shipping is also free for items over $100.</li>
        </ul>
      </PolicySection>
      <PolicySection heading="How to Return an Item">
        <ol className="ml-5 list-decimal space-y-1.5">
          <li>Start a return through our support team with your order number.</li>
          <li>We e-mail you a return authorization and shipping instructions.</li>
          <li>Pack the item securely in its original packaging and ship it back.</li>
          <li>We inspect the item and issue your refund once it arrives.</li>
        </ol>
      </PolicySection>
      <PolicySection heading="Refunds">
        <p>Refunds go back to the original payment method. After we process your return, allow:</p>
        <ul>
          {REFUND_TIMES.map(({ method, time }) => (
            <li key={method}>
              {method}: {time}
            </li>
          ))}
        </ul>
      </PolicySection>
      <PolicySection heading="Questions?">
        <p>
          Call {SUPPORT_PHONE} ({SUPPORT_HOURS}) or e-mail{' '}
          <a className="text-primary-700 underline hover:text-primary-800" href={`mailto:${SUPPORT_EMAIL}`}>
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
      </PolicySection>
    </StaticPage>
  )
}
