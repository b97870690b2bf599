import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountLabel, getCurrentUser, logout } from '@/lib/auth'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  localStorage.setItem(AUTH_TOKEN_KEY, 'tok-1')
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('getCurrentUser', () => {
  it('returns the signed-in user, asking with the bearer token', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 'cus_1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', phone: '9185550100' })),
    )

    await expect(getCurrentUser()).resolves.toMatchObject({ id: 'cus_1', firstName: 'Ann' })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/auth/user')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1')
  })

  it('removes the token silently on 401', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401 }))

    await expect(getCurrentUser()).resolves.toBeNull()
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
  })

  it('reads any other failure as signed out but keeps the token', async () => {
    fetchMock.mockResolvedValue(new Response('down', { status: 503 }))

    await expect(getCurrentUser()).resolves.toBeNull()
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1')
  })
})

describe('logout', () => {
  it('posts the logout with the token, then removes the token and reloads', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    const reload = vi.fn()

    await logout(reload)

    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/logout')
    expect(init?.method).toBe('POST')
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-1')
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(reload).toHaveBeenCalledOnce()
  })

  it('still signs out locally when the call fails, logging the error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const reload = vi.fn()

    await logout(reload)

    expect(consoleError).toHaveBeenCalled()
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull()
    expect(reload).toHaveBeenCalledOnce()
  })
})

describe('accountLabel', () => {
  it('prefers the first name, then the e-mail, then "Account"', () => {
    expect(accountLabel({ firstName: 'Ann', email: 'ann@example.com' })).toBe('Ann')
    expect(accountLabel({ firstName: '', email: 'ann@example.com' })).toBe('ann@example.com')
    expect(accountLabel({ firstName: null, email: '' })).toBe('Account')
  })
})
