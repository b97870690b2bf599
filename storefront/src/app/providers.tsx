import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import * as Tooltip from '@radix-ui/react-tooltip'
import { DeferredToaster } from '@/components/ui/deferred-toaster'
import { queryClient as appQueryClient } from '@/lib/query-client'

const TOOLTIP_DELAY_MS = 700

export function AppProviders({ children, queryClient = appQueryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
        {children}
        <DeferredToaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  )
}
