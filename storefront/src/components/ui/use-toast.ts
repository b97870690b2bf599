import { useEffect } from 'react'
import { create } from 'zustand'

/** At most one toast is on screen; a new one replaces the old. */
export const TOAST_LIMIT = 1
/** How long a toast stays up before closing by itself. */
export const TOAST_DURATION_MS = 5000
/** A dismissed toast stays in the list (closed) this long before it is dropped. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export type ToastVariant = 'default' | 'destructive'

export interface ToastAction {
  label: string
  /** Describes the action for screen readers when the toast is announced. */
  altText?: string
  onClick: () => void
}

export interface ToastOptions {
  title?: string
  description?: string
  variant?: ToastVariant
  action?: ToastAction
}

export interface ToastItem extends ToastOptions {
  id: string
  open: boolean
}

/** Where toasts appear: the bottom of the screen, or its top on a page whose main button sits at the bottom. */
export type ToastPlacement = 'bottom' | 'top'

interface ToastState {
  toasts: ToastItem[]
  placement: ToastPlacement
  setPlacement: (placement: ToastPlacement) => void
  add: (toast: ToastItem) => void
  update: (id: string, changes: Partial<ToastOptions>) => void
  dismiss: (id?: string) => void
  remove: (id?: string) => void
}

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id)
      useToastStore.getState().remove(id)
    }, TOAST_REMOVE_DELAY_MS),
  )
}

export const useToastStore = create<ToastState>()((set, get) => ({
  toasts: [],
  placement: 'bottom',
  setPlacement: (placement) => set({ placement }),
  add: (toast) => set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) })),
  update: (id, changes) =>
    set((state) => ({
      toasts: state.toasts.map((toast) => (toast.id === id ? { ...toast, ...changes } : toast)),
    })),
  dismiss: (id) => {
    const targets = get().toasts.filter((toast) => id === undefined || toast.id === id)
    for (const toast of targets) scheduleRemoval(toast.id)
    set((state) => ({
      toasts: state.toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)),
    }))
  },
  remove: (id) => {
    for (const [timerId, timer] of removalTimers) {
      if (id === undefined || timerId === id) {
        clearTimeout(timer)
        removalTimers.delete(timerId)
      }
    }
    set((state) => ({ toasts: id === undefined ? [] : state.toasts.filter((toast) => toast.id !== id) }))
  },
}))

let lastId = 0

/** Shows a toast. Returns handles to change or dismiss that toast later. */
export function toast(options: ToastOptions) {
  lastId = (lastId + 1) % Number.MAX_SAFE_INTEGER
  const id = String(lastId)
  useToastStore.getState().add({ variant: 'default', ...options, id, open: true })
  return {
    id,
    dismiss: () => useToastStore.getState().dismiss(id),
    update: (changes: Partial<ToastOptions>) => useToastStore.getState().update(id, changes),
  }
}

export function useToast() {
  const toasts = useToastStore((state) => state.toasts)
  const dismiss = useToastStore((state) => state.dismiss)
  return { toasts, toast, dismiss }
}

/**
 * Shows toasts at the top of the screen while the calling page is open: its main button sits where
 * they would otherwise appear (the checkout's Place Order), and a failure must not hide it.
 */
export function useToastsAtTop() {
  const setPlacement = useToastStore((state) => state.setPlacement)
  useEffect(() => {
    setPlacement('top')
    return () => setPlacement('bottom')
  }, [setPlacement])
}
