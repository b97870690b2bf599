import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { resetApiMock } from '@/testing/mock-api'
import { renderWithProviders } from '@/testing/render'
import { serveInquiries } from '../testing/serve-inquiries'
import { FaqPage } from './faq-page'

afterEach(resetApiMock)

/** The question groups (the 'Still have questions?' section aside). */
const questionGroups = () =>
  screen.queryAllByRole('region').filter((region) => region.getAttribute('aria-labelledby') !== 'faq-help-heading')

function renderFaq() {
  serveInquiries()
  return renderWithProviders(<FaqPage />, { route: '/faq' })
}

describe('FaqPage', () => {
  it('shows five groups of three closed questions and titles the tab', () => {
    renderFaq()

    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument()
    expect(document.title).toBe('Frequently Asked Questions - PrintShop Pro')
    const groups = questionGroups()
    expect(groups).toHaveLength(5)
    for (const group of groups) {
      const questions = within(group).getAllByRole('button')
      expect(questions).toHaveLength(3)
      for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false')
    }
  })

  it('opens and closes each question independently', async () => {
    renderFaq()
    const user = userEvent.setup()
    const first = screen.getByRole('button', { name: 'How do I place an order?' })
    const second = screen.getByRole('button', { name: 'How long does delivery take?' })
    const answer = screen.getByText(/Standard delivery takes 3-5 business days/)
    expect(answer).not.toBeVisible()

    await user.click(first)
    await user.click(second)
    expect(first).toHaveAttribute('aria-expanded', 'true')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(answer).toBeVisible()

    await user.click(first)
    expect(first).toHaveAttribute('aria-expanded', 'false')
    expect(second).toHaveAttribute('aria-expanded', 'true')
    expect(answer).toBeVisible()
  })

  it('filters the questions and says when nothing matches', async () => {
    renderFaq()
    const user = userEvent.setup()
    const search = screen.getByRole('searchbox', { name: 'Search FAQs' })

    await user.type(search, 'refund')
    expect(questionGroups()).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'When will I get my refund?' })).toBeInTheDocument()

    await user.clear(search)
    await user.type(search, 'typewriter ribbon')
    expect(questionGroups()).toHaveLength(0)
    expect(screen.getByRole('status')).toHaveTextContent('No questions match “typewriter ribbon”.')
  })

  it('offers live chat, a call and an e-mail', () => {
    renderFaq()

    expect(screen.getByRole('link', { name: 'Live Chat' })).toHaveAttribute('href', '/support?tab=ticket')
    expect(screen.getByRole('link', { name: 'Call Support' })).toHaveAttribute('href', 'tel:+19185550142')
    expect(screen.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', 'mailto:support@printshoppro.com')
  })
})
