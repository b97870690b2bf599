import { useEffect, useState } from "react";
import { XCircle } from "lucide-react";
import {
  CANCEL_WINDOW_MINUTES,
  ORDER_CANCEL_MESSAGES,
  type Order,
} from "@printshop/contract";
import { Button, type ButtonSize } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/use-toast";
import { serverMessage } from "@/lib/api-client";
import { useCancelOrder, useCancelRefusal } from "@/lib/cancel-order";

/** 'Cancel by 3:42 PM (18 min left)': when the hour to cancel online ends, in the shopper's own clock. */
export function cancelDeadlineText(
  createdAt: string,
  now = Date.now(),
): string {
  const closes = new Date(createdAt).getTime() + CANCEL_WINDOW_MINUTES * 60_000;
  const minutes = Math.max(1, Math.ceil((closes - now) / 60_000));
  const time = new Date(closes).toLocaleTimeString("en-US", {
    hour: "numeric",
    minute: "2-digit",
  });
  return `Cancel by ${time} (${minutes} min left)`;
}

/** Renders again every half minute, so the minutes left stay true on a screen left open. */
function useTicking(active: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 30_000);
    return () => clearInterval(timer);
  }, [active]);
}

/**
 * 'Cancel order' for the signed-in customer's own order, while it can still be cancelled online
 * (within the hour, before it ships; renders nothing otherwise), with the time left beside it and
 * a confirmation first.
 */
export function CancelOrderButton({
  order,
  size = "sm",
}: {
  order: Pick<Order, "id" | "status" | "createdAt">;
  size?: ButtonSize;
}) {
  const refusal = useCancelRefusal(order);
  const cancelOrder = useCancelOrder();
  const [open, setOpen] = useState(false);
  useTicking(!refusal);

  // Awaited rather than given callbacks: once the order reads cancelled this button is gone.
  async function onConfirm() {
    try {
      await cancelOrder.mutateAsync(order.id);
      toast({
        title: `Order #${order.id} cancelled`,
        description: ORDER_CANCEL_MESSAGES.done,
      });
    } catch (error) {
      toast({
        title: "Order not cancelled",
        description:
          serverMessage(error) ??
          "We could not cancel your order just now. Please try again.",
        variant: "destructive",
      });
    }
    setOpen(false);
  }

  // Kept while the request runs, so the confirmation can say how it went.
  if (refusal && !cancelOrder.isPending) return null;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        trigger={
          <Button
            variant="outline"
            size={size}
            className="border-red-300 text-red-700 hover:bg-red-50"
          >
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
      {!refusal && (
        <span className="text-xs text-slate-600">
          {cancelDeadlineText(order.createdAt)}
        </span>
      )}
    </span>
  );
}
