import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach } from 'vitest'
import { pricingArrivedNow } from '@/lib/shop-pricing'
import { setShopPricing } from './mock-api'

// A screen is a lazy module: its first import in a test is transformed then, which on a busy machine
// takes longer than findBy's default second. Waiting is still bounded, well inside a test's timeout.
configure({ asyncUtilTimeout: 4000 })

// The DOM of the tests draws nothing, so it cannot scroll: the router's scroll restoration calls
// this on every navigation.
window.scrollTo = () => {}

// Nothing is laid out either, so nothing would ever come into view: every observed element is
// reported in view at once, as on a screen tall enough to show the whole page.
class InViewObserver implements IntersectionObserver {
  readonly root = null
  readonly rootMargin = '0px'
  readonly thresholds = [0]
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const rect = target.getBoundingClientRect()
    const entry = { target, isIntersecting: true, intersectionRatio: 1, boundingClientRect: rect, intersectionRect: rect, rootBounds: null, time: 0 }
    queueMicrotask(() => this.callback([entry as IntersectionObserverEntry], this))
  }
  unobserve() {}
  disconnect() {}
  takeRecords(): IntersectionObserverEntry[] {
    return []
  }
}
window.IntersectionObserver = InViewObserver

// Every page comes with the shop's settings in its HTML: the seeded ones, unless a test sets others.
setShopPricing()

// Each test is a page that has just arrived with its settings (fresh for the edge's second).
beforeEach(() => pricingArrivedNow())

afterEach(() => {
  cleanup()
  window.localStorage.clear()
  setShopPricing()
})

// Some DOMs' Blob (and so File) has no text(); the shop reads CSV files with it.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader()
      reader.onload = () => resolve(String(reader.result))
      reader.onerror = () => reject(reader.error)
      reader.readAsText(this)
    })
  }
}

// Some DOMs' <select> has no `size` and its options no `defaultSelected`: react-hook-form reads both
// to tell a select the browser filled in from one at its first option, and took every select with a
// default value (a saved address's state) for one the user had changed, so it never showed the default.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number.parseInt(this.getAttribute('size') ?? '', 10) || 0
    },
  })
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected')
    },
  })
}
