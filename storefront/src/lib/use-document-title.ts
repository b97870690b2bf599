import { useEffect } from 'react'
import { documentTitle } from '@printshop/contract'

/**
 * Sets the browser tab title to '<title> - PrintShop Pro' while the screen is shown: the same
 * title the server puts into the page's HTML for crawlers (the contract's PAGE_HEADS).
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title)
  }, [title])
}
