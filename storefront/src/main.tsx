import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import './index.css'

const container = document.getElementById('root')
if (!container) throw new Error('The page has no #root element to mount the shop into.')

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
