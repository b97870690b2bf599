import { useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { Search } from 'lucide-react'
import { MIN_SUGGESTION_LENGTH } from '@printshop/contract'
import { trackEvent } from '@/lib/analytics'
import { cn } from '@/lib/cn'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useSearchSuggestions } from '../api/get-search-suggestions'

const SUGGESTION_DEBOUNCE_MS = 200

export function SearchBox({ className }: { className?: string }) {
  const navigate = useNavigate()
  const listId = useId()
  const [input, setInput] = useState('')
  const [open, setOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)

  const debouncedInput = useDebouncedValue(input, SUGGESTION_DEBOUNCE_MS)
  const { data } = useSearchSuggestions(debouncedInput)
  const suggestions = input.trim().length >= MIN_SUGGESTION_LENGTH ? (data ?? []) : []
  const showSuggestions = open && suggestions.length > 0

  function runSearch(term: string) {
    const trimmed = term.trim()
    if (!trimmed) return
    setOpen(false)
    setActiveIndex(-1)
    trackEvent('search', { term: trimmed })
    navigate(`/products?search=${encodeURIComponent(trimmed)}`)
  }

  function chooseSuggestion(suggestion: string) {
    setInput(suggestion)
    runSearch(suggestion)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const highlighted = showSuggestions ? suggestions[activeIndex] : undefined
    if (highlighted !== undefined) chooseSuggestion(highlighted)
    else runSearch(input)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      setOpen(false)
      setActiveIndex(-1)
      return
    }
    if (!suggestions.length || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return
    event.preventDefault()
    setOpen(true)
    // Cycle through the suggestions and back to the typed text (index -1).
    const step = event.key === 'ArrowDown' ? 1 : -1
    setActiveIndex((current) => {
      const next = current + step
      if (next >= suggestions.length) return -1
      if (next < -1) return suggestions.length - 1
      return next
    })
  }

  const activeOptionId = showSuggestions && activeIndex >= 0 ? `${listId}-option-${activeIndex}` : undefined

  return (
    <form role="search" onSubmit={onSubmit} className={cn('relative flex w-full items-center gap-2', className)}>
      {/* On a tablet's header (md to lg) the Search button is a magnifier at the input's end, so the
          input shows its whole placeholder beside the logo and the account links. */}
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400 md:max-lg:hidden" aria-hidden="true" />
        <input
          type="search"
          name="search"
          role="combobox"
          aria-label="Search products"
          aria-autocomplete="list"
          aria-expanded={showSuggestions}
          aria-controls={listId}
          aria-activedescendant={activeOptionId}
          autoComplete="off"
          placeholder="Search printers, scanners, POS..."
          value={input}
          onChange={(event) => {
            setInput(event.target.value)
            setOpen(true)
            setActiveIndex(-1)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pl-9 pr-3 text-sm md:max-lg:pl-3 md:max-lg:pr-10 text-slate-900 placeholder:text-slate-400 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-600/30"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-10 shrink-0 items-center rounded-md bg-primary-600 px-4 text-sm font-medium text-white hover:bg-primary-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-600 focus-visible:ring-offset-2 md:max-lg:absolute md:max-lg:right-0 md:max-lg:top-0 md:max-lg:w-10 md:max-lg:justify-center md:max-lg:bg-transparent md:max-lg:px-0 md:max-lg:text-slate-500 md:max-lg:hover:bg-transparent md:max-lg:hover:text-primary-600"
      >
        <Search className="hidden h-4 w-4 md:max-lg:block" aria-hidden="true" />
        <span className="md:max-lg:sr-only">Search</span>
      </button>
      {/* As wide as the form (the Search button too): the longest names fit in two lines on a phone. */}
      {showSuggestions && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Search suggestions"
          className="absolute left-0 right-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion}
              id={`${listId}-option-${index}`}
              role="option"
              aria-selected={index === activeIndex}
              // The whole name on hover, should a very long one still need more than two lines.
              title={suggestion}
              // Keep focus in the input so its blur does not close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => chooseSuggestion(suggestion)}
              className={cn(
                'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm text-slate-700',
                index === activeIndex ? 'bg-primary-50 text-primary-700' : 'hover:bg-slate-50',
              )}
            >
              <Search className="mt-0.5 h-3.5 w-3.5 shrink-0 text-slate-400" aria-hidden="true" />
              {/* Up to two lines, broken between words; not cut to one line mid-word. */}
              <span className="line-clamp-2 min-w-0 break-words">{suggestion}</span>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
