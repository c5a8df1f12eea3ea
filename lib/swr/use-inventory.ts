"use client";
import useSWR from "swr";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { ProductAnswer, ProductChanges, ProductSortField, SortOrder } from "@/lib/inventory/schema";
import type { ProductPagination } from "@/lib/inventory/rules";

// The inventory screen's reads and writes (/api/inventory/*, no /apps prefix: specification
// section 7). Typed by the API's own schemas in lib/inventory/schema.ts.

export type InventoryRef = { id: string; name: string; slug: string };
export type InventoryCategory = InventoryRef & { parentId: string | null };
export type InventoryTag = { id: string; title: string };
export type ProductListAnswer =
  { products: ProductAnswer[]; pagination: ProductPagination } | { products: null; pagination: { lastPage: number } };

export type ProductListParams = {
  search: string;
  sort: ProductSortField;
  order: SortOrder;
  /** One-based, as the screen shows it; the wire is zero-based. */
  page: number;
};

export const INVENTORY_TAGS_URL = "/api/inventory/tags";

export function productsUrl({ search, sort, order, page }: ProductListParams): string {
  const query = new URLSearchParams({ sort, order, page: String(page - 1) });
  if (search) query.set("search", search);
  return `/api/inventory/products?${query}`;
}

export function useProducts(params: ProductListParams) {
  return useSWR<ProductListAnswer>(productsUrl(params), { keepPreviousData: true });
}

/** Categories, brands and vendors change only with the seed: read once per visit. */
export function useInventoryReferences() {
  const options = { revalidateOnFocus: false, revalidateIfStale: false } as const;
  const categories = useSWR<InventoryCategory[]>("/api/inventory/categories", options);
  const brands = useSWR<InventoryRef[]>("/api/inventory/brands", options);
  const vendors = useSWR<InventoryRef[]>("/api/inventory/vendors", options);
  return { categories: categories.data ?? [], brands: brands.data ?? [], vendors: vendors.data ?? [] };
}

export function useInventoryTags() {
  return useSWR<InventoryTag[]>(INVENTORY_TAGS_URL);
}

export function createProduct(): Promise<ProductAnswer> {
  return apiFetch<ProductAnswer>("/api/inventory/product", { method: "POST" });
}

export function updateProduct(id: string, product: ProductChanges): Promise<ProductAnswer | null> {
  return apiFetch<ProductAnswer | null>("/api/inventory/product", jsonBody("PATCH", { id, product }));
}

export function deleteProduct(id: string): Promise<true> {
  return apiFetch<true>(`/api/inventory/product?id=${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function createInventoryTag(title: string): Promise<InventoryTag> {
  return apiFetch<InventoryTag>("/api/inventory/tag", jsonBody("POST", { tag: { title } }));
}

export function updateInventoryTag(id: string, title: string): Promise<InventoryTag | null> {
  return apiFetch<InventoryTag | null>("/api/inventory/tag", jsonBody("PATCH", { id, tag: { title } }));
}

export function deleteInventoryTag(id: string): Promise<true> {
  return apiFetch<true>(`/api/inventory/tag?id=${encodeURIComponent(id)}`, { method: "DELETE" });
}
