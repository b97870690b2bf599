import * as ToastPrimitive from '@radix-ui/react-toast'
import { X } from 'lucide-react'
import { cn } from '@/lib/cn'
import { TOAST_DURATION_MS, useToastStore, type ToastItem } from './use-toast'

const SWIPE_THRESHOLD_PX = 50

function ToastCard({ item, onOpenChange }: { item: ToastItem; onOpenChange: (open: boolean) => void }) {
  const destructive = item.variant === 'destructive'
  return (
    <ToastPrimitive.Root
      open={item.open}
      onOpenChange={onOpenChange}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-lg border p-4 pr-10 shadow-lg',
        'data-[state=open]:animate-slide-in-right data-[state=closed]:opacity-0 data-[state=closed]:transition-opacity',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        destructive ? 'border-red-600 bg-red-600 text-white' : 'border-slate-200 bg-white text-slate-900',
      )}
    >
      <div className="grid gap-1">
        {item.title && <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>}
        {item.description && (
          <ToastPrimitive.Description className={cn('text-sm', destructive ? 'text-red-50' : 'text-slate-600')}>
            {item.description}
          </ToastPrimitive.Description>
        )}
      </div>
      {item.action && (
        <ToastPrimitive.Action
          altText={item.action.altText ?? item.action.label}
          onClick={item.action.onClick}
          className={cn(
            'inline-flex h-8 shrink-0 items-center rounded-md border px-3 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
            destructive
              ? 'border-red-200 hover:bg-red-700 focus-visible:ring-white focus-visible:ring-offset-red-600'
              : 'border-slate-300 hover:bg-slate-100 focus-visible:ring-primary-600',
          )}
        >
          {item.action.label}
        </ToastPrimitive.Action>
      )}
      <ToastPrimitive.Close
        aria-label="Close"
        className={cn(
          'absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100 focus:outline-none focus-visible:ring-2',
          destructive ? 'text-red-50 focus-visible:ring-white' : 'text-slate-500 focus-visible:ring-primary-600',
        )}
      >
        <X className="h-4 w-4" aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  )
}

/** The Radix toast provider and the region where toasts appear (F8 moves focus to it). */
export function Toaster() {
  const toasts = useToastStore((state) => state.toasts)
  const dismiss = useToastStore((state) => state.dismiss)
  const placement = useToastStore((state) => state.placement)

  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((item) => (
        <ToastCard
          key={item.id}
          item={item}
          onOpenChange={(open) => {
            if (!open) dismiss(item.id)
          }}
        />
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        data-placement={placement}
        className={cn(
          'fixed right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]',
          placement === 'top' ? 'top-0' : 'bottom-0',
        )}
      />
    </ToastPrimitive.Provider>
  )
}
