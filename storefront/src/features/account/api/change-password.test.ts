import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_TOKEN_KEY } from '@/lib/auth-token'
import { changePassword } from './change-password'

const fetchMock = vi.fn<typeof fetch>()
const values = { currentPassword: 'old-password', newPassword: 'new-password-1', confirmPassword: 'new-password-1' }

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  localStorage.setItem(AUTH_TOKEN_KEY, 'old-token')
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('changePassword', () => {
  it('keeps the new token the server gives this session', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Password changed', token: 'new-token' }), { status: 200 }))
    await changePassword(values)
    const [url, init] = fetchMock.mock.calls[0]
    expect(url).toBe('/api/user/password')
    expect(init?.method).toBe('PUT')
    expect(JSON.parse(String(init?.body))).toEqual(values)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('new-token')
  })

  it('keeps the current token when the answer has none', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 200 }))
    await changePassword(values)
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('old-token')
  })

  it('fails without touching the token', async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'Current password is incorrect' }), { status: 400 }))
    await expect(changePassword(values)).rejects.toThrow('400: ')
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('old-token')
  })
})
