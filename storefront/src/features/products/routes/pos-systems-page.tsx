import { Link } from 'react-router-dom'
import { BarChart3, Coffee, CreditCard, MonitorSmartphone, ShoppingBag, Store, UtensilsCrossed, Users } from 'lucide-react'
import { categoryLandingFilters, type CategoryHandle } from '@printshop/contract'
import { buttonStyles } from '@/components/ui/button'
import { useListCount, useProducts } from '../api/get-products'
import { CardSection, CategoryLanding, Testimonials } from '../components/category-landing'
import { PosProductCard } from '../components/pos-product-card'

const CATEGORY: CategoryHandle = 'pos-systems'

const FEATURES = [
  { Icon: CreditCard, title: 'Every Payment Type', text: 'Chip, tap, swipe and mobile wallets with fast, secure processing.' },
  { Icon: BarChart3, title: 'Real-Time Reporting', text: 'Sales, inventory and staff reports from anywhere.' },
  { Icon: MonitorSmartphone, title: 'Complete Hardware Kits', text: 'Terminals, receipt printers, cash drawers and scanners that work together.' },
  { Icon: Users, title: 'Free Setup & Training', text: 'Our team configures your system and trains your staff.' },
]

const BUSINESS_TYPES = [
  { Icon: Store, title: 'Retail Stores', text: 'Inventory tracking, barcode checkout and customer loyalty.' },
  { Icon: UtensilsCrossed, title: 'Restaurants', text: 'Table management, kitchen printing and split checks.' },
  { Icon: Coffee, title: 'Cafés & Quick Service', text: 'Fast counter service, modifiers and online ordering.' },
  { Icon: ShoppingBag, title: 'Boutiques & Pop-ups', text: 'Compact, mobile-ready systems that go where you sell.' },
]

const STORIES = [
  { quote: 'Checkout lines are half as long since we switched, and end-of-day reporting takes minutes.', name: 'Maria L.', role: 'Owner, neighborhood grocery' },
  { quote: 'Kitchen tickets print the moment an order is placed. Our table turns went up noticeably.', name: 'James R.', role: 'General manager, family restaurant' },
  { quote: 'Setup and training were handled for us. We were selling on day one.', name: 'Priya S.', role: 'Founder, boutique apparel shop' },
]

export function PosSystemsPage() {
  // Filtered on the server (GET /api/products?category=) and kept to the category here as well.
  const query = useProducts(categoryLandingFilters(CATEGORY))
  const count = useListCount(categoryLandingFilters(CATEGORY), query.data)
  const products = query.data?.filter((product) => product.category === CATEGORY)
  return (
    <CategoryLanding
      documentTitle="POS Systems"
      hero={{
        eyebrow: 'POS Systems',
        title: 'Point-of-Sale Systems That Grow With You',
        text: 'Complete POS solutions for retail stores and restaurants: hardware, software, setup and support from one partner.',
        Icon: MonitorSmartphone,
        gradient: 'from-emerald-700 to-teal-800',
        showStartingPrice: true,
        highlights: ['Free setup', '24/7 online support'],
        actions: (
          <Link to="/business" className={buttonStyles({ size: 'lg', variant: 'outlineOnDark' })}>
            Business Solutions
          </Link>
        ),
      }}
      featuresHeading="Everything You Need to Sell"
      features={FEATURES}
      products={{
        heading: 'Our POS Systems',
        products,
        count,
        isPending: query.isPending,
        isError: query.isError,
        skeletonCount: 6,
        emptyTitle: 'No POS Systems Available',
        emptyText: 'Please check back soon or contact us for a custom solution.',
        renderProduct: (product, { priority }) => <PosProductCard product={product} priority={priority} />,
      }}
    >
      <CardSection heading="Built for Your Business" items={BUSINESS_TYPES} />
      <Testimonials heading="Success Stories" items={STORIES} />
    </CategoryLanding>
  )
}
