import { Pill } from '@/components/ui/pill'

/** '3 shoppers waiting for it to be back in stock': what the pill stands for, in full. */
export const waitingText = (count: number) =>
  `${count} ${count === 1 ? 'shopper' : 'shoppers'} waiting for it to be back in stock`

/**
 * How many addresses wait for a product's back-in-stock e-mail: '3 waiting', said in full on hover
 * and to screen readers. Nothing when none wait.
 */
export function WaitingPill({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null
  const full = waitingText(count)
  return (
    <Pill tone="blue" title={full} className={className}>
      <span aria-hidden="true">{`${count} waiting`}</span>
      <span className="sr-only">{full}</span>
    </Pill>
  )
}
