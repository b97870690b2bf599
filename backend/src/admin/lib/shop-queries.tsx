import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import type { ReactNode } from "react"

/**
 * The dashboard keeps its QueryClient in its own copy of TanStack Query (pinned by
 * @medusajs/dashboard), which is not the copy these extensions resolve from the workspace, so its
 * context is not visible here. The extensions share one client of their own instead: the product
 * widget, the order widget and the pages cache and invalidate the shop's data together.
 */
const shopQueryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 15_000 },
  },
})

export function ShopQueries({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={shopQueryClient}>{children}</QueryClientProvider>
}

export type InquiryListParams = { kind?: string; status?: string; limit: number; offset: number }
export type ReviewListParams = { hidden?: boolean; limit: number; offset: number }
export type QuoteListParams = { status?: string; limit: number; offset: number }
export type CompanyListParams = { search?: string; limit: number; offset: number }

/** Query keys of the shop's admin data, one family per resource. */
export const shopKeys = {
  product: (id: string) => ["shop", "products", id] as const,
  productFits: (id: string) => ["shop", "product-fits", id] as const,
  order: (id: string) => ["shop", "orders", id] as const,
  inquiries: {
    all: ["shop", "inquiries"] as const,
    list: (params: InquiryListParams) => ["shop", "inquiries", params] as const,
  },
  reviews: {
    all: ["shop", "reviews"] as const,
    list: (params: ReviewListParams) => ["shop", "reviews", params] as const,
  },
  quotes: {
    all: ["shop", "quotes"] as const,
    list: (params: QuoteListParams) => ["shop", "quotes", params] as const,
  },
  companies: {
    all: ["shop", "companies"] as const,
    list: (params: CompanyListParams) => ["shop", "companies", params] as const,
  },
}
