import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useEffect, useState } from 'react'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom'
import { routerFuture } from '@/lib/router-future'
import { SCROLL_ANCHOR_ATTRIBUTE, SCROLL_RESTORING_ATTRIBUTE, scrollAnchor } from '@/lib/scroll-anchor'
import { ScrollRestoration } from './scroll-restoration'

/** Buttons that navigate as links and the Back button do, and the page's sections. */
function Shop() {
  const navigate = useNavigate()
  return (
    <>
      <button onClick={() => navigate('/products')}>Products</button>
      <button onClick={() => navigate('/faq#returns')}>Returns question</button>
      <button onClick={() => navigate(-1)}>Back</button>
      <section id="returns">Returns</section>
      <ScrollRestoration />
    </>
  )
}

describe('ScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>
  let y = 0

  /** The shopper scrolls the page to `to`. */
  function scrollPage(to: number) {
    y = to
    act(() => {
      window.dispatchEvent(new Event('scroll'))
    })
  }

  beforeEach(() => {
    y = 0
    scrollTo = vi.fn((_x: number, to: number) => {
      y = to
    })
    vi.stubGlobal('scrollTo', scrollTo)
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y)
    Element.prototype.scrollIntoView = vi.fn()
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('opens a new page at its top and returns to where the shopper was on Back', async () => {
    render(
      <MemoryRouter initialEntries={['/']} future={routerFuture}>
        <Shop />
      </MemoryRouter>,
    )
    // The first page is left where the browser put it.
    expect(scrollTo).not.toHaveBeenCalled()
    scrollPage(640)

    await userEvent.click(screen.getByRole('button', { name: 'Products' }))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
    scrollPage(120)

    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640)
    expect(window.history.scrollRestoration).toBe('manual')
  })

  it('opens an address with a #fragment at the element it names', async () => {
    render(
      <MemoryRouter initialEntries={['/']} future={routerFuture}>
        <Shop />
      </MemoryRouter>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Returns question' }))
    expect(screen.getByText('Returns').scrollIntoView).toHaveBeenCalled()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  describe('a list that draws its cards after Back', () => {
    /** The fake layout: cards of 500 px one under another, from 200 px down the page, in a 900 px window. */
    const CARD = 500
    const LIST_TOP = 200
    const WINDOW = 900
    const CARDS = 48
    const cards = () => [...document.querySelectorAll<HTMLElement>(`[${SCROLL_ANCHOR_ATTRIBUTE}]`)]
    const topOf = (element: Element) => LIST_TOP + cards().indexOf(element as HTMLElement) * CARD - y

    /** The product list: its first cards at once, the rest a moment later (as the grid draws them). */
    function List() {
      const navigate = useNavigate()
      const [all, setAll] = useState(false)
      useEffect(() => {
        const timer = setTimeout(() => setAll(true), 30)
        return () => clearTimeout(timer)
      }, [])
      return (
        <ul>
          {Array.from({ length: all ? CARDS : 8 }, (_, index) => (
            <li key={index} {...scrollAnchor(`prod_${index}`)}>
              <button onClick={() => navigate(`/products/prod_${index}`)}>Product {index}</button>
            </li>
          ))}
        </ul>
      )
    }

    function ProductPage() {
      const navigate = useNavigate()
      return <button onClick={() => navigate(-1)}>Back</button>
    }

    function renderShop() {
      render(
        <MemoryRouter initialEntries={['/products']} future={routerFuture}>
          <Routes>
            <Route path="/products" element={<List />} />
            <Route path="/products/:id" element={<ProductPage />} />
          </Routes>
          <ScrollRestoration />
        </MemoryRouter>,
      )
    }

    beforeEach(() => {
      vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(WINDOW)
      // A page scrolls no further than its content: its height is that of the cards drawn.
      scrollTo.mockImplementation((_x: number, to: number) => {
        const bottom = Math.max(0, LIST_TOP + cards().length * CARD - WINDOW)
        y = Math.min(Math.max(0, to), bottom)
        window.dispatchEvent(new Event('scroll'))
      })
      vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
        const top = this.hasAttribute(SCROLL_ANCHOR_ATTRIBUTE) ? topOf(this) : 0
        const height = this.hasAttribute(SCROLL_ANCHOR_ATTRIBUTE) ? CARD : 0
        return DOMRect.fromRect({ x: 0, y: top, width: height ? 300 : 0, height })
      })
    })

    it('returns to the card that was in view once the list has drawn it again', async () => {
      renderShop()
      await waitFor(() => expect(cards()).toHaveLength(CARDS))
      // The 31st card at 100 px from the top of the window.
      scrollPage(LIST_TOP + 30 * CARD - 100)
      expect(topOf(screen.getByRole('button', { name: 'Product 30' }).parentElement!)).toBe(100)

      await userEvent.click(screen.getByRole('button', { name: 'Product 30' }))
      expect(y).toBe(0)

      await userEvent.click(screen.getByRole('button', { name: 'Back' }))
      // At first only 8 cards are back: the page is too short to scroll to the place yet. Meanwhile
      // the cards are laid out at their real height, not their estimate.
      expect(document.documentElement).toHaveAttribute(SCROLL_RESTORING_ATTRIBUTE)
      await waitFor(() => expect(cards()).toHaveLength(CARDS))
      await waitFor(() => expect(topOf(screen.getByRole('button', { name: 'Product 30' }).parentElement!)).toBe(100))
      // And it stays there: the position kept for Forward and Back is the one restored.
      await waitFor(() => expect(document.documentElement).not.toHaveAttribute(SCROLL_RESTORING_ATTRIBUTE))
      scrollPage(y)
      expect(topOf(screen.getByRole('button', { name: 'Product 30' }).parentElement!)).toBe(100)

      // Opened again and left with Back again: the same place.
      await userEvent.click(screen.getByRole('button', { name: 'Product 30' }))
      await userEvent.click(screen.getByRole('button', { name: 'Back' }))
      await waitFor(() => expect(topOf(screen.getByRole('button', { name: 'Product 30' }).parentElement!)).toBe(100))
    })

    it('leaves the page to a shopper who scrolls before the card is back', async () => {
      renderShop()
      await waitFor(() => expect(cards()).toHaveLength(CARDS))
      scrollPage(LIST_TOP + 30 * CARD - 100)
      await userEvent.click(screen.getByRole('button', { name: 'Product 30' }))
      await userEvent.click(screen.getByRole('button', { name: 'Back' }))

      // The shopper scrolls with the wheel at once: the restoring stops where they are.
      act(() => {
        window.dispatchEvent(new Event('wheel'))
      })
      scrollPage(700)
      await waitFor(() => expect(cards()).toHaveLength(CARDS))
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(y).toBe(700)
    })
  })
})
