/** Events of product imports: the worker's subscriber works through a requested import. */
export const ProductImportEvents = {
  REQUESTED: "product_import.requested",
} as const
