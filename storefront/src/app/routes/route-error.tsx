import { Link } from 'react-router-dom'
import { Button, buttonStyles } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

/** Shown inside the shop's frame when a screen fails to load or render. */
export function RouteErrorPage() {
  useDocumentTitle('Something Went Wrong')

  return (
    <section role="alert" className="container flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Something went wrong</h1>
      <p className="mt-3 max-w-md text-slate-600">
        We couldn't show this page. Please try again, or head back to the home page.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Try Again</Button>
        <Link to="/" className={buttonStyles({ variant: 'outline' })}>
          Back to Home
        </Link>
      </div>
    </section>
  )
}
