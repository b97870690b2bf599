import path from 'node:path'
// The Plugin type of the Vite that vite.config.ts's defineConfig (vitest's) expects.
import type { Plugin } from 'vitest/config'

/** A screen downloaded on demand, and the addresses (a regular expression on the path) that show it. */
export interface PreloadedScreen {
  path: string
  /** Its modules, relative to the storefront: each is its own chunk, imported with `import()`. */
  modules: string[]
}

const ASSET_NAME = 'screen-preload.js'

/** What the plugin reads of a build's output (Rollup's OutputChunk and OutputAsset). */
interface OutputFile {
  type: 'chunk' | 'asset'
  fileName: string
}
interface OutputChunk extends OutputFile {
  type: 'chunk'
  isEntry: boolean
  moduleIds: readonly string[]
  imports: readonly string[]
}

/**
 * The files of each screen that the main bundle does not already bring: the chunks of its modules
 * and what they import, as `[path pattern, [file URL]]`. A module missing from the build, or in the
 * main bundle, fails the build, so a renamed or no longer lazy screen is noticed.
 */
export function screenFiles(bundle: Record<string, OutputFile | OutputChunk>, screens: PreloadedScreen[], root: string, base = '/') {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const withImports = (start: readonly string[], found = new Set<string>()) => {
    for (const file of start) {
      if (found.has(file)) continue
      found.add(file)
      withImports(byFile.get(file)?.imports ?? [], found)
    }
    return found
  }
  const main = withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName))
  return screens.map(({ path: pattern, modules }): [string, string[]] => {
    const files = modules.map((module) => {
      const id = path.resolve(root, module)
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id))
      if (!chunk) throw new Error(`${module} is not part of the build, so its screen cannot be preloaded.`)
      if (main.has(chunk.fileName)) throw new Error(`${module} is in the main bundle: its screen is not loaded on demand.`)
      return chunk.fileName
    })
    return [pattern, [...withImports(files)].filter((file) => !main.has(file)).map((file) => `${base}${file}`)]
  })
}

/**
 * The script that asks for the files of the screen at `location.pathname` as module preloads, so
 * they download alongside the main bundle rather than after it has run and the router has asked.
 */
export function preloadScript(files: Array<[string, string[]]>) {
  return `for(const[p,f]of ${JSON.stringify(files)})if(new RegExp(p).test(location.pathname)){for(const h of f){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)}break}\n`
}

/**
 * A small script, loaded first by index.html, that preloads the code of the screen a shopper lands
 * on (`screens`): the catalogue's screens are downloaded on demand, which otherwise costs a round
 * trip after the main bundle has run, on the pages people arrive at from search engines and links.
 */
export function screenPreload(screens: PreloadedScreen[]): Plugin {
  let root = process.cwd()
  let base = '/'
  let fileName: string | null = null
  return {
    name: 'printshop-screen-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root
      base = config.base
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const reference = this.emitFile({ type: 'asset', name: ASSET_NAME, source: preloadScript(screenFiles(bundle, screens, root, base)) })
        fileName = this.getFileName(reference)
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) throw new Error('The screen preload script was not built.')
        // Module scripts run in document order: this one runs first, as soon as it has arrived.
        return [{ tag: 'script', attrs: { type: 'module', crossorigin: true, src: `${base}${fileName}` }, injectTo: 'head-prepend' }]
      },
    },
  }
}
