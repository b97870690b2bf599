import { fileURLToPath } from 'node:url'
import { constants as zlibConstants } from 'node:zlib'
// vitest's defineConfig is Vite's, with the `test` section typed.
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { CATEGORY_HANDLES } from '../packages/contract/src/catalogue-constants'
import { screenPreload } from './build/screen-preload'

// The storefront and the Medusa backend share one origin in every environment:
// in development Vite forwards these prefixes to the backend, in production the web server does.
const backendUrl = process.env.BACKEND_URL ?? 'http://localhost:9000'
const proxy = Object.fromEntries(
  ['/api', '/static'].map((prefix) => [prefix, { target: backendUrl, changeOrigin: true }]),
)

/** `.test.ts` files that need a browser: the token and cart live in local storage, analytics on `window`. */
const browserApiTests = [
  'src/lib/api-client.test.ts',
  'src/lib/analytics.test.ts',
  'src/lib/auth.test.ts',
  'src/lib/saved-lists.test.ts',
  'src/features/account/api/change-password.test.ts',
  'src/stores/*.test.ts',
]

/** The catalogue's answer schemas, which the list and a product's page parse their first screen with. */
const answers = '../packages/contract/src/answers.ts'

export default defineConfig({
  plugins: [
    react(),
    // The screens shoppers land on from search engines and links, and the cart (src/app/router.tsx
    // loads them on demand): their code is asked for with the main bundle, not a round trip after it has run.
    screenPreload([
      { path: '^/$', modules: ['src/features/products/routes/home-page.tsx'] },
      { path: '^/products/?$', modules: ['src/features/products/routes/product-list.tsx', answers] },
      { path: '^/products/[^/]+/?$', modules: ['src/features/products/routes/product-detail.tsx', answers] },
      ...CATEGORY_HANDLES.map((handle) => ({
        path: `^/category/${handle}/?$`,
        modules: [`src/features/products/routes/${handle}-page.tsx`, answers],
      })),
      // The cart is opened again by a reload (during checkout, too) or from a bookmark.
      { path: '^/cart/?$', modules: ['src/app/routes/cart-page.tsx'] },
    ]),
    // Each text file of the build also written compressed, once, at the highest levels: the public
    // origin serves the Brotli copy (about 13% smaller than gzip) to browsers that accept it and the
    // gzip one to the rest, rather than compressing the same file again on each start or request.
    compression({
      include: /\.(js|mjs|css|svg|json|txt)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // The /api contract is read from its source, so dev, build and tests never wait for its build.
      {
        find: /^@printshop\/contract$/,
        replacement: fileURLToPath(new URL('../packages/contract/src/index.ts', import.meta.url)),
      },
      {
        find: /^@printshop\/contract\/answers$/,
        replacement: fileURLToPath(new URL('../packages/contract/src/answers.ts', import.meta.url)),
      },
    ],
  },
  build: {
    rollupOptions: {
      // The contract's schemas are built by calls on `z` (and `zm`, zod/mini), which have no side
      // effects: a screen that only needs the contract's constants (categories, prices) does not
      // bring in zod and every schema.
      treeshake: { manualPureFunctions: ['z', 'zm'] },
      output: {
        // Icons in one file: a phone on a slow network pays a round trip per file (the home page
        // asked for 25 files before, most of them a single icon shared by two screens).
        manualChunks: (id) => (id.includes('/node_modules/lucide-react/') ? 'icons' : undefined),
        // The same for the smallest files Rollup would split off for every set of screens sharing a
        // module: one under 3 KB is merged into a larger file (the product list asked for 16 files
        // after the main bundle before, now 6). Not above that: the bigger the bar, the more screens
        // Rollup merges into the main bundle every page loads, or into a file a screen does not need
        // (at 20 KB the information pages were in the main bundle and the cart in every catalogue
        // page's files; at 3 KB the main bundle is 68.5 KB instead of 72.1 KB with Brotli, and a
        // product's page's scripts 104 KB instead of 111 KB).
        experimentalMinChunkSize: 3_000,
      },
    },
  },
  server: { port: 8000, strictPort: true, proxy },
  preview: { proxy },
  test: {
    css: false,
    // Screens that fill forms step by step take a few seconds when both cores are busy: 5 s was outrun.
    testTimeout: 15_000,
    // Worker threads start faster than forked processes; no test needs a process of its own.
    pool: 'threads',
    projects: [
      {
        // Pure functions (utilities, schemas, stores without storage): no DOM to set up.
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
          exclude: browserApiTests,
        },
      },
      {
        // Screens and components, and the modules that read browser storage or `window`.
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          setupFiles: ['./src/testing/setup.ts'],
          include: ['src/**/*.test.tsx', ...browserApiTests],
        },
      },
    ],
  },
})
