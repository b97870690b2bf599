import { BrowserRouter } from 'react-router-dom'
import { AppProviders } from './providers'
import { AppRoutes } from './router'
import { routerFuture } from '@/lib/router-future'
import { useSavedListsSync } from '@/lib/saved-lists'
import { getProduct } from '@/features/products/api/get-product'

export function App() {
  // A signed-in customer's cart and wishlist follow the account (docs/decisions.md, "Accounts").
  useSavedListsSync(getProduct)
  return (
    <AppProviders>
      <BrowserRouter future={routerFuture}>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  )
}
