import { useState } from 'react'
import { FileDown, LoaderCircle } from 'lucide-react'
import { Button, type ButtonSize, type ButtonVariant } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { downloadInvoice } from '@/lib/invoices'

/**
 * 'Download Invoice': the order's invoice PDF, fetched with the customer's token and saved as
 * invoice-INV-<number>.pdf (the order details in /account, the order's confirmation page). A
 * failure says so in a toast.
 */
export function DownloadInvoiceButton({
  orderNumber,
  variant = 'outline',
  size = 'sm',
  className,
}: {
  orderNumber: string
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}) {
  const [downloading, setDownloading] = useState(false)

  async function onClick() {
    setDownloading(true)
    try {
      await downloadInvoice(orderNumber)
    } catch (error) {
      toast({
        title: 'Invoice not downloaded',
        description: serverMessage(error) ?? 'We could not get your invoice just now. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setDownloading(false)
    }
  }

  return (
    <Button variant={variant} size={size} className={className} disabled={downloading} onClick={() => void onClick()}>
      {downloading ? (
        <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
      ) : (
        <FileDown className="h-4 w-4" aria-hidden="true" />
      )}
      {downloading ? 'Downloading...' : 'Download Invoice'}
    </Button>
  )
}
