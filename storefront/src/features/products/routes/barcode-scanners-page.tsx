import { Link } from 'react-router-dom'
import { Boxes, Factory, Hospital, ScanBarcode, ShoppingBag, Smartphone, Truck, Zap, ShieldCheck } from 'lucide-react'
import { categoryLandingFilters, type CategoryHandle } from '@printshop/contract'
import { buttonStyles } from '@/components/ui/button'
import { useListCount, useProducts } from '../api/get-products'
import { CallToAction, CardSection, CategoryLanding } from '../components/category-landing'

const CATEGORY: CategoryHandle = 'barcode-scanners'

const FEATURES = [
  { Icon: Zap, title: '550 Scans per Second', text: 'Instant reads of 1D and 2D codes, even when damaged or poorly printed.' },
  { Icon: Smartphone, title: 'Reads Phone Screens', text: 'Scan mobile coupons, tickets and loyalty cards straight from displays.' },
  { Icon: ShieldCheck, title: 'Built Tough', text: 'Rugged models rated for drops and dust in warehouses and on shop floors.' },
  { Icon: Boxes, title: 'Plug and Play', text: 'USB, Bluetooth and wireless models that work with your POS and inventory software.' },
]

const INDUSTRIES = [
  { Icon: ShoppingBag, title: 'Retail', text: 'Faster checkouts and accurate price lookups.' },
  { Icon: Truck, title: 'Warehousing & Logistics', text: 'Receiving, picking and shipping without errors.' },
  { Icon: Hospital, title: 'Healthcare', text: 'Patient wristbands and medication tracking.' },
  { Icon: Factory, title: 'Manufacturing', text: 'Track parts and work-in-progress across the line.' },
]

export function BarcodeScannersPage() {
  const query = useProducts(categoryLandingFilters(CATEGORY))
  const count = useListCount(categoryLandingFilters(CATEGORY), query.data)
  return (
    <CategoryLanding
      documentTitle="Barcode Scanners"
      hero={{
        eyebrow: 'Barcode Scanners',
        title: 'Fast, Accurate Barcode Scanning',
        text: 'Handheld, presentation and wireless barcode scanners for retail counters, warehouses and healthcare.',
        Icon: ScanBarcode,
        gradient: 'from-orange-600 to-red-700',
        showStartingPrice: true,
        highlights: ['1D & 2D codes', 'Wireless options'],
      }}
      featuresHeading="Built for Speed and Accuracy"
      features={FEATURES}
      products={{
        heading: 'Our Barcode Scanners',
        products: query.data,
        count,
        isPending: query.isPending,
        isError: query.isError,
        skeletonCount: 4,
        countLabel: (count) => `${count} Models Available`,
        emptyTitle: 'No Barcode Scanners Found',
        emptyText: 'Check back soon for new barcode scanner models!',
      }}
    >
      <CardSection heading="Trusted Across Industries" items={INDUSTRIES} />
      <CallToAction heading="Scanning Hundreds of Items a Day?" text="Ask about volume pricing and scanners matched to your POS or inventory system.">
        <Link to="/contact" className={buttonStyles({ size: 'lg' })}>
          Get Expert Advice
        </Link>
        <Link to="/products?category=barcode-scanners" className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          Filter All Barcode Scanners
        </Link>
      </CallToAction>
    </CategoryLanding>
  )
}
