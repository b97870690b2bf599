import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { serveInquiries } from '../testing/serve-inquiries'
import { ContactPage } from './contact-page'
import { InstallationPage } from './installation-page'
import { ManualsPage } from './manuals-page'
import { WarrantyPage } from './warranty-page'

afterEach(resetApiMock)

describe('ContactPage', () => {
  it('shows the form and how to reach the company', () => {
    serveInquiries()
    renderWithProviders(<ContactPage />, { route: '/contact' })

    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
    expect(document.title).toBe('Contact Us - PrintShop Pro')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '(918) 555-0142' })).toHaveAttribute('href', 'tel:+19185550142')
    expect(screen.getByRole('link', { name: 'support@printshoppro.com' })).toHaveAttribute('href', 'mailto:support@printshoppro.com')
    expect(screen.getByText(/2250 E 73rd St, Suite 400/)).toBeInTheDocument()
    expect(screen.getByText('Mon-Fri 8AM-6PM CST')).toBeInTheDocument()
  })
})

describe('WarrantyPage', () => {
  it('shows the three coverage plans and the claim form', () => {
    serveInquiries()
    renderWithProviders(<WarrantyPage />, { route: '/warranty' })

    expect(screen.getByRole('heading', { level: 1, name: 'Warranty Services' })).toBeInTheDocument()
    expect(document.title).toBe('Warranty Services - PrintShop Pro')
    for (const [plan, term] of [
      ['Standard Warranty', '1 year'],
      ['Extended Warranty', '3 years'],
      ['Business Protection', '5 years'],
    ]) {
      expect(screen.getByRole('heading', { name: plan }).nextElementSibling).toHaveTextContent(term!)
    }
    expect(screen.getByText(/Warranties are provided by the manufacturers/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Submit Claim' })).toBeInTheDocument()
  })
})

describe('InstallationPage', () => {
  it('shows the prices, eight service areas and the request form', () => {
    serveInquiries()
    renderWithProviders(<InstallationPage />, { route: '/installation' })

    expect(screen.getByRole('heading', { level: 1, name: 'Installation Services' })).toBeInTheDocument()
    expect(document.title).toBe('Installation Services - PrintShop Pro')
    expect(screen.getByText('From $149')).toBeInTheDocument()
    expect(screen.getByText('2-4 hours')).toBeInTheDocument()
    expect(screen.getByText('From $99')).toBeInTheDocument()
    expect(screen.getByText('1-2 hours')).toBeInTheDocument()
    expect(screen.getByText('From $29 per month')).toBeInTheDocument()
    const areas = screen.getByRole('heading', { name: 'Service Areas' }).parentElement!
    expect(within(areas).getAllByRole('listitem')).toHaveLength(8)
    expect(screen.getByRole('button', { name: 'Request Service' })).toBeInTheDocument()
  })
})

describe('ManualsPage', () => {
  it('shows the manual counts and six sample downloads', () => {
    renderWithProviders(<ManualsPage />, { route: '/manuals' })

    expect(screen.getByRole('heading', { level: 1, name: 'Manuals & Documentation' })).toBeInTheDocument()
    expect(document.title).toBe('Manuals & Documentation - PrintShop Pro')
    expect(screen.getByText('25 manuals')).toBeInTheDocument()
    expect(screen.getByText('12 manuals')).toBeInTheDocument()
    expect(screen.getByText('8 manuals')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^Request / })).toHaveLength(6)
  })

  it('filters the downloads by name and says when nothing matches', async () => {
    renderWithProviders(<ManualsPage />, { route: '/manuals' })
    const user = userEvent.setup()
    const search = screen.getByRole('searchbox', { name: 'Search manuals' })

    await user.type(search, 'BARCODE')
    // The visible words 'Request a Copy' start each link's name (WCAG label in name).
    expect(screen.getAllByRole('link', { name: /^Request / }).map((link) => link.textContent)).toEqual([
      'Request a Copy of Barcode Scanner Programming Reference',
    ])

    await user.clear(search)
    await user.type(search, 'fax machine')
    expect(screen.queryAllByRole('link', { name: /^Request / })).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('No documents match “fax machine”.')
  })
})
