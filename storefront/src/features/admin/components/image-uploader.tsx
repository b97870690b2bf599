import { useId, useRef, useState, type DragEvent } from 'react'
import { ImagePlus, LoaderCircle, Star, Trash2 } from 'lucide-react'
import { MAX_PRODUCT_IMAGES } from '@printshop/contract'
import { ProductImage } from '@/components/product-image'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { resolveProductImage } from '@/lib/product-image'
import { uploadImages } from '../api/upload-images'
import { IMAGE_ACCEPT, IMAGE_KINDS_TEXT, imageFileKey, isImageFile, sortImageFiles, uploadSummary, type RejectedImage } from '../utils/image-files'

type UploaderState = 'idle' | 'drag-over' | 'uploading'

const STATE_STYLES: Record<UploaderState, string> = {
  idle: 'border-slate-300 bg-slate-50',
  'drag-over': 'border-red-500 bg-red-50',
  uploading: 'border-green-500 bg-green-50',
}

/**
 * Product Images (docs/using-the-shop.md, "The staff area (/admin)"): drop images or pick them;
 * each goes to POST /api/admin/uploads and the product keeps the /static/... address the server
 * gives back. The first image is the main one unless another is chosen.
 */
export function ImageUploader({
  images,
  mainImage,
  onAdd,
  onRemove,
  onChooseMain,
  error,
}: {
  images: string[]
  /** The chosen main image; the first image when none is chosen. */
  mainImage: string
  /** Adds uploaded addresses to the product's images (the first becomes main when none is set). */
  onAdd: (urls: string[]) => void
  onRemove: (url: string) => void
  onChooseMain: (url: string) => void
  error?: string
}) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [state, setState] = useState<UploaderState>('idle')
  const [rejected, setRejected] = useState<RejectedImage[]>([])
  const [skipped, setSkipped] = useState(0)
  // Files already sent from this dialog: the same file again is skipped.
  const added = useRef(new Set<string>())
  const main = mainImage && images.includes(mainImage) ? mainImage : (images[0] ?? '')

  async function addFiles(files: File[], source: 'picker' | 'drop') {
    if (state === 'uploading' || files.length === 0) return
    if (source === 'drop' && !files.some(isImageFile)) {
      toast({ title: 'No Images Found', description: 'Please drop valid image files (PNG, JPG, GIF).', variant: 'destructive' })
      return
    }
    const { accepted, rejected: refused, duplicates } = sortImageFiles(files, {
      added: added.current,
      room: MAX_PRODUCT_IMAGES - images.length,
    })
    const failed = [...refused]
    let uploaded: string[] = []
    if (accepted.length > 0) {
      setState('uploading')
      try {
        const answer = await uploadImages(accepted)
        uploaded = answer.files.map((file) => file.url)
        failed.push(...answer.failed)
        const failedNames = new Set(answer.failed.map((file) => file.name))
        for (const file of accepted) if (!failedNames.has(file.name)) added.current.add(imageFileKey(file))
      } catch (uploadError) {
        const message = serverMessage(uploadError) ?? 'Upload failed'
        failed.push(...accepted.map((file) => ({ name: file.name, message })))
      } finally {
        setState('idle')
      }
    }
    setRejected(failed)
    setSkipped(duplicates)
    if (uploaded.length > 0) onAdd(uploaded)
    if (uploaded.length === 0 && failed.length === 0) return
    toast({
      title: source === 'drop' ? 'Drop Upload Complete' : 'Upload Complete',
      description: uploadSummary(uploaded.length, failed.length),
      variant: uploaded.length === 0 ? 'destructive' : 'default',
    })
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault()
    if (state === 'uploading') return
    setState('idle')
    void addFiles(Array.from(event.dataTransfer.files), 'drop')
  }

  const statusId = `${id}-status`
  const errorId = `${id}-error`

  return (
    <fieldset className="space-y-3" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-700">Product Images</legend>
      <div
        data-testid="image-drop-zone"
        data-state={state}
        onDragEnter={(event) => {
          event.preventDefault()
          if (state !== 'uploading') setState('drag-over')
        }}
        onDragOver={(event) => {
          event.preventDefault()
          if (state !== 'uploading' && state !== 'drag-over') setState('drag-over')
        }}
        onDragLeave={(event) => {
          // Moving onto a child fires dragleave too; only leaving the zone itself counts.
          if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
          if (state === 'drag-over') setState('idle')
        }}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
          STATE_STYLES[state],
          error && state === 'idle' && 'border-red-400',
        )}
      >
        {state === 'uploading' ? (
          <>
            <LoaderCircle className="h-8 w-8 animate-spin text-green-600" aria-hidden="true" />
            <p id={statusId} role="status" className="text-sm font-medium text-green-700">
              Uploading images...
            </p>
          </>
        ) : (
          <>
            <ImagePlus className={cn('h-8 w-8', state === 'drag-over' ? 'text-red-500' : 'text-slate-400')} aria-hidden="true" />
            <p id={statusId} className="text-sm text-slate-600">
              {state === 'drag-over' ? 'Drop images to upload' : 'Drag and drop images here, or'}
            </p>
            <Button variant="outline" size="sm" onClick={() => inputRef.current?.click()}>
              Choose Images
            </Button>
            <p className="text-xs text-slate-500">{IMAGE_KINDS_TEXT}, up to 10 MB each</p>
          </>
        )}
        <input
          ref={inputRef}
          id={`${id}-files`}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          aria-label="Upload product images"
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            // Picking the same file again later must fire a change.
            event.target.value = ''
            void addFiles(files, 'picker')
          }}
        />
      </div>

      {(rejected.length > 0 || skipped > 0) && (
        <div role="alert" className="space-y-1 text-sm">
          {rejected.map((file, index) => (
            <p key={`${file.name}-${index}`} className="text-red-600">
              {file.name}: {file.message}
            </p>
          ))}
          {skipped > 0 && (
            <p className="text-slate-600">
              {skipped === 1 ? '1 image was already added and was skipped.' : `${skipped} images were already added and were skipped.`}
            </p>
          )}
        </div>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}

      {images.length > 0 && (
        <ul aria-label="Product images" className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          {images.map((url, index) => {
            const isMain = url === main
            return (
              <li
                key={url}
                className={cn('relative overflow-hidden rounded-md border bg-white', isMain ? 'border-primary-600 ring-2 ring-primary-600' : 'border-slate-200')}
              >
                <div className="aspect-square">
                  <ProductImage src={resolveProductImage(url)} alt={`Product image ${index + 1}`} className="h-full w-full object-contain" />
                </div>
                <div className="flex items-center justify-between gap-1 border-t border-slate-100 px-1.5 py-1">
                  <label className="flex cursor-pointer items-center gap-1 text-xs text-slate-700">
                    <input
                      type="radio"
                      name={`${id}-main`}
                      checked={isMain}
                      onChange={() => onChooseMain(url)}
                      aria-label={`Main image: image ${index + 1}`}
                      className="h-3.5 w-3.5 text-primary-600 focus:ring-primary-600"
                    />
                    {isMain ? (
                      <span className="inline-flex items-center gap-0.5 font-semibold text-primary-700">
                        <Star className="h-3 w-3 fill-current" aria-hidden="true" />
                        Main
                      </span>
                    ) : (
                      'Main'
                    )}
                  </label>
                  <button
                    type="button"
                    onClick={() => onRemove(url)}
                    aria-label={`Remove image ${index + 1}`}
                    className="rounded p-1 text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary-600"
                  >
                    <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
    </fieldset>
  )
}
