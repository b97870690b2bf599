import type { CatalogueIndex } from "@printshop/catalogue-engine"

/** The shop's answers for the products of `ids` that it shows (published), those in stock first, each once. */
export function publishedProducts(index: Pick<CatalogueIndex, "get">, ids: string[]) {
  const products = [...new Set(ids)].flatMap((id) => index.get(id) ?? [])
  return [...products.filter((product) => product.inStock), ...products.filter((product) => !product.inStock)]
}
