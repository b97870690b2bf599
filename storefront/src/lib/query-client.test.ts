import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from './query-client'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('query client', () => {
  it('uses the spec defaults for queries and mutations', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions()

    expect(queries?.refetchInterval).toBe(false)
    expect(queries?.refetchOnWindowFocus).toBe(false)
    expect(queries?.staleTime).toBe(Infinity)
    expect(queries?.retry).toBe(false)
    expect(mutations?.retry).toBe(false)
  })

  it('fetches the URL formed by the query key by default', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('{"id":"p1"}', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)

    const data = await createQueryClient().fetchQuery({ queryKey: ['/api/products', 'p1'] })

    expect(data).toEqual({ id: 'p1' })
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/products/p1')
  })

  it('does not retry a failed query', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 }))
    vi.stubGlobal('fetch', fetchMock)

    await expect(createQueryClient().fetchQuery({ queryKey: ['/api/products'] })).rejects.toThrow('500: boom')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
