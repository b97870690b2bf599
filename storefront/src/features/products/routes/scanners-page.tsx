import { Link } from 'react-router-dom'
import { Building, FileStack, Gauge, Landmark, Layers, ScanLine, Scale, Stethoscope, Wifi } from 'lucide-react'
import { categoryLandingFilters, type CategoryHandle } from '@printshop/contract'
import { buttonStyles } from '@/components/ui/button'
import { useListCount, useProducts } from '../api/get-products'
import { CallToAction, CardSection, CategoryLanding } from '../components/category-landing'

const CATEGORY: CategoryHandle = 'scanners'

const FEATURES = [
  { Icon: Gauge, title: 'Up to 40 Pages per Minute', text: 'Duplex document scanners that clear paper backlogs fast.' },
  { Icon: FileStack, title: 'Automatic Document Feeders', text: 'Load a stack and scan mixed sizes, receipts and cards in one pass.' },
  { Icon: Layers, title: 'Searchable PDFs', text: 'Built-in OCR turns paper into searchable, shareable digital files.' },
  { Icon: Wifi, title: 'Scan to Cloud', text: 'Send scans straight to email, network folders and cloud storage.' },
]

const INDUSTRIES = [
  { Icon: Stethoscope, title: 'Healthcare', text: 'Digitize patient intake forms, insurance cards and records.' },
  { Icon: Scale, title: 'Legal', text: 'Archive contracts and case files in searchable formats.' },
  { Icon: Landmark, title: 'Finance', text: 'Capture invoices, receipts and statements for faster processing.' },
  { Icon: Building, title: 'Government', text: 'Move public records and applications to digital workflows.' },
]

export function ScannersPage() {
  const query = useProducts(categoryLandingFilters(CATEGORY))
  const count = useListCount(categoryLandingFilters(CATEGORY), query.data)
  return (
    <CategoryLanding
      documentTitle="Scanners"
      hero={{
        eyebrow: 'Scanners',
        title: 'Go Paperless with Professional Scanners',
        text: 'Fast, reliable document and flatbed scanners that turn paper into searchable digital files for offices of every size.',
        Icon: ScanLine,
        gradient: 'from-teal-700 to-cyan-800',
        showStartingPrice: true,
        highlights: ['Up to 40 ppm', 'Built-in OCR'],
      }}
      featuresHeading="Scanning Made Simple"
      features={FEATURES}
      products={{
        heading: 'Our Scanners',
        products: query.data,
        count,
        isPending: query.isPending,
        isError: query.isError,
        skeletonCount: 4,
        countLabel: (count) => `${count} Models Available`,
        emptyTitle: 'No Scanners Found',
        emptyText: 'Check back soon for new scanner models!',
      }}
    >
      <CardSection heading="Trusted Across Industries" items={INDUSTRIES} />
      <CallToAction heading="Ready to Digitize Your Documents?" text="Our document-management specialists can help you pick the scanner and software that fit your workflow.">
        <Link to="/contact" className={buttonStyles({ size: 'lg' })}>
          Get Expert Advice
        </Link>
        <Link to="/products?category=scanners" className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          Filter All Scanners
        </Link>
      </CallToAction>
    </CategoryLanding>
  )
}
