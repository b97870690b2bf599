import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/testing/render'
import { SearchBox } from './search-box'

const fetchMock = vi.fn<typeof fetch>()
const LONG_NAME = 'Zebra DS2278 Cordless Barcode Scanner with Presentation Cradle'

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockImplementation(async (input) =>
    String(input).startsWith('/api/search-suggestions') ? new Response(JSON.stringify([LONG_NAME, 'Zebra ZD421'])) : new Response('[]'),
  )
})

afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
})

describe('SearchBox suggestions', () => {
  it('wraps a long name onto a second line at its words, with the full name on hover and focus', async () => {
    const user = userEvent.setup()
    renderWithProviders(<SearchBox />)

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), 'zebra')
    const option = await screen.findByRole('option', { name: LONG_NAME })
    const name = within(option).getByText(LONG_NAME)

    // Not cut to one line with an ellipsis: up to two lines, broken between words.
    expect(name).not.toHaveClass('truncate')
    expect(name).toHaveClass('line-clamp-2', 'break-words')
    expect(option).toHaveAttribute('title', LONG_NAME)
    // As wide as the whole search form, so two lines hold the longest names on a phone.
    expect(screen.getByRole('listbox', { name: 'Search suggestions' }).parentElement).toBe(screen.getByRole('search'))
  })
})
