import type { Prisma } from "@/lib/generated/prisma/client";
import type { ProductAnswer } from "@/lib/inventory/schema";

/** The columns a product answer is made of, shared by every read and write that returns one. */
export const productAnswerSelect = {
  id: true,
  categoryId: true,
  name: true,
  description: true,
  tags: { select: { tagId: true }, orderBy: { position: "asc" } },
  sku: true,
  barcode: true,
  brandId: true,
  vendorId: true,
  stock: true,
  reserved: true,
  cost: true,
  basePrice: true,
  taxPercent: true,
  price: true,
  weight: true,
  thumbnail: true,
  images: true,
  active: true,
} satisfies Prisma.InventoryProductSelect;

type ProductAnswerRow = Prisma.InventoryProductGetPayload<{ select: typeof productAnswerSelect }>;

/**
 * A product in the specification's shape: category, brand and vendor as ids, tags as tag ids (in
 * their order). Built field by field from the product's columns (a rest-and-spread into nested objects put every list item
 * on V8's slow path, issue 17).
 */
export function toProductAnswer(row: Omit<ProductAnswerRow, "tags">, tagIds: string[]): ProductAnswer {
  return {
    id: row.id,
    category: row.categoryId,
    name: row.name,
    description: row.description,
    tags: tagIds,
    sku: row.sku,
    barcode: row.barcode,
    brand: row.brandId,
    vendor: row.vendorId,
    stock: row.stock,
    reserved: row.reserved,
    cost: row.cost,
    basePrice: row.basePrice,
    taxPercent: row.taxPercent,
    price: row.price,
    weight: row.weight,
    thumbnail: row.thumbnail,
    images: JSON.parse(row.images) as string[],
    active: row.active,
  };
}

/** A row read by Prisma with `productAnswerSelect` as the answer (a single product, a write's result). */
export function productRowToAnswer(row: ProductAnswerRow): ProductAnswer {
  return toProductAnswer(
    row,
    row.tags.map((link) => link.tagId),
  );
}
