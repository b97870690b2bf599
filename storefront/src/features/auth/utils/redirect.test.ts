import { describe, expect, it } from 'vitest'
import { authPagePath, redirectTarget, safeRedirectPath } from './redirect'

describe('safeRedirectPath', () => {
  it.each(['/checkout', '/account?tab=orders', '/products/prod_1#reviews', '/'])('accepts the same-site path %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path)
  })

  it.each([
    '//evil.com',
    '//evil.com/checkout',
    '/\\evil.com',
    '/\t/evil.com',
    'https://evil.com',
    'javascript:alert(1)',
    'checkout',
    '',
    '/login',
    '/signup?redirect=/x',
    '/forgot-password',
    '/reset-password',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull()
  })

  it('rejects anything that is not text', () => {
    expect(safeRedirectPath(undefined)).toBeNull()
    expect(safeRedirectPath({ pathname: '/x' })).toBeNull()
  })
})

describe('redirectTarget', () => {
  it('prefers the redirect parameter', () => {
    expect(redirectTarget('?redirect=/checkout', { from: '/cart' })).toBe('/checkout')
    expect(redirectTarget('?redirect=%2Faccount%3Ftab%3Dorders', null)).toBe('/account?tab=orders')
  })

  it('falls back to the page in location.state.from, as a path or a location', () => {
    expect(redirectTarget('', { from: '/wishlist' })).toBe('/wishlist')
    expect(redirectTarget('', { from: { pathname: '/account', search: '?tab=profile', hash: '' } })).toBe('/account?tab=profile')
  })

  it('goes home when nothing safe is given', () => {
    expect(redirectTarget('?redirect=//evil.com', { from: 'https://evil.com' })).toBe('/')
    expect(redirectTarget('', undefined)).toBe('/')
  })
})

describe('authPagePath', () => {
  it('keeps the target in a readable redirect parameter', () => {
    expect(authPagePath('/login', '/checkout')).toBe('/login?redirect=/checkout')
    expect(authPagePath('/signup', '/account?tab=orders')).toBe('/signup?redirect=/account%3Ftab%3Dorders')
  })

  it('leaves the parameter out for home and unsafe targets', () => {
    expect(authPagePath('/login', '/')).toBe('/login')
    expect(authPagePath('/signup', '//evil.com')).toBe('/signup')
  })
})
