import { afterEach, describe, expect, it, vi } from 'vitest'
import { getJson } from './api-client'
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

  it('does not retry a failed query', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(new Response('boom', { status: 500 }))
    vi.stubGlobal('fetch', fetchMock)

    await expect(
      createQueryClient().fetchQuery({ queryKey: ['products'], queryFn: () => getJson('/api/products') }),
    ).rejects.toThrow('500: boom')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})
