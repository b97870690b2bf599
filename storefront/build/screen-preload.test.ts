import { describe, expect, it } from 'vitest'
import { preloadScript, screenFiles } from './screen-preload'

const ROOT = '/shop/storefront'

/** A chunk of a made-up build: only the fields the plugin reads. */
function chunk(fileName: string, fields: { moduleIds?: string[]; imports?: string[]; isEntry?: boolean }) {
  return { type: 'chunk' as const, fileName, moduleIds: [], imports: [], isEntry: false, ...fields }
}

const bundle = Object.fromEntries(
  [
    chunk('assets/index.js', { isEntry: true, moduleIds: [`${ROOT}/src/main.tsx`], imports: ['assets/icons.js'] }),
    chunk('assets/icons.js', { moduleIds: [`${ROOT}/node_modules/icons.js`] }),
    chunk('assets/product-list.js', { moduleIds: [`${ROOT}/src/list.tsx`], imports: ['assets/index.js', 'assets/shared.js'] }),
    chunk('assets/shared.js', { moduleIds: [`${ROOT}/src/card.tsx`], imports: ['assets/icons.js'] }),
    // Rollup merges small chunks: the schemas share a file with what they import.
    chunk('assets/answers.js', { moduleIds: ['/shop/node_modules/zod.js', '/shop/packages/contract/src/answers.ts'] }),
  ].map((output) => [output.fileName, output]),
)

describe('screen preload', () => {
  it('preloads the chunks of a screen and what they import, leaving out the main bundle', () => {
    expect(
      screenFiles(bundle, [{ path: '^/products/?$', modules: ['src/list.tsx', '../packages/contract/src/answers.ts'] }], ROOT),
    ).toEqual([['^/products/?$', ['/assets/product-list.js', '/assets/shared.js', '/assets/answers.js']]])
  })

  it('fails the build for a screen that is missing or not loaded on demand', () => {
    expect(() => screenFiles(bundle, [{ path: '^/$', modules: ['src/renamed.tsx'] }], ROOT)).toThrow(
      'src/renamed.tsx is not part of the build',
    )
    expect(() => screenFiles(bundle, [{ path: '^/$', modules: ['src/main.tsx'] }], ROOT)).toThrow(
      'src/main.tsx is in the main bundle',
    )
  })

  it("asks for the files of the address's screen only", () => {
    const script = preloadScript([
      ['^/$', ['/assets/home.js']],
      ['^/products/?$', ['/assets/list.js', '/assets/answers.js']],
    ])
    const run = (pathname: string) => {
      const links: Array<Record<string, string>> = []
      const document = {
        createElement: () => ({}) as Record<string, string>,
        head: { appendChild: (link: Record<string, string>) => links.push(link) },
      }
      new Function('location', 'document', script)({ pathname }, document)
      return links
    }
    expect(run('/products')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/list.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/answers.js' },
    ])
    expect(run('/cart')).toEqual([])
    expect(run('/')).toHaveLength(1)
  })
})
