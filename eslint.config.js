// ESLint for the whole repository (`npm run lint`, and the first step of `npm test`).
// One flat config: each section below names the files it covers, so a workspace is added by adding a section.
const fs = require('node:fs')
const path = require('node:path')
const js = require('@eslint/js')
const tseslint = require('typescript-eslint')
const reactHooks = require('eslint-plugin-react-hooks')
const importPlugin = require('eslint-plugin-import')
const globals = require('globals')

const STOREFRONT_SRC = 'storefront/src'
const CONTRACT_SRC = 'packages/contract/src'
const BACKEND_SRC = 'backend/src'

/** Every storefront feature folder; each may import shared code and the contract, never another feature. */
const storefrontFeatures = fs
  .readdirSync(path.join(__dirname, STOREFRONT_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The storefront's shared layer: what any feature and the app may use. */
const storefrontShared = ['components', 'hooks', 'lib', 'stores', 'testing', 'types', 'utils'].map(
  (folder) => `./${STOREFRONT_SRC}/${folder}`,
)

/** Limits `configs` (from a plugin's presets) to `files`. */
const scoped = (files, configs) => configs.map((config) => ({ ...config, files }))

const typescriptFiles = [`${STOREFRONT_SRC}/**/*.{ts,tsx}`, 'storefront/build/**/*.ts', `${CONTRACT_SRC}/**/*.ts`, 'packages/catalogue-engine/src/**/*.ts', 'backend/**/*.{ts,tsx}']

/** eslint-plugin-import reading TypeScript, resolving imports as the workspace's tsconfig does (paths included). */
const importSettings = (tsconfig) => ({
  ...importPlugin.flatConfigs.typescript.settings,
  'import/resolver': { typescript: { project: tsconfig } },
})

module.exports = [
  // --- What is not linted -------------------------------------------------------------------------
  {
    name: 'printshop/ignores',
    ignores: [
      '**/dist/**',
      '**/.medusa/**',
      '**/node_modules/**',
      'e2e-artifacts/**',
      'bench/results/**',
      'test-results/**',
      '.data/**',
      '.test-data/**',
      '.ci/**',
      // Medusa's generated types and the backend's tool configuration.
      'backend/.medusa/**',
      'backend/jest.config.js',
      'backend/integration-tests/setup.js',
      // The storefront's tool configuration (Vite, Tailwind, PostCSS).
      'storefront/*.{js,ts}',
    ],
  },

  // --- JavaScript and TypeScript everywhere ------------------------------------------------------
  { name: 'printshop/javascript', ...js.configs.recommended },
  ...scoped(typescriptFiles, tseslint.configs.recommended),
  {
    name: 'printshop/typescript',
    files: typescriptFiles,
    rules: {
      // `_name` marks a parameter that must be there but is not used.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },

  // --- This file -----------------------------------------------------------------------------------
  {
    name: 'printshop/eslint-config',
    files: ['eslint.config.js'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },

  // --- Catalogue engine (packages/catalogue-engine): the in-memory catalogue, nothing of Medusa -----
  {
    name: 'printshop/catalogue-engine',
    files: ['packages/catalogue-engine/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: importSettings('packages/catalogue-engine/tsconfig.json'),
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@medusajs/*'], message: 'The catalogue engine knows nothing of Medusa: the backend feeds it.' }] },
      ],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/catalogue-engine/src',
              from: ['./storefront', './backend'],
              message: 'The catalogue engine depends on nothing of the shop but the contract.',
            },
          ],
        },
      ],
    },
  },

  // --- Contract (packages/contract): zod schemas shared by the backend and the storefront -----------
  {
    name: 'printshop/contract',
    files: [`${CONTRACT_SRC}/**/*.ts`],
    plugins: { import: importPlugin },
    settings: importSettings('packages/contract/tsconfig.json'),
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${CONTRACT_SRC}`,
              from: ['./storefront', './backend'],
              message: 'The contract depends on nothing of the shop: both sides import it.',
            },
          ],
        },
      ],
    },
  },

  // --- Storefront (storefront/src): React, feature folders (bulletproof-react) ---------------------
  {
    name: 'printshop/storefront',
    files: [`${STOREFRONT_SRC}/**/*.{ts,tsx}`],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: importSettings('storefront/tsconfig.json'),
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // Features do not import each other: pages that need two features are composed in app/routes.
            ...storefrontFeatures.map((feature) => ({
              target: `./${STOREFRONT_SRC}/features/${feature}`,
              from: `./${STOREFRONT_SRC}/features`,
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/app/routes or move the shared piece to src/components or src/lib.',
            })),
            // Dependencies flow shared -> features -> app.
            {
              target: `./${STOREFRONT_SRC}/features`,
              from: `./${STOREFRONT_SRC}/app`,
              message: 'Features do not import the app.',
            },
            {
              target: storefrontShared,
              from: [`./${STOREFRONT_SRC}/features`, `./${STOREFRONT_SRC}/app`],
              message: 'Shared code (components, lib, stores, testing) does not import features or the app.',
            },
            // The contract is read through its entry points: the whole of it, or the catalogue's answers.
            {
              target: `./${STOREFRONT_SRC}`,
              from: `./${CONTRACT_SRC}`,
              except: ['./index.ts', './answers.ts'],
              message: "Import the contract as '@printshop/contract' (or '@printshop/contract/answers').",
            },
          ],
        },
      ],
    },
  },

  // --- Backend (backend): the Medusa application, its tests and its seed ------------------------
  {
    name: 'printshop/backend',
    files: ['backend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    plugins: { import: importPlugin },
    settings: importSettings('backend/tsconfig.json'),
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${BACKEND_SRC}/modules/!(catalogue)/**/*`,
              from: [`./${BACKEND_SRC}/api`, `./${BACKEND_SRC}/workflows`, `./${BACKEND_SRC}/lib`],
              // The process's metrics and spans are everyone's to record (docs/operations.md, "Observability").
              except: ['./observability'],
              message: 'A module stands on its own: routes, workflows and lib use modules, not the other way round.',
            },
            {
              // The catalogue module also holds its Medusa side (docs/architecture.md, "The catalogue"):
              // the read model and the read port use the shop's leaf helpers, never its routes or workflows.
              target: `./${BACKEND_SRC}/modules/catalogue`,
              from: [`./${BACKEND_SRC}/api`, `./${BACKEND_SRC}/workflows`],
              except: ['./http'],
              message: 'The catalogue module uses the shop\'s helpers (lib, api/http), never its routes or workflows.',
            },
          ],
        },
      ],
    },
  },

  // --- One way to keep the catalogue current: Medusa's events and the refresh-catalogue step -----
  {
    name: 'printshop/catalogue-door',
    files: [`${BACKEND_SRC}/**/*.ts`],
    ignores: [`${BACKEND_SRC}/modules/catalogue/**`, `${BACKEND_SRC}/workflows/catalogue/steps/refresh-catalogue.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/catalogue/catalogue-index'],
              importNames: ['refreshCatalogueProducts', 'invalidateCatalogueIndex', 'trackCatalogueChange', 'collectCatalogueChange'],
              message: 'A write reaches the catalogue by ending its workflow with refreshCatalogueStep (workflows/catalogue/steps/refresh-catalogue.ts).',
            },
          ],
        },
      ],
    },
  },

  // --- Scripts, benchmarks and deployment tests: plain ES modules run by Node --------------------
  {
    name: 'printshop/node-scripts',
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'tests/**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
  {
    name: 'printshop/node-preloads',
    files: ['bench/**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },

  // --- Storefront browser tests (storefront/e2e): plain ES modules run by Node -------------------
  {
    name: 'printshop/storefront-e2e',
    files: ['storefront/e2e/**/*.mjs'],
    // Node globals, and the page's for the callbacks handed to the browser (page.evaluate, waitForFunction).
    languageOptions: { sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
]
