import { Handshake } from 'lucide-react'
import { PARTNERS_EMAIL, mailto } from '../contacts'
import { ProgramComingSoon } from '../components/program-coming-soon'

export function PartnersPage() {
  return (
    <ProgramComingSoon
      title="Partner Program"
      icon={Handshake}
      summary="We are building a partner program for resellers, IT service providers and systems integrators. Join the waiting list and we will contact you as soon as it opens."
      action={{ label: 'Join the Waiting List', href: mailto(PARTNERS_EMAIL, 'Partner Program waiting list') }}
      benefits={[
        { title: 'Partner Pricing', text: 'Competitive pricing on printers, scanners and POS systems for your clients.' },
        { title: 'Dedicated Support', text: 'A partner manager and priority technical support for every deployment.' },
        { title: 'Sales Resources', text: 'Product training, demo units and co-branded materials to help you win deals.' },
      ]}
    />
  )
}
