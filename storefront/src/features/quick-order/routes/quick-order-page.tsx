import { forwardRef, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react'
import { Link } from 'react-router-dom'
import { AlertCircle, CheckCircle2, ShoppingCart } from 'lucide-react'
import { MAX_QUICK_ORDER_LINES } from '@printshop/contract'
import { Button, buttonStyles } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { serverMessage } from '@/lib/api-client'
import { formatPrice } from '@/lib/format'
import { useDocumentTitle } from '@/lib/use-document-title'
import { cartProductOf, useCartStore } from '@/stores/cart-store'
import { useLookUpSkus } from '../api/look-up-skus'
import { QuickOrderTable } from '../components/quick-order-table'
import {
  MAX_QUICK_ORDER_FILE_BYTES,
  checkedLines,
  entriesText,
  itemsText,
  lineProblem,
  lookupSkus,
  parseQuickOrderCsv,
  parseQuickOrderText,
  problemText,
  quickOrderListProblem,
  readyLine,
  readyTotal,
  type QuickOrderEntry,
  type QuickOrderLine,
} from '../utils/quick-order-lines'

const EXAMPLE = 'HP-M404N, 3\nEPS-TM-T88VI, 2\nZEB-DS2208'

/** What the last Add to Cart did: each line added (and the cart's quantity when the stock cut it down), and each left out. */
type AddOutcome = {
  added: Array<{ sku: string; name: string; quantity: number; inCart: number; capped: boolean }>
  leftOut: Array<{ sku: string; reason: string }>
  failed: boolean
}

/**
 * /quick-order: a business buyer's order by SKU. The SKUs and quantities are pasted or uploaded as
 * a CSV file, checked against the shop (POST /api/products/lookup), corrected in the table, and the
 * lines without a problem go to the cart in one step.
 */
export function QuickOrderPage() {
  useDocumentTitle('Quick Order')
  const [text, setText] = useState('')
  const [listProblem, setListProblem] = useState<string | null>(null)
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  const [lines, setLines] = useState<QuickOrderLine[] | null>(null)
  const [checkMessage, setCheckMessage] = useState('')
  const [outcome, setOutcome] = useState<AddOutcome | null>(null)
  const lookup = useLookUpSkus()
  const addItem = useCartStore((state) => state.addItem)
  const tableHeadingId = useId()
  const tableHeading = useRef<HTMLHeadingElement>(null)
  const textBox = useRef<HTMLTextAreaElement>(null)
  const outcomePanel = useRef<HTMLDivElement>(null)
  const viewCart = useRef<HTMLAnchorElement>(null)

  // After Add to Cart its button is disabled or gone: what was added is brought into view, and the
  // focus goes to its View Cart (the next step), not to the top of the page.
  useEffect(() => {
    if (!outcome) return
    outcomePanel.current?.scrollIntoView?.({ block: 'start' })
    viewCart.current?.focus({ preventScroll: true })
  }, [outcome])

  function check(entries: QuickOrderEntry[]) {
    const problem = quickOrderListProblem(entries)
    setListProblem(problem)
    if (problem) return
    setOutcome(null)
    const show = (found: QuickOrderLine[]) => {
      setLines(found)
      const ready = found.filter((line) => readyLine(line) !== null).length
      const attention = found.length - ready
      setCheckMessage(
        `Checked ${itemsText(found.length)}: ${ready} ready to add${attention > 0 ? `, ${attention} ${attention === 1 ? 'needs' : 'need'} attention` : ''}.`,
      )
    }
    const skus = lookupSkus(entries)
    // A SKU longer than any SKU can be is not asked about: with nothing else, nothing is.
    if (skus.length === 0) {
      lookup.reset()
      show(checkedLines(entries, { products: [] }))
      return
    }
    lookup.mutate(skus, {
      onSuccess: (answer) => show(checkedLines(entries, answer)),
      // The table of an earlier check is not left to look like this list's.
      onError: () => {
        setLines(null)
        setCheckMessage('')
      },
    })
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!lookup.isPending) check(parseQuickOrderText(text))
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Cleared, so choosing the same file again (after changing it) reads it again.
    input.value = ''
    if (!file) return
    if (!file.name.toLowerCase().endsWith('.csv')) {
      setFileProblem('Please choose a CSV file (.csv).')
      return
    }
    if (file.size > MAX_QUICK_ORDER_FILE_BYTES) {
      setFileProblem('The file is too large: a quick order file can be at most 1 MB.')
      return
    }
    let entries: QuickOrderEntry[]
    try {
      entries = parseQuickOrderCsv(await file.text())
    } catch {
      setFileProblem('The file could not be read. Please try again.')
      return
    }
    if (entries.length === 0) {
      setFileProblem(`${file.name} has no SKUs.`)
      return
    }
    setFileProblem(null)
    setText(entriesText(entries))
    check(entries)
  }

  function changeQuantity(sku: string, quantity: string) {
    setLines((current) => current?.map((line) => (line.sku === sku ? { ...line, quantity } : line)) ?? null)
  }

  function removeLine(sku: string) {
    const remaining = (lines ?? []).filter((line) => line.sku !== sku)
    setLines(remaining)
    // The row's button is gone: the focus goes to the table's heading (the text box once the table
    // is empty), not to the top of the page.
    if (remaining.length > 0) tableHeading.current?.focus()
    else textBox.current?.focus()
  }

  function addToCart() {
    if (!lines) return
    const added: AddOutcome['added'] = []
    const kept: QuickOrderLine[] = []
    let failed = false
    for (const line of lines) {
      const ready = readyLine(line)
      if (!ready) {
        kept.push(line)
        continue
      }
      try {
        // Writing the cart can throw when browser storage is full or unavailable.
        const change = addItem(cartProductOf(ready.product), ready.quantity)
        added.push({ sku: line.sku, name: ready.product.name, quantity: ready.quantity, inCart: change.quantity, capped: change.capped })
      } catch {
        failed = true
        kept.push(line)
      }
    }
    const leftOut = kept.map((line) => {
      const problem = lineProblem(line)
      return { sku: line.sku, reason: problem ? problemText(problem) : 'Could not be added' }
    })
    setOutcome({ added, leftOut, failed })
    // What was added leaves the list (in the table and the text box), so checking again does not add it twice.
    setLines(kept)
    setText(entriesText(kept))
    setCheckMessage('')
  }

  const readyCount = lines?.filter((line) => readyLine(line) !== null).length ?? 0

  return (
    <div className="container py-8 lg:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Quick Order</h1>
      <p className="mt-2 max-w-3xl text-slate-600">
        Order many items at once by SKU: paste them or upload a CSV file, check them, then add them to your cart.
      </p>

      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <FormField
            id="quick-order-lines"
            label="Paste SKUs and quantities"
            hint={`One item a line: its SKU, then how many (HP-M404N, 3). Commas, tabs, semicolons or spaces between them; without a quantity, 1. At most ${MAX_QUICK_ORDER_LINES} lines.`}
            error={listProblem ?? undefined}
          >
            <Textarea
              ref={textBox}
              rows={8}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={EXAMPLE}
              spellCheck={false}
              autoCapitalize="characters"
              className="font-mono"
            />
          </FormField>
          <Button type="submit" aria-disabled={lookup.isPending || undefined} className="w-full sm:w-auto">
            {lookup.isPending ? 'Checking...' : 'Check Items'}
          </Button>
        </form>

        <section aria-labelledby="quick-order-csv-heading" className="h-fit rounded-lg border border-slate-200 bg-white p-5">
          <h2 id="quick-order-csv-heading" className="text-lg font-semibold text-slate-900">
            Upload a List
          </h2>
          <FormField
            id="quick-order-file"
            label="Upload a CSV file"
            hint="Columns sku and quantity with a header row, or the SKU and quantity as the first two columns. The items are checked at once."
            error={fileProblem ?? undefined}
            className="mt-3"
          >
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(event) => void onFile(event)}
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
            />
          </FormField>
        </section>
      </div>

      {lookup.isError && (
        <p role="alert" className="mt-6 flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {serverMessage(lookup.error) ?? 'Could not check the items. Please try again.'}
        </p>
      )}

      {/* What a check found and what Add to Cart did, said as they happen. */}
      <div role="status" className="mt-6 space-y-4">
        {checkMessage && <p className="font-medium text-slate-900">{checkMessage}</p>}
        {outcome && <AddOutcomePanel ref={outcomePanel} viewCartRef={viewCart} outcome={outcome} />}
      </div>

      {lines && lines.length > 0 && (
        <section aria-labelledby={tableHeadingId} className="mt-6">
          <h2 id={tableHeadingId} ref={tableHeading} tabIndex={-1} className="text-xl font-semibold text-slate-900 focus:outline-none">
            Checked Items
          </h2>
          <div className="mt-4">
            <QuickOrderTable lines={lines} onQuantityChange={changeQuantity} onRemove={removeLine} labelledBy={tableHeadingId} />
          </div>
          <div className="mt-6 flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div className="text-sm text-slate-700">
              <p>
                {`Ready to add: ${itemsText(readyCount)}, `}
                <span className="font-semibold text-slate-900">{formatPrice(readyTotal(lines))}</span>
              </p>
              {readyCount < lines.length && <p className="mt-1">Items with a problem are left out until it is fixed.</p>}
            </div>
            <Button size="lg" disabled={readyCount === 0} onClick={addToCart} className="w-full sm:w-auto">
              <ShoppingCart className="h-5 w-5" aria-hidden="true" />
              {`Add ${readyCount} ${readyCount === 1 ? 'Item' : 'Items'} to Cart`}
            </Button>
          </div>
        </section>
      )}
    </div>
  )
}

const AddOutcomePanel = forwardRef<HTMLDivElement, { outcome: AddOutcome; viewCartRef: Ref<HTMLAnchorElement> }>(function AddOutcomePanel(
  { outcome, viewCartRef },
  ref,
) {
  const { added, leftOut, failed } = outcome
  return (
    <div ref={ref} className="scroll-mt-32 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm">
      {added.length > 0 ? (
        <>
          <p className="flex items-center gap-2 font-semibold text-emerald-800">
            <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden="true" />
            {`Added ${itemsText(added.length)} to your cart`}
          </p>
          <ul className="mt-2 space-y-1 text-slate-700">
            {added.map((line) => (
              <li key={line.sku}>
                {`${line.sku}: ${line.quantity} × ${line.name}`}
                {line.capped && ` (your cart now has ${line.inCart}, all there are in stock)`}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="font-semibold text-slate-900">Nothing was added to your cart.</p>
      )}
      {failed && <p className="mt-2 font-medium text-red-700">Some items could not be added to your cart. Please try again.</p>}
      {leftOut.length > 0 && (
        <>
          <p className="mt-3 flex items-center gap-2 font-semibold text-slate-900">
            <AlertCircle className="h-5 w-5 shrink-0 text-red-700" aria-hidden="true" />
            {`Left out ${itemsText(leftOut.length)}; they stay in the list below to fix`}
          </p>
          <ul className="mt-2 space-y-1 text-slate-700">
            {leftOut.map((line) => (
              <li key={line.sku}>{`${line.sku}: ${line.reason}`}</li>
            ))}
          </ul>
        </>
      )}
      <Link ref={viewCartRef} to="/cart" className={buttonStyles({ variant: 'outline', size: 'sm', className: 'mt-4' })}>
        View Cart
      </Link>
    </div>
  )
})
