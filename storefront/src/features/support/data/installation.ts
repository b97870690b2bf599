import { Calendar, GraduationCap, Wrench, type LucideIcon } from 'lucide-react'

export interface ServiceOffer {
  name: string
  price: string
  duration: string
  description: string
  includes: string[]
  Icon: LucideIcon
}

/** Installation pricing. */
export const SERVICE_OFFERS: ServiceOffer[] = [
  {
    name: 'Professional Installation',
    price: 'From $149',
    duration: '2-4 hours',
    description: 'A certified technician sets up your printers, scanners or POS system on site and makes sure everything works.',
    includes: ['Unboxing, placement and cabling', 'Network and driver setup on your computers', 'Test prints and scans', 'Removal of packaging'],
    Icon: Wrench,
  },
  {
    name: 'Staff Training',
    price: 'From $99',
    duration: '1-2 hours',
    description: 'Hands-on training for your team on daily use, consumables and simple troubleshooting.',
    includes: ['Daily operation and best practices', 'Changing paper, toner and ink', 'Clearing jams and common errors', 'Quick-reference sheet for your staff'],
    Icon: GraduationCap,
  },
  {
    name: 'Maintenance Plan',
    price: 'From $29 per month',
    duration: 'Ongoing',
    description: 'Scheduled check-ups that keep your equipment running and catch problems before they stop your business.',
    includes: ['Regular preventive maintenance visits', 'Cleaning and calibration', 'Firmware updates', 'Priority scheduling for repairs'],
    Icon: Calendar,
  },
]

/** The eight metro areas our technicians cover. */
export const SERVICE_AREAS = [
  'Tulsa, OK',
  'Oklahoma City, OK',
  'Dallas-Fort Worth, TX',
  'Houston, TX',
  'Austin, TX',
  'Kansas City, MO',
  'Denver, CO',
  'Phoenix, AZ',
] as const
