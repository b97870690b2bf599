import { useState } from 'react'
import { XCircle } from 'lucide-react'
import { ORDER_CANCEL_MESSAGES, type Order } from '@printshop/contract'
import { Button, type ButtonSize } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { useCancelOrder, useCancelRefusal } from '@/lib/cancel-order'

/**
 * 'Cancel order' for the signed-in customer's own order, while it can still be cancelled online
 * (within the hour, before it ships; renders nothing otherwise), with a confirmation first.
 */
export function CancelOrderButton({ order, size = 'sm' }: { order: Pick<Order, 'id' | 'status' | 'createdAt'>; size?: ButtonSize }) {
  const refusal = useCancelRefusal(order)
  const cancelOrder = useCancelOrder()
  const [open, setOpen] = useState(false)

  // Awaited rather than given callbacks: once the order reads cancelled this button is gone.
  async function onConfirm() {
    try {
      await cancelOrder.mutateAsync(order.id)
      toast({ title: `Order #${order.id} cancelled`, description: ORDER_CANCEL_MESSAGES.done })
    } catch (error) {
      toast({
        title: 'Order not cancelled',
        description: serverMessage(error) ?? 'We could not cancel your order just now. Please try again.',
        variant: 'destructive',
      })
    }
    setOpen(false)
  }

  // Kept while the request runs, so the confirmation can say how it went.
  if (refusal && !cancelOrder.isPending) return null
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" size={size} className="border-red-300 text-red-700 hover:bg-red-50">
          <XCircle className="h-4 w-4" aria-hidden="true" />
          Cancel order
        </Button>
      }
      title={`Cancel order #${order.id}?`}
      description="The items go back into stock and nothing will be charged. This cannot be undone."
      cancelLabel="Keep order"
      confirmLabel="Cancel order"
      busyLabel="Cancelling..."
      busy={cancelOrder.isPending}
      onConfirm={() => void onConfirm()}
    />
  )
}
