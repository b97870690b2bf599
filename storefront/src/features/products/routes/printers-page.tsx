import { Link } from 'react-router-dom'
import { Gauge, Leaf, Printer, ShieldCheck, Wifi } from 'lucide-react'
import { categoryLandingFilters, type CategoryHandle } from '@printshop/contract'
import { buttonStyles } from '@/components/ui/button'
import { useListCount, useProducts } from '../api/get-products'
import { CallToAction, CategoryLanding } from '../components/category-landing'

const CATEGORY: CategoryHandle = 'printers'

const BENEFITS = [
  { Icon: Gauge, title: 'Up to 55 Pages per Minute', text: 'Office laser printers that keep up with busy teams and high-volume print runs.' },
  { Icon: Wifi, title: 'Wireless & Mobile Printing', text: 'Print from laptops, phones and the cloud with Wi-Fi, Ethernet and AirPrint support.' },
  { Icon: Leaf, title: 'Lower Cost per Page', text: 'High-yield toner and ink tank models that cut running costs for home and office.' },
  { Icon: ShieldCheck, title: 'Manufacturer Warranty', text: 'Every printer ships new with its manufacturer warranty and our expert support.' },
]

export function PrintersPage() {
  const query = useProducts(categoryLandingFilters(CATEGORY))
  const count = useListCount(categoryLandingFilters(CATEGORY), query.data)
  const products = query.data?.filter((product) => product.category === CATEGORY)
  return (
    <CategoryLanding
      documentTitle="Printers"
      hero={{
        eyebrow: 'Printers',
        title: 'Printers for Every Office',
        text: 'Laser, inkjet and all-in-one printers from the brands businesses trust, from compact home-office models to workgroup machines.',
        Icon: Printer,
        gradient: 'from-primary-700 to-indigo-800',
        showStartingPrice: true,
        highlights: ['Up to 55 ppm', 'Free setup support'],
      }}
      featuresHeading="Why Buy Your Printer From Us"
      features={BENEFITS}
      products={{
        heading: 'Our Printers',
        products,
        count,
        isPending: query.isPending,
        isError: query.isError,
        skeletonCount: 8,
        countLabel: (count) => `${count} Products Available`,
        emptyTitle: 'No Printers Found',
        emptyText: 'Please check back soon or browse our other categories.',
      }}
    >
      <CallToAction heading="Need Help Choosing a Printer?" text="Our specialists compare speed, running costs and features to find the right printer for your workload.">
        <Link to="/contact" className={buttonStyles({ size: 'lg' })}>
          Talk to an Expert
        </Link>
        <Link to="/products?category=printers" className={buttonStyles({ size: 'lg', variant: 'outline' })}>
          Filter All Printers
        </Link>
      </CallToAction>
    </CategoryLanding>
  )
}
