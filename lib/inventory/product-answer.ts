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

/** A product row in the specification's shape: category, brand and vendor as ids, tags as tag ids. */
export function toProductAnswer({
  categoryId,
  brandId,
  vendorId,
  tags,
  images,
  ...row
}: ProductAnswerRow): ProductAnswer {
  return {
    id: row.id,
    category: categoryId,
    name: row.name,
    description: row.description,
    tags: tags.map((link) => link.tagId),
    sku: row.sku,
    barcode: row.barcode,
    brand: brandId,
    vendor: vendorId,
    stock: row.stock,
    reserved: row.reserved,
    cost: row.cost,
    basePrice: row.basePrice,
    taxPercent: row.taxPercent,
    price: row.price,
    weight: row.weight,
    thumbnail: row.thumbnail,
    images: JSON.parse(images) as string[],
    active: row.active,
  };
}
