import { fileURLToPath } from 'node:url'
// vitest's defineConfig is Vite's, with the `test` section typed.
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// The storefront and the Medusa backend share one origin in every environment:
// in development Vite forwards these prefixes to the backend, in production the web server does.
const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:9000'
const proxy = Object.fromEntries(
  ['/api', '/static'].map((prefix) => [prefix, { target: backendUrl, changeOrigin: true }]),
)

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 8000, strictPort: true, proxy },
  preview: { proxy },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
})
