/** The six product categories (SPEC §3), by handle. */
export declare const CATEGORY_HANDLES: readonly ["printers", "photo-printers", "scanners", "pos-systems", "barcode-scanners", "business-solutions"];
export type CategoryHandle = (typeof CATEGORY_HANDLES)[number];
/** Display names; "POS" keeps its capitals, which the spec's generic formatter cannot know. */
export declare const CATEGORY_LABELS: Record<CategoryHandle, string>;
export declare function isCategoryHandle(value: string): value is CategoryHandle;
/** The spec's display rule: hyphens become spaces and every word is capitalised. */
export declare function formatCategory(handle: string): string;
/** A category's name: the shop's own label when known, otherwise the spec's formatter. */
export declare function categoryLabel(handle: string): string;
/** Suggestions need this many characters (trimmed). */
export declare const MIN_SUGGESTION_LENGTH = 2;
export declare const PRODUCT_TAGS: readonly ["bestseller", "new", "sale"];
export type ProductTag = (typeof PRODUCT_TAGS)[number] | (string & {});
/**
 * Price bands of SPEC §9: under 100; 100 up to (not including) 300; 300 to 500 with both ends
 * included; over 500. A price of exactly 100 belongs to the 100-300 band.
 */
export declare const PRICE_RANGES: readonly ["under-100", "100-300", "300-500", "over-500"];
export type PriceRange = (typeof PRICE_RANGES)[number];
/** How the filter panel names each band. */
export declare const PRICE_RANGE_LABELS: Record<PriceRange, string>;
export declare function inPriceRange(price: number, range: PriceRange): boolean;
/** The list's sort orders (SPEC §4); featured is the default. */
export declare const SORTS: readonly ["featured", "price-low", "price-high", "name", "rating"];
export type Sort = (typeof SORTS)[number];
export declare const DEFAULT_SORT: Sort;
/** How the sort dropdown names each order. */
export declare const SORT_LABELS: Record<Sort, string>;
/** The product list's page size when the client asks for pages without a `limit`. */
export declare const DEFAULT_PAGE_SIZE = 24;
export declare const MAX_PAGE_SIZE = 100;
