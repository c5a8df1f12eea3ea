import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { limitSql, readRow, readRows } from "@/lib/prepared-reads";

// The products list (issue 17) as prepared statements (lib/prepared-reads.ts): the count of the
// matches, then the page with each product's tag ids in their order. `where` and `orderBy` are the
// caller's fixed SQL over "InventoryProduct" with bound values.

export type ProductPageRow = {
  id: string;
  categoryId: string | null;
  name: string;
  description: string;
  tagIds: string;
  sku: string;
  barcode: string;
  brandId: string | null;
  vendorId: string | null;
  stock: number;
  reserved: number;
  cost: number;
  basePrice: number;
  taxPercent: number;
  price: number;
  weight: number;
  thumbnail: string | null;
  images: string;
  active: boolean;
};

export function readProductCount(where: Prisma.Sql): number {
  return readRow<{ length: number }>(Prisma.sql`SELECT COUNT(*) AS "length" FROM "InventoryProduct" ${where}`)!.length;
}

/**
 * The page's products; `tagIds` is a JSON array of tag ids by position. The page is found by row
 * ids first, so only its own rows (descriptions, images) are read, not every product of the sort.
 */
export function readProductPage(where: Prisma.Sql, orderBy: Prisma.Sql, limit: number, offset: number) {
  return readRows<ProductPageRow>(Prisma.sql`
    WITH "page" AS (SELECT "rowid" AS "row" FROM "InventoryProduct" ${where} ${orderBy} LIMIT ${limitSql(limit)} OFFSET ${offset})
    SELECT p."id", p."categoryId", p."name", p."description",
      (SELECT json_group_array(t."tagId" ORDER BY t."position") FROM "InventoryProductTag" t
        WHERE t."productId" = p."id") AS "tagIds",
      p."sku", p."barcode", p."brandId", p."vendorId", p."stock", p."reserved", p."cost", p."basePrice",
      p."taxPercent", p."price", p."weight", p."thumbnail", p."images", p."active"
    FROM "page" x JOIN "InventoryProduct" p ON p."rowid" = x."row" ${orderBy}`);
}
