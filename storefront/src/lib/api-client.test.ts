import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, apiRequest, getBlob, getJson, serverFieldErrors, serverMessage } from './api-client'
import { AUTH_TOKEN_KEY } from './auth-token'

const fetchMock = vi.fn<typeof fetch>()

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? []
  return { url, init: init ?? {}, headers: new Headers(init?.headers) }
}

describe('apiRequest', () => {
  it('sends cookies and JSON bodies', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }))

    await apiRequest('POST', '/api/login', { email: 'a@b.com', password: 'secret123' })

    const { url, init, headers } = lastRequest()
    expect(url).toBe('/api/login')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(init.body).toBe(JSON.stringify({ email: 'a@b.com', password: 'secret123' }))
  })

  it('sends no body or content type when there is no payload', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))

    await apiRequest('POST', '/api/logout')

    const { init, headers } = lastRequest()
    expect(init.body).toBeUndefined()
    expect(headers.has('Content-Type')).toBe(false)
  })

  it('attaches the stored token as a bearer header', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-123')
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }))

    await apiRequest('PUT', '/api/user/profile', { firstName: 'Ann' })

    expect(lastRequest().headers.get('Authorization')).toBe('Bearer tok-123')
  })

  it('sends no authorization header without a token', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 200 }))

    await apiRequest('POST', '/api/login', {})

    expect(lastRequest().headers.has('Authorization')).toBe(false)
  })

  it('throws "status: body" on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Out of stock"}', { status: 409, statusText: 'Conflict' }))

    const error = await apiRequest('POST', '/api/orders', {}).catch((caught: unknown) => caught)

    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).message).toBe('409: {"message":"Out of stock"}')
    expect((error as ApiError).status).toBe(409)
  })

  it('falls back to the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }))

    await expect(apiRequest('POST', '/api/orders', {})).rejects.toThrow('401: Unauthorized')
  })

  it('sends a FormData body as it is, leaving its multipart content type to the browser', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-5')
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }))
    const form = new FormData()
    form.append('kind', 'resale')

    await apiRequest('POST', '/api/user/company/tax-exemptions', form)

    const { init, headers } = lastRequest()
    expect(init.body).toBe(form)
    expect(headers.has('Content-Type')).toBe(false)
    expect(headers.get('Authorization')).toBe('Bearer tok-5')
    expect(init.credentials).toBe('include')
  })
})

describe('getBlob', () => {
  it("fetches a file with the token and answers its content", async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-7')
    fetchMock.mockResolvedValue(new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { status: 200 }))

    const blob = await getBlob('/api/user/orders/1042/invoice', 'application/pdf')

    expect(blob.type).toBe('application/pdf')
    expect(blob.size).toBe(8)
    const { url, init, headers } = lastRequest()
    expect(url).toBe('/api/user/orders/1042/invoice')
    expect(init.method).toBe('GET')
    expect(headers.get('Authorization')).toBe('Bearer tok-7')
    expect(headers.get('Accept')).toBe('application/pdf')
  })

  it('throws an ApiError on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"Order not found"}', { status: 404, statusText: 'Not Found' }))

    await expect(getBlob('/api/user/orders/9/invoice', 'application/pdf')).rejects.toThrow('404: {"message":"Order not found"}')
  })
})

describe('getJson', () => {
  it('parses the JSON answer and sends cookies and the token', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'tok-9')
    fetchMock.mockResolvedValue(new Response('[{"id":"p1"}]', { status: 200 }))

    await expect(getJson('/api/products')).resolves.toEqual([{ id: 'p1' }])

    const { init, headers } = lastRequest()
    expect(init.method).toBe('GET')
    expect(init.credentials).toBe('include')
    expect(headers.get('Authorization')).toBe('Bearer tok-9')
  })

  it('returns null on 401', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', { status: 401 }))

    await expect(getJson('/api/auth/user')).resolves.toBeNull()
  })

  it('throws on 401 when asked to', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 401, statusText: 'Unauthorized' }))

    await expect(getJson('/api/auth/user', { on401: 'throw' })).rejects.toThrow('401: Unauthorized')
  })

  it('throws "status: body" on other failures', async () => {
    fetchMock.mockResolvedValue(new Response('Product not found', { status: 404, statusText: 'Not Found' }))

    await expect(getJson('/api/products/x')).rejects.toThrow('404: Product not found')
  })

  it('uses the status text when a failing answer has no body', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500, statusText: 'Internal Server Error' }))

    await expect(getJson('/api/products')).rejects.toThrow('500: Internal Server Error')
  })
})

describe('serverMessage and serverFieldErrors', () => {
  it('reads the message and field errors of a JSON error body', () => {
    const error = new ApiError(
      400,
      'Bad Request',
      JSON.stringify({ message: 'Invalid input', errors: [{ path: 'email', message: 'Please enter a valid email address' }] }),
    )
    expect(serverMessage(error)).toBe('Invalid input')
    expect(serverFieldErrors(error)).toEqual({ email: 'Please enter a valid email address' })
  })

  it('gives nothing for bodies that are not JSON, empty messages and other errors', () => {
    expect(serverMessage(new ApiError(502, 'Bad Gateway', '<html>oops</html>'))).toBeUndefined()
    expect(serverMessage(new ApiError(400, 'Bad Request', '{"message":"  "}'))).toBeUndefined()
    expect(serverMessage(new TypeError('Failed to fetch'))).toBeUndefined()
    expect(serverFieldErrors(new ApiError(500, 'Server Error', ''))).toEqual({})
  })
})
