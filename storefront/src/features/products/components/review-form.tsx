import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { useController, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Star } from 'lucide-react'
import type { z } from 'zod'
import { createReviewBodySchema, type CreateReviewBody } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { toast } from '@/components/ui/use-toast'
import { serverMessage } from '@/lib/api-client'
import { useCurrentUser } from '@/lib/auth'
import { cn } from '@/lib/cn'
import { applyServerFieldErrors } from '@/lib/form-errors'
import { productPath } from '@/lib/paths'
import { useCreateReview } from '../api/create-review'

const STARS = [1, 2, 3, 4, 5] as const
/** The comment's limits (the contract's rule, docs/api.md). */
export const COMMENT_MAX_LENGTH = 2000


/**
 * Writing a review: signed-in customers give 1-5 stars and a comment of 10-2000 characters; the
 * name shown and 'Verified Buyer' come from the server. Visitors are offered to sign in first.
 */
export function ProductReviewForm({ productId }: { productId: string }) {
  const { user, isLoading } = useCurrentUser()
  if (isLoading) return null
  if (!user) {
    const back = encodeURIComponent(productPath(productId)).replace(/%2F/gi, '/')
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        <Link to={`/login?redirect=${back}`} className="font-medium text-primary-700 underline hover:text-primary-800">
          Sign in to write a review
        </Link>
      </p>
    )
  }
  return <SignedInReviewForm productId={productId} />
}

function SignedInReviewForm({ productId }: { productId: string }) {
  const id = useId()
  const createReview = useCreateReview(productId)
  const [failure, setFailure] = useState<string>()
  const { register, handleSubmit, control, reset, setError, formState } = useForm<z.input<typeof createReviewBodySchema>, unknown, CreateReviewBody>({
    resolver: zodResolver(createReviewBodySchema),
    // No star is chosen until the customer picks one.
    defaultValues: { comment: '' },
  })
  // The stars are radio buttons holding numbers, so the rating reaches the schema as a number.
  const { field: ratingField } = useController({ control, name: 'rating' })
  const [hovered, setHovered] = useState(0)
  const shown = hovered || ratingField.value || 0
  const ratingError = formState.errors.rating?.message

  function onSubmit(values: CreateReviewBody) {
    setFailure(undefined)
    createReview.mutate(values, {
      onSuccess: ({ updated }) => {
        reset({ comment: '' })
        toast(
          updated
            ? { title: 'Review updated', description: 'Your review of this product has been updated.' }
            : { title: 'Review submitted', description: 'Thank you! Your review has been published.' },
        )
      },
      onError: (error) => {
        if (applyServerFieldErrors(error, setError, ['rating', 'comment'])) return
        // e.g. 429 "Too many reviews sent...": the server says when to try again.
        setFailure(serverMessage(error) ?? 'Your review could not be sent. Please try again.')
      },
    })
  }

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="rounded-lg border border-slate-200 p-5"
    >
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Write a Review
      </h3>
      <p className="mt-1 text-sm text-slate-600">One review per product: sending another one replaces your earlier review.</p>

      <fieldset className="mt-4" aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="text-sm font-medium text-slate-700">Your Rating</legend>
        <div className="mt-1 flex" onMouseLeave={() => setHovered(0)}>
          {STARS.map((value) => (
            <label key={value} className="cursor-pointer p-1" onMouseEnter={() => setHovered(value)}>
              <input
                type="radio"
                name={ratingField.name}
                value={value}
                checked={ratingField.value === value}
                onChange={() => ratingField.onChange(value)}
                onBlur={ratingField.onBlur}
                ref={value === 1 ? ratingField.ref : undefined}
                className="peer sr-only"
                aria-invalid={ratingError ? true : undefined}
              />
              <Star
                aria-hidden="true"
                className={cn(
                  'h-7 w-7 rounded-sm transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-primary-600',
                  value <= shown ? 'fill-amber-400 text-amber-500' : 'fill-slate-100 text-slate-400',
                )}
              />
              <span className="sr-only">
                {value} {value === 1 ? 'star' : 'stars'}
              </span>
            </label>
          ))}
        </div>
        {ratingError && (
          <p id={`${id}-rating-error`} role="alert" className="mt-1 text-sm text-red-600">
            {ratingError}
          </p>
        )}
      </fieldset>

      <FormField id={`${id}-comment`} label="Your Review" error={formState.errors.comment?.message} className="mt-4">
        <Textarea rows={4} maxLength={COMMENT_MAX_LENGTH} {...register('comment')} />
      </FormField>

      {failure && (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {failure}
        </p>
      )}

      <Button type="submit" className="mt-4" disabled={createReview.isPending}>
        {createReview.isPending ? 'Submitting...' : 'Submit Review'}
      </Button>
    </form>
  )
}
