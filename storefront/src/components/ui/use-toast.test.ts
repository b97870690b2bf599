import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOAST_REMOVE_DELAY_MS, toast, useToastStore } from './use-toast'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  useToastStore.getState().remove()
  vi.useRealTimers()
})

describe('toast store', () => {
  it('shows one toast at a time, the newest replacing the old', () => {
    toast({ title: 'Added to cart', description: 'Printer has been added to your cart.' })
    toast({ title: 'Item removed', description: 'Item has been removed from your cart.' })

    const { toasts } = useToastStore.getState()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toMatchObject({ title: 'Item removed', open: true, variant: 'default' })
  })

  it('keeps the destructive variant and an action', () => {
    const onClick = vi.fn()
    toast({ title: 'Error', description: 'Failed to update item quantity.', variant: 'destructive', action: { label: 'Sign In', onClick } })

    expect(useToastStore.getState().toasts[0]).toMatchObject({ variant: 'destructive', action: { label: 'Sign In' } })
  })

  it('closes a dismissed toast at once and removes it after the removal delay', () => {
    const shown = toast({ title: 'Cart updated' })

    shown.dismiss()
    expect(useToastStore.getState().toasts[0]?.open).toBe(false)

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1)
    expect(useToastStore.getState().toasts).toHaveLength(1)

    vi.advanceTimersByTime(1)
    expect(useToastStore.getState().toasts).toHaveLength(0)
  })

  it('dismisses every toast when no id is given', () => {
    toast({ title: 'Logged Out' })
    useToastStore.getState().dismiss()

    expect(useToastStore.getState().toasts.every((item) => !item.open)).toBe(true)
  })

  it('updates a shown toast', () => {
    const shown = toast({ title: 'Uploading' })
    shown.update({ title: 'Upload Complete' })

    expect(useToastStore.getState().toasts[0]?.title).toBe('Upload Complete')
  })
})
