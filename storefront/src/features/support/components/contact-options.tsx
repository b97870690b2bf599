import { Link } from 'react-router-dom'
import { Clock, Mail, MessageSquare, Phone } from 'lucide-react'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/lib/config'

/** The ways to reach support: phone, e-mail and a ticket, with the hours. */
export function ContactOptions() {
  const options = [
    { Icon: Phone, title: 'Call Us', detail: SUPPORT_PHONE, href: SUPPORT_PHONE_HREF, note: SUPPORT_HOURS },
    { Icon: Mail, title: 'Email Us', detail: SUPPORT_EMAIL, href: `mailto:${SUPPORT_EMAIL}`, note: 'We reply within 24 hours' },
    {
      Icon: MessageSquare,
      title: 'Support Ticket',
      detail: 'Submit a ticket online',
      to: '/support?tab=ticket',
      note: 'Answered within 4 hours during business hours',
    },
  ] as const
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {options.map((option) => {
        const content = (
          <>
            <option.Icon className="h-6 w-6 text-primary-600" aria-hidden="true" />
            <span className="mt-3 block font-semibold text-slate-900">{option.title}</span>
            <span className="mt-1 block break-words text-primary-700 group-hover:underline">{option.detail}</span>
            <span className="mt-2 flex items-center gap-1.5 text-sm text-slate-500">
              <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              {option.note}
            </span>
          </>
        )
        const classes = 'group block h-full rounded-xl border border-slate-200 p-5 transition-colors hover:border-primary-300 hover:bg-primary-50/40'
        return (
          <li key={option.title}>
            {'to' in option ? (
              <Link to={option.to} className={classes}>
                {content}
              </Link>
            ) : (
              <a href={option.href} className={classes}>
                {content}
              </a>
            )}
          </li>
        )
      })}
    </ul>
  )
}
