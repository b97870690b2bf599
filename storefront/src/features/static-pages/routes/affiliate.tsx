import { Users } from 'lucide-react'
import { AFFILIATES_EMAIL, mailto } from '../contacts'
import { ProgramComingSoon } from '../components/program-coming-soon'

export function AffiliatePage() {
  return (
    <ProgramComingSoon
      title="Affiliate Program"
      icon={Users}
      summary="Earn commission by recommending the printers, scanners and business equipment your audience needs. Our affiliate program launches soon; request early access to be among the first to join."
      action={{ label: 'Request Early Access', href: mailto(AFFILIATES_EMAIL, 'Affiliate Program early access') }}
      benefits={[
        { title: 'Competitive Commissions', text: 'Earn on every qualifying sale you refer.' },
        { title: 'Real-Time Tracking', text: 'See clicks, orders and earnings in your own dashboard.' },
        { title: 'Ready-Made Content', text: 'Product feeds, banners and buying guides to share with your readers.' },
      ]}
    />
  )
}
