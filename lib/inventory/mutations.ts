import "server-only";
import { invalidRequest, type ApiIssue } from "@/lib/api/errors";
import { db, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { productAnswerSelect, productRowToAnswer } from "@/lib/inventory/product-answer";
import { computeProductPrice, toSortKey } from "@/lib/inventory/rules";
import type { ProductAnswer, ProductChanges } from "@/lib/inventory/schema";

// Writes to one user's inventory. An id of another user's row behaves exactly like a missing id.

/** Specification section 9. */
export const NEW_PRODUCT_NAME = "A New Product";

const tagSelect = { id: true, title: true } as const;

/**
 * The specification's blank product: 'A New Product', inactive, everything else empty or zero,
 * and no category, brand or vendor. "At the top" is the list screen's business (the original
 * client put the answer first in its own list; the mock's list sorted by name anyway), so the
 * server only creates and returns it.
 */
export async function createProduct(userId: string): Promise<ProductAnswer> {
  const row = await db.inventoryProduct.create({
    data: {
      userId,
      name: NEW_PRODUCT_NAME,
      nameKey: toSortKey(NEW_PRODUCT_NAME),
      description: "",
      sku: "",
      skuKey: "",
      barcode: "",
      stock: 0,
      reserved: 0,
      cost: 0,
      basePrice: 0,
      taxPercent: 0,
      price: 0,
      weight: 0,
      thumbnail: null,
      images: "[]",
      active: false,
    },
    select: productAnswerSelect,
  });
  return productRowToAnswer(row);
}

/**
 * Merges `changes` into a product and answers it, or null when this user has no such product.
 * The price follows basePrice and taxPercent whenever either changes. Category, brand, vendor and
 * tags must be this user's (else 400 and nothing is written).
 */
export async function updateProduct(
  userId: string,
  id: string,
  changes: ProductChanges,
): Promise<ProductAnswer | null> {
  return db.$transaction(async (tx) => {
    const current = await tx.inventoryProduct.findFirst({
      where: { id, userId },
      select: { basePrice: true, taxPercent: true },
    });
    if (!current) return null;
    await assertOwnReferences(tx, userId, changes);
    // A tag given twice is kept once, where it first appears.
    const tagIds = changes.tags ? [...new Set(changes.tags)] : undefined;

    const { category, brand, vendor, tags: _tags, name, sku, images, ...plainFields } = changes;
    const isPriceChanged = changes.basePrice !== undefined || changes.taxPercent !== undefined;
    const data: Prisma.InventoryProductUncheckedUpdateInput = {
      ...plainFields,
      ...(category !== undefined && { categoryId: category }),
      ...(brand !== undefined && { brandId: brand }),
      ...(vendor !== undefined && { vendorId: vendor }),
      ...(name !== undefined && { name, nameKey: toSortKey(name) }),
      ...(sku !== undefined && { sku, skuKey: toSortKey(sku) }),
      ...(images !== undefined && { images: JSON.stringify(images) }),
      ...(isPriceChanged && {
        price: computeProductPrice(changes.basePrice ?? current.basePrice, changes.taxPercent ?? current.taxPercent),
      }),
    };
    if (tagIds) {
      await tx.inventoryProductTag.deleteMany({ where: { productId: id } });
      await tx.inventoryProductTag.createMany({
        data: tagIds.map((tagId, position) => ({ productId: id, tagId, position })),
      });
    }
    const row = await tx.inventoryProduct.update({ where: { id }, data, select: productAnswerSelect });
    return productRowToAnswer(row);
  });
}

/** Throws 400 when a category, brand, vendor or tag id is not one of this user's. */
async function assertOwnReferences(
  tx: Tx,
  userId: string,
  { category, brand, vendor, tags }: ProductChanges,
): Promise<void> {
  const [ownCategory, ownBrand, ownVendor, ownTags] = await Promise.all([
    category ? tx.inventoryCategory.count({ where: { id: category, userId } }) : 1,
    brand ? tx.inventoryBrand.count({ where: { id: brand, userId } }) : 1,
    vendor ? tx.inventoryVendor.count({ where: { id: vendor, userId } }) : 1,
    tags?.length ? tx.inventoryTag.findMany({ where: { id: { in: tags }, userId }, select: { id: true } }) : [],
  ]);
  const issues: ApiIssue[] = [];
  const unknown = (field: string, index?: number) =>
    issues.push({
      path: ["product", field, ...(index === undefined ? [] : [index])],
      code: "unknown_reference",
      message: `There is no such ${field === "tags" ? "tag" : field}.`,
    });
  if (!ownCategory) unknown("category");
  if (!ownBrand) unknown("brand");
  if (!ownVendor) unknown("vendor");
  const ownTagIds = new Set(ownTags.map((tag) => tag.id));
  tags?.forEach((tagId, index) => {
    if (!ownTagIds.has(tagId)) unknown("tags", index);
  });
  if (issues.length) throw invalidRequest("The product refers to something that does not exist.", issues);
}

/** Deletes a product with its tag links; true even when there was no such product, as the mock answered. */
export async function deleteProduct(userId: string, id: string): Promise<true> {
  await db.$transaction([
    db.inventoryProductTag.deleteMany({ where: { productId: id, product: { userId } } }),
    db.inventoryProduct.deleteMany({ where: { id, userId } }),
  ]);
  return true;
}

/** A new tag, first in the tag list (the mock put it at the top). */
export async function createTag(userId: string, { title }: { title: string }) {
  return db.$transaction(async (tx) => {
    const { _min } = await tx.inventoryTag.aggregate({ where: { userId }, _min: { position: true } });
    return tx.inventoryTag.create({ data: { userId, title, position: (_min.position ?? 0) - 1 }, select: tagSelect });
  });
}

/** Merges the changes into a tag and answers it, or null when this user has no such tag. */
export async function updateTag(userId: string, id: string, changes: { title?: string }) {
  const { count } = await db.inventoryTag.updateMany({ where: { id, userId }, data: changes });
  if (count === 0) return null;
  return db.inventoryTag.findUnique({ where: { id }, select: tagSelect });
}

/** Deletes a tag and strips it from every product, in one transaction; true even when missing. */
export async function deleteTag(userId: string, id: string): Promise<true> {
  await db.$transaction([
    db.inventoryProductTag.deleteMany({ where: { tagId: id, tag: { userId } } }),
    db.inventoryTag.deleteMany({ where: { id, userId } }),
  ]);
  return true;
}
