import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { AlertCircle, CheckCircle2, Trash2 } from 'lucide-react'
import { ProductImage } from '@/components/product-image'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { formatPrice } from '@/lib/format'
import { productPath } from '@/lib/paths'
import { resolveProductImage } from '@/lib/product-image'
import { lineProblem, lineTotal, lineUnitPrice, problemText, stockText, type QuickOrderLine } from '../utils/quick-order-lines'

// One table: a row of columns from lg, a card of its cells below (a phone shows no sideways scroll).
// Its rows and cells are laid out as blocks there, so they say their roles themselves: a browser
// that drops a table's semantics with its layout still reads a table.
const cellClasses = 'block lg:table-cell lg:border-b lg:border-slate-200 lg:px-3 lg:py-3 lg:align-middle'
const headerClasses = 'border-b border-slate-200 bg-slate-50 px-3 py-3 text-xs font-semibold uppercase tracking-wide text-slate-500'

/** The checked lines: SKU, product, stock, an editable quantity, its prices, and what keeps it out of the cart. */
export function QuickOrderTable({
  lines,
  onQuantityChange,
  onRemove,
  labelledBy,
}: {
  lines: QuickOrderLine[]
  onQuantityChange: (sku: string, quantity: string) => void
  onRemove: (sku: string) => void
  /** The id of the heading that names the table. */
  labelledBy: string
}) {
  return (
    <table role="table" aria-labelledby={labelledBy} className="block w-full text-left text-sm lg:table">
      <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
        <tr role="row">
          <th role="columnheader" scope="col" className={headerClasses}>
            SKU
          </th>
          <th role="columnheader" scope="col" className={headerClasses}>
            Product
          </th>
          <th role="columnheader" scope="col" className={headerClasses}>
            Stock
          </th>
          <th role="columnheader" scope="col" className={headerClasses}>
            Quantity
          </th>
          <th role="columnheader" scope="col" className={cn(headerClasses, 'text-right')}>
            Unit Price
          </th>
          <th role="columnheader" scope="col" className={cn(headerClasses, 'text-right')}>
            Line Total
          </th>
          <th role="columnheader" scope="col" className={headerClasses}>
            Status
          </th>
          <th role="columnheader" scope="col" className={headerClasses}>
            <span className="sr-only">Remove</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="block space-y-4 lg:table-row-group lg:space-y-0">
        {lines.map((line) => (
          <QuickOrderRow key={line.sku} line={line} onQuantityChange={onQuantityChange} onRemove={onRemove} />
        ))}
      </tbody>
    </table>
  )
}

function QuickOrderRow({
  line,
  onQuantityChange,
  onRemove,
}: {
  line: QuickOrderLine
  onQuantityChange: (sku: string, quantity: string) => void
  onRemove: (sku: string) => void
}) {
  const { sku, product } = line
  const problem = lineProblem(line)
  const quantityId = useId()
  const statusId = useId()
  const total = product ? lineTotal(product, line.quantity) : null
  const unitPrice = product ? lineUnitPrice(product, line.quantity) : null
  return (
    <tr
      role="row"
      className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:table-row lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none"
    >
      <td role="cell" className={cn(cellClasses, 'col-start-1 row-start-1 self-center break-all font-mono font-semibold text-slate-900')}>
        {sku}
      </td>
      <td role="cell" className={cn(cellClasses, 'col-span-2')}>
        {product ? (
          <div className="flex items-center gap-3">
            <div className="h-12 w-12 shrink-0 overflow-hidden rounded-md border border-slate-200 bg-slate-50">
              <ProductImage src={resolveProductImage(product.image)} alt="" className="h-full w-full object-contain p-1" />
            </div>
            <Link to={productPath(product.id)} className="min-w-0 break-words font-medium text-slate-900 hover:text-primary-600">
              {product.name}
            </Link>
          </div>
        ) : (
          <NotAvailable />
        )}
      </td>
      <td role="cell" className={cn(cellClasses, 'lg:whitespace-nowrap')}>
        <CellLabel>Stock</CellLabel>
        {product ? stockText(product) : <NotAvailable />}
      </td>
      <td role="cell" className={cellClasses}>
        <label htmlFor={quantityId} className="block text-xs font-medium uppercase tracking-wide text-slate-500 lg:sr-only">
          Quantity<span className="sr-only">{` of ${sku}`}</span>
        </label>
        <Input
          id={quantityId}
          inputMode="numeric"
          autoComplete="off"
          value={line.quantity}
          onChange={(event) => onQuantityChange(sku, event.target.value)}
          aria-invalid={problem?.kind === 'quantity' || problem?.kind === 'short' ? true : undefined}
          aria-describedby={problem ? statusId : undefined}
          className="mt-1 w-24 lg:mt-0 lg:w-20"
        />
      </td>
      <td role="cell" className={cn(cellClasses, 'lg:whitespace-nowrap lg:text-right')}>
        <CellLabel>Unit Price</CellLabel>
        {unitPrice === null || !product ? (
          <NotAvailable />
        ) : (
          <>
            {formatPrice(unitPrice)}
            {unitPrice < Number(product.price) && <span className="block text-xs font-medium text-green-700">Quantity price</span>}
          </>
        )}
      </td>
      <td role="cell" className={cn(cellClasses, 'font-semibold text-slate-900 lg:whitespace-nowrap lg:text-right')}>
        <CellLabel>Line Total</CellLabel>
        {total === null ? <NotAvailable /> : formatPrice(total)}
      </td>
      <td role="cell" className={cn(cellClasses, 'col-span-2')}>
        {problem ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <p id={statusId} className={cn('flex items-start gap-1.5 font-medium', problem.kind === 'short' ? 'text-amber-800' : 'text-red-700')}>
              <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {problemText(problem)}
            </p>
            {problem.kind === 'short' && (
              <Button variant="outline" size="sm" onClick={() => onQuantityChange(sku, String(problem.stock))}>
                {`Lower to ${problem.stock}`}
                <span className="sr-only">{` for ${sku}`}</span>
              </Button>
            )}
          </div>
        ) : (
          <p className="flex items-center gap-1.5 font-medium text-emerald-700">
            <CheckCircle2 className="h-4 w-4 shrink-0" aria-hidden="true" />
            Ready
          </p>
        )}
      </td>
      <td role="cell" className={cn(cellClasses, 'col-start-2 row-start-1 justify-self-end lg:text-right')}>
        <Button variant="ghost" size="sm" className="text-slate-600 hover:text-red-700" onClick={() => onRemove(sku)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          <span className="lg:sr-only">Remove</span>
          <span className="sr-only">{` ${sku}`}</span>
        </Button>
      </td>
    </tr>
  )
}

/** A column's name beside its value in a phone's card; the table's own headers name it to assistive technology. */
function CellLabel({ children }: { children: ReactNode }) {
  return (
    <span aria-hidden="true" className="block text-xs font-medium uppercase tracking-wide text-slate-500 lg:hidden">
      {children}
    </span>
  )
}

/** A value the line has none of (an unknown SKU's product, a total without a valid quantity). */
function NotAvailable() {
  return (
    <>
      <span aria-hidden="true" className="text-slate-400">
        —
      </span>
      <span className="sr-only">None</span>
    </>
  )
}
