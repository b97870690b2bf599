import { CATEGORIES } from '@/lib/config'

export interface NavLinkItem {
  to: string
  label: string
}

export const NAV_LINKS: NavLinkItem[] = [
  { to: '/products', label: 'All Products' },
  ...CATEGORIES.map(({ path, label }) => ({ to: path, label })),
]

/** A link is current when the path is its own or lies beneath it. */
export function isNavLinkActive(pathname: string, linkPath: string): boolean {
  return pathname === linkPath || pathname.startsWith(`${linkPath}/`)
}
