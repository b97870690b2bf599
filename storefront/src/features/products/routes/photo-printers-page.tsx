import { Camera, Droplets, Frame, Image, Palette, Sparkles, Store, Users } from 'lucide-react'
import { categoryLandingFilters, type CategoryHandle } from '@printshop/contract'
import { Button } from '@/components/ui/button'
import { useListCount, useProducts } from '../api/get-products'
import { CallToAction, CardSection, CategoryLanding } from '../components/category-landing'

const CATEGORY: CategoryHandle = 'photo-printers'

const BENEFITS = [
  { Icon: Palette, title: 'True-to-Life Color', text: 'Multi-ink systems reproduce skin tones, gradients and deep blacks with gallery accuracy.' },
  { Icon: Droplets, title: 'Archival Inks', text: 'Pigment inks that resist fading for decades on fine-art and photo papers.' },
  { Icon: Frame, title: 'Borderless Large Formats', text: 'From 4x6 snapshots to 13x19 and wider, with borderless printing.' },
  { Icon: Sparkles, title: 'Expert Color Support', text: 'Help with ICC profiles, paper choice and calibration from our imaging team.' },
]

const PERFECT_FOR = [
  { Icon: Camera, title: 'Professional Photographers', text: 'Client proofs and exhibition prints straight from the studio.' },
  { Icon: Image, title: 'Fine-Art Printmakers', text: 'Museum-grade reproductions on cotton rag and canvas.' },
  { Icon: Store, title: 'Photo Studios & Retail', text: 'Fast, consistent prints for events, portraits and kiosks.' },
  { Icon: Users, title: 'Enthusiasts & Families', text: 'Beautiful prints of every memory at home.' },
]

export function PhotoPrintersPage() {
  const query = useProducts(categoryLandingFilters(CATEGORY))
  const count = useListCount(categoryLandingFilters(CATEGORY), query.data)
  const products = query.data?.filter((product) => product.category === CATEGORY)
  return (
    <CategoryLanding
      documentTitle="Photo Printers"
      hero={{
        eyebrow: 'Photo Printers',
        title: 'Gallery-Quality Prints at Home and in the Studio',
        text: 'Professional photo printers with wide color gamuts, archival inks and borderless formats for photographers and creatives.',
        Icon: Camera,
        gradient: 'from-fuchsia-700 to-purple-800',
        showStartingPrice: true,
        highlights: ['Archival pigment inks', 'Borderless printing'],
      }}
      featuresHeading="Made for Photographers"
      features={BENEFITS}
      products={{
        heading: 'Our Photo Printers',
        products,
        count,
        isPending: query.isPending,
        isError: query.isError,
        skeletonCount: 4,
        countLabel: (count) => `${count} Models Available`,
        emptyTitle: 'No Photo Printers Found',
        emptyText: 'Please check back soon for new photo printer models.',
      }}
    >
      <CardSection heading="Perfect For" items={PERFECT_FOR} />
      <CallToAction heading="Find Your Perfect Photo Printer" text="Book a free consultation, compare models side by side or request sample prints on your favorite paper.">
        <Button size="lg">Book a Consultation</Button>
        <Button size="lg" variant="outline">
          Compare Models
        </Button>
        <Button size="lg" variant="outline">
          View Samples
        </Button>
      </CallToAction>
    </CategoryLanding>
  )
}
