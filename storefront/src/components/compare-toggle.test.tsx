import { beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useToastStore } from '@/components/ui/use-toast'
import { COMPARE_LIMIT_MESSAGE, useCompareStore } from '@/stores/compare-store'
import { makeProduct } from '@/testing/fixtures'
import { CompareToggle } from './compare-toggle'

const chosenIds = () => useCompareStore.getState().items.map((item) => item.id)

beforeEach(() => {
  useCompareStore.getState().clearCompare()
  useToastStore.getState().remove()
})

describe('CompareToggle', () => {
  it('is a checkbox labelled Compare and named for the product, ticked while the product is chosen', async () => {
    render(<CompareToggle product={makeProduct({ id: 'prod_7', name: 'ScanSnap iX1600' })} />)
    const checkbox = screen.getByRole('checkbox', { name: 'Compare ScanSnap iX1600' })

    await userEvent.click(checkbox)
    expect(checkbox).toBeChecked()
    expect(chosenIds()).toEqual(['prod_7'])

    await userEvent.click(checkbox)
    expect(checkbox).not.toBeChecked()
    expect(chosenIds()).toEqual([])
    expect(useToastStore.getState().toasts).toEqual([])
  })

  it('follows the store: a product chosen elsewhere shows ticked', () => {
    const product = makeProduct({ id: 'prod_7' })
    useCompareStore.getState().addItem(product)
    render(<CompareToggle product={product} />)

    expect(screen.getByRole('checkbox', { name: 'Compare LaserJet Pro M404n' })).toBeChecked()
  })

  it('refuses a fifth product with a toast saying the limit, and stays unticked', async () => {
    for (let index = 1; index <= 4; index++) useCompareStore.getState().addItem(makeProduct({ id: `prod_${index}` }))
    render(<CompareToggle product={makeProduct({ id: 'prod_5', name: 'Fifth Printer' })} />)
    const checkbox = screen.getByRole('checkbox', { name: 'Compare Fifth Printer' })

    await userEvent.click(checkbox)

    expect(checkbox).not.toBeChecked()
    expect(chosenIds()).toEqual(['prod_1', 'prod_2', 'prod_3', 'prod_4'])
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Compare list full', description: COMPARE_LIMIT_MESSAGE })
  })
})
