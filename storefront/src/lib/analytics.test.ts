import { afterEach, describe, expect, it } from 'vitest'
import { trackEvent } from './analytics'

afterEach(() => {
  delete window.dataLayer
})

describe('trackEvent', () => {
  it('pushes the event to the data layer when there is one', () => {
    window.dataLayer = []
    trackEvent('search', { term: 'laser printer' })
    expect(window.dataLayer).toEqual([{ event: 'search', term: 'laser printer' }])
  })

  it('does nothing without a data layer', () => {
    expect(() => trackEvent('search', { term: 'x' })).not.toThrow()
    expect(window.dataLayer).toBeUndefined()
  })
})
