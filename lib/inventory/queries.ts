import "server-only";
import { db } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { productAnswerSelect, productRowToAnswer, toProductAnswer } from "@/lib/inventory/product-answer";
import { readProductCount, readProductPage } from "@/lib/inventory/sql";
import { parseJson } from "@/lib/prepared-reads";
import { computeProductPagination, toSortKey, type ProductPagination } from "@/lib/inventory/rules";
import type { ProductAnswer, ProductListQuery, ProductSortField } from "@/lib/inventory/schema";

// Reads of one user's inventory. The specification gives no order for categories, brands and
// vendors; they come by name, which is what a picker shows.

export function listInventoryCategories(userId: string) {
  return db.inventoryCategory.findMany({
    where: { userId },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, parentId: true, name: true, slug: true },
  });
}

export function listInventoryBrands(userId: string) {
  return db.inventoryBrand.findMany({
    where: { userId },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, slug: true },
  });
}

export function listInventoryVendors(userId: string) {
  return db.inventoryVendor.findMany({
    where: { userId },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, slug: true },
  });
}

/** Tags in list order: the newest first, as the mock put a new tag at the top. */
export function listInventoryTags(userId: string) {
  return db.inventoryTag.findMany({
    where: { userId },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, title: true },
  });
}

/**
 * The column each sort field orders by: name and SKU through their lower-case keys (textual,
 * case-insensitive), `active` as a boolean (false before true, as the texts "FALSE" < "TRUE"),
 * the rest as numbers. Only these fixed names ever reach the SQL text.
 */
const SORT_COLUMNS = {
  sku: "skuKey",
  name: "nameKey",
  active: "active",
  stock: "stock",
  reserved: "reserved",
  cost: "cost",
  basePrice: "basePrice",
  taxPercent: "taxPercent",
  price: "price",
  weight: "weight",
} as const satisfies Record<ProductSortField, keyof Prisma.InventoryProductOrderByWithRelationInput>;

export type ProductList =
  { products: ProductAnswer[]; pagination: ProductPagination } | { products: null; pagination: { lastPage: number } };

/**
 * One page of products, searched, sorted and paged in SQL. The search and the page of ids are
 * plain SQL because Prisma's `contains` is a LIKE on SQLite and passes `%` and `_` through as
 * wildcards (a search for "_" would match everything); `instr` on the lower-case name is an exact
 * case-insensitive substring test. Ties fall back to the name and then the id, so pages never
 * overlap.
 */
export async function listProducts(
  userId: string,
  { search, sort, order, page, size }: ProductListQuery,
): Promise<ProductList> {
  const where = Prisma.sql`WHERE "userId" = ${userId} ${search ? Prisma.sql`AND instr("nameKey", ${toSortKey(search)}) > 0` : Prisma.empty}`;
  // Prepared statements (lib/inventory/sql.ts): the count, then the page with its tags.
  const result = computeProductPagination({ length: readProductCount(where), page, size });
  if (result.isBeyondLastPage) return { products: null, pagination: result.pagination };

  const direction = order === "desc" ? "DESC" : "ASC";
  const orderBy = Prisma.sql`ORDER BY ${Prisma.raw(`"${SORT_COLUMNS[sort]}" ${direction}`)}, "nameKey" ASC, "id" ASC`;
  const rows = readProductPage(where, orderBy, size, result.pagination.startIndex);
  const products = rows.map((row) => toProductAnswer(row, parseJson<string[]>(row.tagIds)));
  return { products, pagination: result.pagination };
}

/** A product of this user, or null (also for another user's product). */
export async function findProduct(userId: string, id: string): Promise<ProductAnswer | null> {
  const row = await db.inventoryProduct.findFirst({ where: { id, userId }, select: productAnswerSelect });
  return row ? productRowToAnswer(row) : null;
}
