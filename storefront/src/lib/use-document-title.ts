import { useEffect } from 'react'
import { SHOP_NAME } from './config'

export function formatDocumentTitle(title: string): string {
  return title ? `${title} - ${SHOP_NAME}` : SHOP_NAME
}

/** Sets the browser tab title to '<title> - PrintShop Pro' while the screen is shown. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = formatDocumentTitle(title)
  }, [title])
}
