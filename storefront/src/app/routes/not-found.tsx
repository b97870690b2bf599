import { Link } from 'react-router-dom'
import { buttonStyles } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/use-document-title'

export function NotFoundPage() {
  useDocumentTitle('Page Not Found')
  return (
    <section className="container flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-extrabold text-primary-600">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">
        The page you are looking for doesn't exist or may have been moved.
      </p>
      <Link to="/" className={buttonStyles({ className: 'mt-8' })}>
        Back to Home
      </Link>
    </section>
  )
}
