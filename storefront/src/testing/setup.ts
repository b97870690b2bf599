import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// A screen is a lazy module: its first import in a test is transformed then, which on a busy machine
// takes longer than findBy's default second. Waiting is still bounded, well inside a test's timeout.
configure({ asyncUtilTimeout: 4000 })

// jsdom does not implement scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

// jsdom's Blob (and so File) has no text(); the shop reads CSV files with it.
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
