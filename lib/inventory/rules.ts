// Pure rules of the inventory app (specification sections 3, 7 and 9), kept apart from the
// database so they can be tested on their own.

export type ProductPagination = {
  length: number;
  size: number;
  page: number;
  lastPage: number;
  startIndex: number;
  endIndex: number;
};

export type ProductPage =
  | { isBeyondLastPage: false; pagination: ProductPagination }
  | { isBeyondLastPage: true; pagination: { lastPage: number } };

/**
 * The pagination of the product list, with the original mock's formulas, for `length` matching
 * products, a zero-based `page` and a page `size`:
 *
 *   lastPage   = max(ceil(length / size), 1)         — the number of pages; never 0, even for no products
 *   startIndex = page * size                         — the index of the page's first product
 *   endIndex   = min(startIndex + size - 1, length - 1) — its last product (-1 when there are none)
 *
 * Pages are zero-based, so the last existing page is `lastPage - 1`, and any `page >= lastPage`
 * is beyond it: the answer is then only `{ lastPage }` (the products are `null`). The mock
 * compared with `page > lastPage` and so answered page `lastPage` as an empty page whose
 * startIndex lies past the end; that off-by-one (a zero-based page against a page count) is not
 * kept. Page 0 of an empty list is not beyond the last page: it answers no products, lastPage 1.
 */
export function computeProductPagination({
  length,
  page,
  size,
}: {
  length: number;
  page: number;
  size: number;
}): ProductPage {
  const lastPage = Math.max(Math.ceil(length / size), 1);
  if (page >= lastPage) return { isBeyondLastPage: true, pagination: { lastPage } };
  const startIndex = page * size;
  const endIndex = Math.min(startIndex + size - 1, length - 1);
  return { isBeyondLastPage: false, pagination: { length, size, page, lastPage, startIndex, endIndex } };
}

/**
 * "Price equals basePrice plus taxPercent": the base price plus that percentage of it, rounded to
 * cents so that 18.99 at 8 % is 20.51 and not 20.5092.
 */
export function computeProductPrice(basePrice: number, taxPercent: number): number {
  return Math.round(basePrice * (100 + taxPercent)) / 100;
}

/**
 * The key that case-insensitive search and textual sorting run on, stored beside the name and
 * SKU. Lower case, not the mock's upper case: with it punctuation such as `_` sorts before
 * letters, as the mock's `localeCompare` put it.
 */
export function toSortKey(text: string): string {
  return text.toLowerCase();
}
