import { useEffect, useRef } from 'react'
import { Link } from 'react-router-dom'
import { useMutation } from '@tanstack/react-query'
import { AlertTriangle, BellOff, LinkIcon } from 'lucide-react'
import { STOCK_ALERT_MESSAGES } from '@printshop/contract'
import { NoticeCard } from '@/components/notice-card'
import { PageSpinner } from '@/components/page-spinner'
import { Button, buttonStyles } from '@/components/ui/button'
import { ApiError, serverMessage } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'
import { useLinkToken } from '@/lib/use-link-token'
import { unsubscribeStockAlerts } from '../api/unsubscribe'

/** What the page says once the address is off the list. */
function unsubscribedText(email: string, message: string): string {
  return email ? `You will get no more back-in-stock e-mails at ${email}.` : message
}

/**
 * /stock-alerts/unsubscribe?token=...: the unsubscribe link of a back-in-stock e-mail. It unsubscribes
 * as it opens, with no button to press (the link is the request), once: React's development double
 * effect and a re-render post nothing more. The token is taken out of the address bar as the page
 * opens, so it stays neither in the history nor in the Referer of what the page asks for next.
 */
export function StockAlertsUnsubscribePage() {
  useDocumentTitle('Back-in-Stock E-mails')
  const token = useLinkToken()
  const unsubscribe = useMutation({ mutationFn: unsubscribeStockAlerts })
  const { mutate } = unsubscribe
  const sent = useRef(false)

  useEffect(() => {
    if (!token || sent.current) return
    sent.current = true
    mutate(token)
  }, [token, mutate])

  if (!token) return <BadLink message={STOCK_ALERT_MESSAGES.badLink} />
  if (unsubscribe.isSuccess) {
    return (
      <NoticeCard Icon={BellOff} title="Unsubscribed" text={unsubscribedText(unsubscribe.data.email, unsubscribe.data.message)}>
        <ContinueShopping />
      </NoticeCard>
    )
  }
  if (unsubscribe.isError) {
    const { error } = unsubscribe
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
      return <BadLink message={serverMessage(error) ?? STOCK_ALERT_MESSAGES.badLink} />
    }
    return (
      <NoticeCard
        Icon={AlertTriangle}
        title="Not Unsubscribed Yet"
        text={serverMessage(error) ?? 'We could not unsubscribe you just now. Please try again in a moment.'}
      >
        <Button onClick={() => mutate(token)} className="w-full">
          Try again
        </Button>
        <ContinueShopping />
      </NoticeCard>
    )
  }
  return <PageSpinner label="Unsubscribing..." />
}

function BadLink({ message }: { message: string }) {
  return (
    <NoticeCard Icon={LinkIcon} title="Link Not Valid" text={message}>
      <ContinueShopping />
    </NoticeCard>
  )
}

function ContinueShopping() {
  return (
    <Link to="/products" className={buttonStyles({ variant: 'outline', className: 'w-full' })}>
      Continue Shopping
    </Link>
  )
}
