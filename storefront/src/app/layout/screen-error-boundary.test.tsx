import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useNavigate, useRoutes } from 'react-router-dom'
import { createQueryClient } from '@/lib/query-client'
import { routerFuture } from '@/lib/router-future'
import { AppProviders } from '../providers'
import { RootLayout } from './root-layout'

function Broken(): never {
  throw new Error('The screen broke while rendering.')
}

// A screen whose code cannot be downloaded (a deploy replaced its file, the network dropped).
const Undownloadable = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))

function Shop() {
  const navigate = useNavigate()
  const screenOf = useRoutes([
    {
      path: '/',
      element: <RootLayout />,
      children: [
        { path: 'broken', element: <Broken /> },
        { path: 'undownloadable', element: <Undownloadable /> },
        { path: 'fine', element: <h1>A working screen</h1> },
      ],
    },
  ])
  return (
    <>
      <button onClick={() => navigate('/fine')}>Go elsewhere</button>
      {screenOf}
    </>
  )
}

function renderShopAt(path: string) {
  render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]} future={routerFuture}>
        <Shop />
      </MemoryRouter>
    </AppProviders>,
  )
}

describe('a screen that fails', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it.each(['/broken', '/undownloadable'])('%s is reported inside the frame, and another address shows its screen', async (path) => {
    // React reports the caught error on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderShopAt(path)

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't show this page.")
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(document.title).toBe('Something Went Wrong - PrintShop Pro')

    await userEvent.click(screen.getByRole('button', { name: 'Go elsewhere' }))
    expect(await screen.findByRole('heading', { name: 'A working screen' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
  })
})
