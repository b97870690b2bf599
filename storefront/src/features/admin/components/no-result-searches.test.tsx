import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { SearchTerm } from '@printshop/contract'
import { useToastStore } from '@/components/ui/use-toast'
import { jsonResponse, resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { makeSearchTerm, sentRequests, serveAdmin, signInStaff } from '../testing/serve-admin'
import { NoResultSearches } from './no-result-searches'

const lastToast = () => useToastStore.getState().toasts[0]

/** Answers the list from `stored` a page at a time, and DELETE takes a term out of it. */
function serveSearchTerms(stored: SearchTerm[]) {
  serveAdmin({
    'GET /api/admin/search-terms': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'))
      const offset = Number(url.searchParams.get('offset'))
      return jsonResponse({ searchTerms: stored.slice(offset, offset + limit), count: stored.length, limit, offset })
    },
    ...Object.fromEntries(
      stored.map((term) => [
        `DELETE /api/admin/search-terms/${term.id}`,
        () => {
          stored.splice(stored.indexOf(term), 1)
          return jsonResponse({ id: term.id, deleted: true })
        },
      ]),
    ),
  })
}

const termRows = () => within(screen.getByRole('table', { name: 'Searches with no results' })).getAllByRole('row').slice(1)

beforeEach(() => {
  useToastStore.getState().remove()
  signInStaff()
})
afterEach(resetApiMock)

describe('NoResultSearches', () => {
  it('lists the searches that found nothing, most frequent first as the server gives them', async () => {
    serveSearchTerms([
      makeSearchTerm(),
      makeSearchTerm({ id: 'st_2', term: 'zebra zd421', count: 1, lastSearchedAt: '2025-02-28T09:00:00.000Z' }),
    ])
    renderWithProviders(<NoResultSearches />)

    expect(screen.getByRole('heading', { level: 2, name: 'Searches with no results' })).toBeInTheDocument()
    await screen.findByText('epson ecotank')
    const headers = within(screen.getByRole('table', { name: 'Searches with no results' })).getAllByRole('columnheader')
    expect(headers.map((header) => header.textContent)).toEqual(['Term', 'Searches', 'Last searched', 'Actions'])
    expect(termRows().map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['epson ecotank', '7', 'March 5, 2025'],
      ['zebra zd421', '1', 'February 28, 2025'],
    ])
    expect(screen.getByRole('button', { name: 'Clear zebra zd421' })).toBeInTheDocument()
    const [request] = sentRequests('GET /api/admin/search-terms')
    expect(request?.url.search).toBe('?noResults=true&limit=20&offset=0')
    expect(request?.headers.get('Authorization')).toBe('Bearer staff-token-1')
  })

  it('says so when no search went without results', async () => {
    serveSearchTerms([])
    renderWithProviders(<NoResultSearches />)

    expect(await screen.findByText('No searches without results in the last 30 days.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Search pages' })).not.toBeInTheDocument()
  })

  it('pages through the list 20 at a time', async () => {
    serveSearchTerms(Array.from({ length: 45 }, (_, index) => makeSearchTerm({ id: `st_${index}`, term: `term ${index}`, count: 45 - index })))
    renderWithProviders(<NoResultSearches />)

    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument()
    expect(termRows()).toHaveLength(20)
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument()
    expect(await screen.findByText('term 20')).toBeInTheDocument()
    expect(screen.queryByText('term 0')).not.toBeInTheDocument()
    expect(sentRequests('GET /api/admin/search-terms').at(-1)?.url.searchParams.get('offset')).toBe('20')
  })

  it('clears a term: DELETE, then the list without it', async () => {
    serveSearchTerms([makeSearchTerm(), makeSearchTerm({ id: 'st_2', term: 'zebra zd421', count: 1 })])
    renderWithProviders(<NoResultSearches />)
    await screen.findByText('epson ecotank')

    await userEvent.click(screen.getByRole('button', { name: 'Clear epson ecotank' }))

    await waitFor(() => expect(screen.queryByText('epson ecotank')).not.toBeInTheDocument())
    const [deleted] = sentRequests('DELETE /api/admin/search-terms/st_1')
    expect(deleted?.headers.get('Authorization')).toBe('Bearer staff-token-1')
    expect(termRows()).toHaveLength(1)
    expect(screen.getByText('zebra zd421')).toBeInTheDocument()
    expect(sentRequests('GET /api/admin/search-terms')).toHaveLength(2)
    expect(lastToast()?.title).toBe('Search cleared')
  })

  it('reports a list that could not be loaded', async () => {
    serveAdmin({ 'GET /api/admin/search-terms': () => jsonResponse({ message: 'Internal error' }, 500) })
    renderWithProviders(<NoResultSearches />)

    expect(await screen.findByText('Failed to load the searches. Please try again.')).toBeInTheDocument()
  })

  it('reports a term that could not be cleared and keeps it listed', async () => {
    serveAdmin({
      'GET /api/admin/search-terms': () => jsonResponse({ searchTerms: [makeSearchTerm()], count: 1, limit: 20, offset: 0 }),
      'DELETE /api/admin/search-terms/st_1': () => jsonResponse({ message: 'Search term not found' }, 404),
    })
    renderWithProviders(<NoResultSearches />)
    await screen.findByText('epson ecotank')

    await userEvent.click(screen.getByRole('button', { name: 'Clear epson ecotank' }))

    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Clear Failed', description: 'Search term not found', variant: 'destructive' }),
    )
    expect(screen.getByText('epson ecotank')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear epson ecotank' })).toBeEnabled()
  })
})
