import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { AlertCircle, CheckCircle2, Download, FileSpreadsheet, LoaderCircle, Upload } from 'lucide-react'
import { CSV_COLUMNS, MAX_CSV_ROWS, MAX_IMPORT_ERRORS, type ImportJob } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog'
import { toast } from '@/components/ui/use-toast'
import { ApiError, serverMessage } from '@/lib/api-client'
import { importProducts } from '../api/import-products'
import { invalidateCatalogue } from '../api/invalidate'
import {
  INVALID_CSV_MESSAGE,
  downloadCsvTemplate,
  fileSizeKb,
  hasCsvRows,
  isCsvFile,
  isCsvTooLarge,
} from '../utils/csv-import'

/** How many row errors the results list. */
export const IMPORT_ERROR_CAP = 5
/** The product list is fetched again this long after an import, as well as at once. */
export const SECOND_REFRESH_MS = 1000

/** The CSV import's states: no file, file selected, importing, finished with counts. */
type ImportState =
  | { step: 'no-file' }
  | { step: 'selected'; file: File }
  | { step: 'importing'; file: File; job: ImportJob | null }
  | { step: 'finished'; file: File; job: ImportJob | null; problem: string | null }

const NO_PRODUCTS = { title: 'No Products Found', description: "The CSV file doesn't contain any valid product data." }

/** Bulk Import and its dialog; the import keeps running (and its results stay) while the dialog is closed. */
export function BulkImport({ pollMs }: { pollMs?: number }) {
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [state, setState] = useState<ImportState>({ step: 'no-file' })
  const [fileError, setFileError] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const running = useRef<AbortController | null>(null)
  const secondRefresh = useRef<ReturnType<typeof setTimeout>>()

  useEffect(
    () => () => {
      running.current?.abort()
      clearTimeout(secondRefresh.current)
    },
    [],
  )

  function selectFile(file: File | undefined) {
    if (!file) return
    if (!isCsvFile(file)) {
      setFileError(INVALID_CSV_MESSAGE)
      setState({ step: 'no-file' })
      toast({ title: 'Invalid file type', description: 'Please select a CSV file (.csv extension).', variant: 'destructive' })
      return
    }
    if (isCsvTooLarge(file)) {
      setFileError('The file is too large: a CSV file can be at most 10 MB.')
      setState({ step: 'no-file' })
      return
    }
    setFileError(null)
    setState({ step: 'selected', file })
    toast({ title: 'File Selected', description: `${file.name} (${fileSizeKb(file.size)}) is ready for upload.` })
  }

  async function runImport(file: File) {
    const text = await file.text()
    if (!hasCsvRows(text)) {
      toast({ ...NO_PRODUCTS, variant: 'destructive' })
      return
    }
    const controller = new AbortController()
    running.current = controller
    setState({ step: 'importing', file, job: null })
    let job: ImportJob
    try {
      job = await importProducts(text, {
        signal: controller.signal,
        pollMs,
        onProgress: (progress) => setState({ step: 'importing', file, job: progress }),
      })
    } catch (error) {
      if (controller.signal.aborted) return
      setState({ step: 'finished', file, job: null, problem: serverMessage(error) ?? 'Failed to process CSV file' })
      // 400: the server found no product rows in the file.
      if (error instanceof ApiError && error.status === 400) toast({ ...NO_PRODUCTS, variant: 'destructive' })
      else toast({ title: 'Upload failed', description: 'Failed to process CSV file', variant: 'destructive' })
      return
    } finally {
      if (running.current === controller) running.current = null
    }
    setState({ step: 'finished', file, job, problem: job.status === 'failed' ? (job.message ?? 'Failed to process CSV file') : null })
    reportImport(job)
  }

  function reportImport(job: ImportJob) {
    if (job.status === 'failed') {
      toast({ title: 'Upload failed', description: 'Failed to process CSV file', variant: 'destructive' })
      if (job.imported + job.updated > 0) void invalidateCatalogue(queryClient)
      return
    }
    const succeeded = job.imported + job.updated
    if (job.total === 0 || succeeded + job.failed === 0) {
      toast({ ...NO_PRODUCTS, variant: 'destructive' })
      return
    }
    if (succeeded === 0) {
      toast({ title: 'Some imports failed', description: `${job.failed} products failed to import`, variant: 'destructive' })
      return
    }
    toast({ title: 'Upload completed', description: `Successfully imported ${succeeded} products. Refreshing product list...` })
    void invalidateCatalogue(queryClient)
    secondRefresh.current = setTimeout(() => {
      void invalidateCatalogue(queryClient)
      if (job.failed > 0) {
        toast({ title: 'Some imports failed', description: `${job.failed} products failed to import`, variant: 'destructive' })
      } else {
        toast({ title: 'Import Complete', description: importCounts(job) })
      }
    }, SECOND_REFRESH_MS)
  }

  const importing = state.step === 'importing'
  const file = state.step === 'no-file' ? null : state.file

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload className="h-4 w-4" aria-hidden="true" />
          Bulk Import
        </Button>
      </DialogTrigger>
      <DialogContent size="lg" title="Bulk Import Products" description="Add or update many products at once from a CSV file.">
        <div className="space-y-6">
          <section className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h3 className="text-sm font-semibold text-slate-900">1. Get the template</h3>
              <p className="text-sm text-slate-600">The columns the import reads, with one example product.</p>
            </div>
            <Button variant="outline" size="sm" className="shrink-0 whitespace-nowrap" onClick={downloadCsvTemplate}>
              <Download className="h-4 w-4" aria-hidden="true" />
              Download Template
            </Button>
          </section>

          <section className="space-y-3 rounded-lg border border-slate-200 p-4">
            <h3 className="text-sm font-semibold text-slate-900">2. Choose your file and import</h3>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button variant="outline" disabled={importing} onClick={() => inputRef.current?.click()}>
                <FileSpreadsheet className="h-4 w-4" aria-hidden="true" />
                Select CSV File
              </Button>
              <Button disabled={!file || importing} onClick={() => file && void runImport(file)}>
                {importing ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Upload className="h-4 w-4" aria-hidden="true" />}
                {importing ? 'Importing...' : 'Import Products'}
              </Button>
              <input
                ref={inputRef}
                type="file"
                accept=".csv,text/csv"
                aria-label="CSV file"
                className="sr-only"
                tabIndex={-1}
                onChange={(event) => {
                  selectFile(event.target.files?.[0])
                  event.target.value = ''
                }}
              />
            </div>
            {fileError && (
              <p role="alert" className="text-sm text-red-600">
                {fileError}
              </p>
            )}
            {state.step === 'no-file' && !fileError && <p className="text-sm text-slate-500">No file selected.</p>}
            {file && (
              <p className="flex items-center gap-2 text-sm text-slate-700" data-testid="selected-file">
                <FileSpreadsheet className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                <span className="font-medium">{file.name}</span>
                <span className="text-slate-500">({fileSizeKb(file.size)})</span>
              </p>
            )}
            {state.step === 'importing' && <ImportProgress job={state.job} />}
            {state.step === 'finished' && <ImportResults job={state.job} problem={state.problem} />}
          </section>

          <CsvGuidelines />
        </div>
      </DialogContent>
    </Dialog>
  )
}

const importCounts = (job: ImportJob) =>
  `${job.imported} added${job.drafts > 0 ? ` (${job.drafts} as ${job.drafts === 1 ? 'a draft' : 'drafts'})` : ''}, ${job.updated} updated, ${job.failed} failed.`

function ImportProgress({ job }: { job: ImportJob | null }) {
  const total = job?.total ?? 0
  const processed = job?.processed ?? 0
  const percent = total > 0 ? Math.round((processed / total) * 100) : 0
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total || undefined}
        aria-valuenow={total ? processed : undefined}
        aria-valuetext={total ? `${processed} of ${total} rows` : 'Starting'}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-sm text-slate-600" aria-live="polite">
        {total ? `Importing... ${processed} of ${total} rows` : 'Uploading file...'}
      </p>
    </div>
  )
}

function ImportResults({ job, problem }: { job: ImportJob | null; problem: string | null }) {
  const more = job ? Math.max(0, job.errors.length - IMPORT_ERROR_CAP) + job.errorsNotShown : 0
  return (
    <div role="status" className="space-y-3 rounded-md bg-slate-50 p-4">
      <h4 className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {problem ? (
          <AlertCircle className="h-4 w-4 text-red-600" aria-hidden="true" />
        ) : (
          <CheckCircle2 className="h-4 w-4 text-emerald-600" aria-hidden="true" />
        )}
        {problem ? 'Import failed' : 'Import Results'}
      </h4>
      {problem && <p className="text-sm text-red-600">{problem}</p>}
      {job && (
        <dl className="grid grid-cols-3 gap-2 text-center">
          <Count label="Imported" value={job.imported} tone="text-emerald-700" />
          <Count label="Updated" value={job.updated} tone="text-blue-700" />
          <Count label="Failed" value={job.failed} tone="text-red-700" />
        </dl>
      )}
      {job && job.drafts > 0 && (
        <p className="text-sm text-amber-800">
          {job.drafts === 1
            ? '1 of the imported products is a draft: its row gave no price. Price and publish it in the Products tab.'
            : `${job.drafts} of the imported products are drafts: their rows gave no price. Price and publish them in the Products tab.`}
        </p>
      )}
      {job && job.errors.length > 0 && (
        <div>
          <h5 className="text-sm font-semibold text-red-700">Import Errors</h5>
          <ul className="mt-1 space-y-1 text-sm text-red-700">
            {job.errors.slice(0, IMPORT_ERROR_CAP).map((error, index) => (
              <li key={`${error.row}-${index}`}>
                Row {error.row}: {error.message}
              </li>
            ))}
          </ul>
          {more > 0 && <p className="mt-1 text-sm text-red-700">... and {more} more errors</p>}
        </div>
      )}
    </div>
  )
}

function Count({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-md bg-white p-2">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={`text-lg font-bold ${tone}`}>{value}</dd>
    </div>
  )
}

function CsvGuidelines() {
  return (
    <section className="rounded-lg border border-blue-100 bg-blue-50 p-4 text-sm text-slate-700">
      <h3 className="font-semibold text-slate-900">CSV format guidelines</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          Columns: <span className="break-words font-mono text-xs">{CSV_COLUMNS.join(', ')}</span>. The first line holds the
          headers; snake_case headers (original_price, stock_quantity, in_stock, is_featured, is_business_product) are accepted too.
        </li>
        <li>Values that contain commas go in double quotes.</li>
        <li>Booleans (inStock, isFeatured, isBusinessProduct) are true only for the text 'true' or '1'.</li>
        <li>images, features and fits hold several values separated by a pipe ( | ).</li>
        <li>
          fits names the products a supply or accessory fits, each by its SKU or its exact name (e.g. HP-M404N|HP-M479FDW): products
          of the shop or rows of the same file. Left empty, the product fits nothing; a file without the column leaves what
          each product fits as it is.
        </li>
        <li>In specifications, write \n between 'Key: Value' lines.</li>
        <li>Images are http(s) addresses or addresses of images already uploaded (/static/...).</li>
        <li>A row without a category goes to printers; a missing price or stock quantity reads as 0.</li>
        <li>A row whose name and brand match an existing product updates that product instead of adding a duplicate.</li>
        <li>
          A file holds at most {MAX_CSV_ROWS.toLocaleString('en-US')} products and 10 MB; the server keeps the first{' '}
          {MAX_IMPORT_ERRORS.toLocaleString('en-US')} row errors and counts the rest. A value with a control character fails its row.
        </li>
      </ul>
    </section>
  )
}
