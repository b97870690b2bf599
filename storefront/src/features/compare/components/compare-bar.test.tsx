import { beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { useCompareStore } from '@/stores/compare-store'
import { makeProduct } from '@/testing/fixtures'
import { renderWithProviders } from '@/testing/render'
import { CompareBar } from './compare-bar'

const laser = makeProduct({ id: 'prod_1', name: 'LaserJet Pro M404n' })
const scanner = makeProduct({ id: 'prod_2', name: 'ScanSnap iX1600', category: 'scanners' })

beforeEach(() => {
  useCompareStore.getState().clearCompare()
  useToastStore.getState().setPlacement('bottom')
})

describe('CompareBar', () => {
  it('draws nothing with no product chosen', () => {
    renderWithProviders(<CompareBar />)

    expect(screen.queryByRole('region', { name: 'Compare products' })).not.toBeInTheDocument()
  })

  it('lists the chosen products, how many of four, and links Compare now to their comparison', () => {
    useCompareStore.getState().addItem(laser)
    useCompareStore.getState().addItem(scanner)
    renderWithProviders(<CompareBar />)

    const bar = screen.getByRole('region', { name: 'Compare products' })
    expect(within(bar).getByText('2 of 4')).toBeInTheDocument()
    expect(within(bar).getByRole('link', { name: 'LaserJet Pro M404n' })).toHaveAttribute('href', '/products/prod_1')
    expect(within(bar).getByRole('link', { name: 'ScanSnap iX1600' })).toHaveAttribute('href', '/products/prod_2')
    expect(within(bar).getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/compare?ids=prod_1,prod_2')
    // Toasts move to the top meanwhile, off the bar.
    expect(useToastStore.getState().placement).toBe('top')
  })

  it('removes one product, then clears them all', async () => {
    useCompareStore.getState().addItem(laser)
    useCompareStore.getState().addItem(scanner)
    renderWithProviders(<CompareBar />)
    const bar = screen.getByRole('region', { name: 'Compare products' })

    await userEvent.click(within(bar).getByRole('button', { name: 'Remove LaserJet Pro M404n from comparison' }))
    expect(useCompareStore.getState().items.map((item) => item.id)).toEqual(['prod_2'])
    expect(within(bar).getByText('1 of 4')).toBeInTheDocument()
    expect(within(bar).getByRole('link', { name: 'Compare now' })).toHaveAttribute('href', '/compare?ids=prod_2')

    await userEvent.click(within(bar).getByRole('button', { name: 'Clear compared products' }))
    expect(useCompareStore.getState().items).toEqual([])
    expect(screen.queryByRole('region', { name: 'Compare products' })).not.toBeInTheDocument()
  })
})
