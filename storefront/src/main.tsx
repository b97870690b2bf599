import { StrictMode, startTransition } from 'react'
import { config as zodConfig } from 'zod'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import './index.css'

// zod compiles object schemas with `new Function` when allowed; the shop's Content-Security-Policy
// (script-src 'self') forbids it, so it is told up front instead of finding out by a refused eval.
zodConfig({ jitless: true })

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to mount the shop into.')

const root = createRoot(container)
// In a transition React renders the first tree in slices between frames, not in one long task that
// blocks a slow phone's main thread until the whole page is drawn.
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
