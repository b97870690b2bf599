import { QueryObserver, focusManager, onlineManager } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getJson } from './api-client'
import { createQueryClient } from './query-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('query client', () => {
  it('keeps an answer: no new request when the window regains focus or comes back online', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockImplementation(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } }))
    vi.stubGlobal('fetch', fetchMock)
    const client = createQueryClient()
    const observer = new QueryObserver(client, { queryKey: ['products'], queryFn: () => getJson('/api/products') })
    const unsubscribe = observer.subscribe(() => {})
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'))
    focusManager.setFocused(false)
    focusManager.setFocused(true)
    onlineManager.setOnline(false)
    onlineManager.setOnline(true)
    await client.refetchQueries({ stale: true })
    unsubscribe()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('does not retry a failed query', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 }))
    vi.stubGlobal('fetch', fetchMock)

    await expect(
      createQueryClient().fetchQuery({ queryKey: ['products'], queryFn: () => getJson('/api/products') }),
    ).rejects.toThrow('500: boom')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
