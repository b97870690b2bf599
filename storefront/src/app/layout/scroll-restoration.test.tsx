import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useNavigate } from 'react-router-dom'
import { routerFuture } from '@/lib/router-future'
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
})
