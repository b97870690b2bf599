import { describe, expect, it } from 'vitest'
import { formatCalendarDate } from './quotes'

describe('formatCalendarDate', () => {
  it('shows the day as it is, in any time zone, and nothing for no date', () => {
    expect(formatCalendarDate('2026-03-01')).toBe('March 1, 2026')
    expect(formatCalendarDate(null)).toBe('')
    expect(formatCalendarDate('tomorrow')).toBe('')
  })
})
