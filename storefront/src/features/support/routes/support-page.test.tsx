import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { serveInquiries } from '../testing/serve-inquiries'
import { SupportPage } from './support-page'

afterEach(resetApiMock)

function renderSupport(route = '/support') {
  serveInquiries()
  return renderWithProviders(<SupportPage />, { route })
}

describe('SupportPage', () => {
  it('shows the three tabs with the FAQ open and titles the tab', () => {
    renderSupport()

    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument()
    expect(document.title).toBe('Support Center - PrintShop Pro')
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'FAQ',
      'Submit Support Ticket',
      'Resources & Downloads',
    ])
    expect(screen.getByRole('tab', { name: 'FAQ', selected: true })).toBeInTheDocument()
  })

  it("selects 'Orders & Shipping' by default with its questions", () => {
    renderSupport()

    expect(screen.getByRole('button', { name: 'Orders & Shipping', pressed: true })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Orders & Shipping' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How long does shipping take?' })).toBeInTheDocument()
    expect(screen.getByText(/Standard delivery takes 3-5 business days\. Express delivery arrives in 1-2 business days/)).toBeInTheDocument()
    expect(screen.getByText(/Orders with an item subtotal over \$99 ship free/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'How long do refunds take?' })).not.toBeInTheDocument()
  })

  it('switches category', async () => {
    renderSupport()

    await userEvent.click(screen.getByRole('button', { name: 'Returns & Refunds' }))

    expect(screen.getByRole('button', { name: 'Returns & Refunds', pressed: true })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'How long do refunds take?' })).toBeInTheDocument()
    expect(screen.getByText(/3-5 business days, PayPal refunds 1-2 business days, and refunds by check 7-10/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'How long does shipping take?' })).not.toBeInTheDocument()
  })

  it("filters the selected category's questions by question or answer, ignoring case", async () => {
    renderSupport()
    const user = userEvent.setup()
    const search = screen.getByRole('searchbox', { name: 'Search questions' })

    await user.type(search, 'CANCEL')
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Can I change or cancel my order?',
    ])

    // 'by e-mail' only appears in an answer.
    await user.clear(search)
    await user.type(search, 'BY E-MAIL')
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'How long does shipping take?',
    ])
  })

  it('only searches the selected category and says when nothing matches', async () => {
    renderSupport()
    const user = userEvent.setup()

    // 'PayPal' is answered under Returns & Refunds, not under Orders & Shipping.
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'paypal')

    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('No questions in Orders & Shipping match “paypal”.')

    await user.click(screen.getByRole('button', { name: 'Returns & Refunds' }))
    expect(screen.getByRole('heading', { name: 'How long do refunds take?' })).toBeInTheDocument()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('opens the ticket form from its tab and from ?tab=ticket', async () => {
    renderSupport()
    await userEvent.click(screen.getByRole('tab', { name: 'Submit Support Ticket' }))
    expect(screen.getByRole('heading', { name: 'Submit a Support Ticket' })).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/support?tab=ticket')
  })

  it('lists resources and contact options', () => {
    renderSupport('/support?tab=resources')

    const panel = screen.getByRole('tabpanel')
    for (const [name, href] of [
      ['Manuals & Documentation', '/manuals'],
      ['Warranty Services', '/warranty'],
      ['Installation Services', '/installation'],
      ['Frequently Asked Questions', '/faq'],
      ['Contact Us', '/contact'],
    ]) {
      expect(within(panel).getByRole('link', { name: new RegExp(name!) })).toHaveAttribute('href', href)
    }
    expect(within(panel).getByRole('link', { name: /Call Us/ })).toHaveAttribute('href', 'tel:+19185550142')
    expect(within(panel).getByRole('link', { name: /Email Us/ })).toHaveAttribute('href', 'mailto:support@printshoppro.com')
    expect(panel).toHaveTextContent('Mon-Fri 8AM-6PM CST')
  })
})

