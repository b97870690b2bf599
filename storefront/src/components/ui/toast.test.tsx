import { afterEach, describe, expect, it } from 'vitest'
import { act, render, renderHook, screen } from '@testing-library/react'
import { Toaster } from './toast'
import { toast, useToastStore, useToastsAtTop } from './use-toast'

afterEach(() => {
  act(() => useToastStore.getState().remove())
})

describe('Toaster', () => {
  it('shows the newest toast only, with its title and description', () => {
    render(<Toaster />)

    act(() => {
      toast({ title: 'Added to cart', description: 'OfficeJet Pro has been added to your cart.' })
      toast({ title: 'Added to wishlist', description: 'OfficeJet Pro has been added to your wishlist.' })
    })

    expect(screen.getByText('Added to wishlist')).toBeInTheDocument()
    expect(screen.getByText('OfficeJet Pro has been added to your wishlist.')).toBeInTheDocument()
    expect(screen.queryByText('Added to cart')).not.toBeInTheDocument()
  })

  it('renders the action button of a toast', () => {
    render(<Toaster />)
    act(() => {
      toast({
        title: 'Email already registered',
        description: 'This email is already in use. Try signing in instead or use a different email.',
        variant: 'destructive',
        action: { label: 'Sign In', onClick: () => {} },
      })
    })

    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument()
  })

  it('shows toasts at the top of the screen while a page asks for it, and at the bottom again after', () => {
    render(<Toaster />)
    act(() => {
      toast({ title: 'Order failed', variant: 'destructive' })
    })
    const region = () => document.querySelector('[data-placement]')
    expect(region()).toHaveAttribute('data-placement', 'bottom')
    expect(region()).toHaveClass('bottom-0')

    const page = renderHook(() => useToastsAtTop())
    expect(region()).toHaveAttribute('data-placement', 'top')
    expect(region()).toHaveClass('top-0')
    expect(region()).not.toHaveClass('bottom-0')

    page.unmount()
    expect(region()).toHaveAttribute('data-placement', 'bottom')
  })
})
