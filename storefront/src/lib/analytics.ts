type AnalyticsEvent = { event: string } & Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: AnalyticsEvent[]
  }
}

/**
 * Reports an event to the tag manager's data layer when the page has one.
 * Nothing is sent over the network from here.
 */
export function trackEvent(event: string, properties: Record<string, unknown> = {}) {
  if (typeof window === 'undefined' || !Array.isArray(window.dataLayer)) return
  window.dataLayer.push({ event, ...properties })
}
