/**
 * The contract's schemas (and zod), loaded by the first answer that needs parsing, alongside its
 * request: the frame of every page and the home page's first paint do without them. Import
 * constants and types from '@printshop/contract' as usual; call these for schemas on hot paths.
 */
export const loadContractSchemas = () => import('@printshop/contract')

/**
 * The catalogue's answers alone (products, a product, reviews, suggestions), built with zod/mini:
 * what the catalogue screens parse their first screen with, a fraction of the whole contract.
 */
export const loadAnswerSchemas = () => import('@printshop/contract/answers')
