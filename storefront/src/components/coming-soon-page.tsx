import { Link } from 'react-router-dom'
import { Wrench } from 'lucide-react'
import { buttonStyles } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

/** Stands in for a screen that is still being built, under its proper title. */
export function ComingSoonPage({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title)
  return (
    <section className="container flex flex-col items-center py-20 text-center">
      <span className="mb-6 flex h-14 w-14 items-center justify-center rounded-full bg-primary-50 text-primary-600">
        <Wrench className="h-7 w-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 max-w-xl text-slate-600">
        {description ?? 'This section is being prepared and will be available soon. Thank you for your patience.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonStyles()}>
          Back to Home
        </Link>
        <Link to="/contact" className={buttonStyles({ variant: 'outline' })}>
          Contact Us
        </Link>
      </div>
    </section>
  )
}
