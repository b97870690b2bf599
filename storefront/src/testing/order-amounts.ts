import { within } from '@testing-library/react'

/** An order's amounts (OrderAmounts) inside `container`, each row as 'Term value', in order. */
export function amountRows(container: HTMLElement): string[] {
  const amounts = within(container).getByText('Subtotal').closest('dl')!
  return within(amounts)
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`)
}
