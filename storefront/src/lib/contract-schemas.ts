/**
 * The contract's schemas (and zod), loaded by the first answer that needs parsing, alongside its
 * request: the frame of every page and the home page's first paint do without them. Import
 * constants and types from '@printshop/contract' as usual; call this for schemas on hot paths.
 */
export const loadContractSchemas = () => import('@printshop/contract')
