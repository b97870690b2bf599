import { Megaphone } from 'lucide-react'
import { PRESS_EMAIL, mailto } from '../contacts'
import { ProgramComingSoon } from '../components/program-coming-soon'

export function PressPage() {
  return (
    <ProgramComingSoon
      title="Press & Media"
      icon={Megaphone}
      summary="Our press room with news, company facts and brand assets is coming soon. In the meantime our media team is happy to help with your story."
      action={{ label: 'Contact Our Media Team', href: mailto(PRESS_EMAIL, 'Media inquiry') }}
      note={`Media inquiries: ${PRESS_EMAIL}`}
      benefits={[]}
    />
  )
}
