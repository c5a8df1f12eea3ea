"use client";
import { useEffect, useState } from "react";
import { useQueryParams } from "@/components/ui/use-query-params";
import { PRODUCT_SORT_FIELDS, type ProductSortField, type SortOrder } from "@/lib/inventory/schema";

const SEARCH_DELAY_MS = 300;
type QueryKey = "search" | "sort" | "order" | "page" | "product";
/** What the list shows when the address says nothing: left out of it. */
const DEFAULTS = { page: 1, sort: "name", order: "asc" };

/** The list's state as the URL holds it; anything missing or malformed reads as the default. */
export function readInventoryQuery(params: URLSearchParams) {
  const sortParam = params.get("sort") ?? "";
  const sort: ProductSortField = (PRODUCT_SORT_FIELDS as readonly string[]).includes(sortParam)
    ? (sortParam as ProductSortField)
    : "name";
  const order: SortOrder = params.get("order") === "desc" ? "desc" : "asc";
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { search: (params.get("search") ?? "").slice(0, 100), sort, order, page, product: params.get("product") };
}

/**
 * Search, sort, page and the open product, kept in the URL so a reload or a shared link shows the
 * same page (one-based there, as the screen counts; zero-based only on the wire). Defaults are
 * left out of the URL. The search box's text reaches the URL once typing pauses.
 */
export function useInventoryQuery() {
  const { params, replaceParams } = useQueryParams();
  const query = readInventoryQuery(params);
  const [searchText, setSearchText] = useState(query.search);

  const navigate = (changes: Partial<Record<QueryKey, string | number | null>>) => replaceParams(changes, DEFAULTS);

  useEffect(() => {
    if (searchText.trim() === query.search) return;
    const timer = setTimeout(() => navigate({ search: searchText.trim(), page: 1, product: null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [searchText]);

  return {
    ...query,
    searchText,
    setSearchText,
    /** A column's header: the first click sorts ascending, the next reverses. */
    sortBy: (field: ProductSortField) =>
      navigate({ sort: field, order: query.sort === field && query.order === "asc" ? "desc" : "asc", page: 1 }),
    selectPage: (page: number) => navigate({ page, product: null }),
    openProduct: (id: string | null) => navigate({ product: id }),
  };
}
