import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/prisma-client";
import { computeProductPrice, toSortKey } from "@/lib/inventory/rules";
import { coverDataUrl } from "@/lib/sample/images";
import { createRandom } from "@/lib/sample/random";
import { insertRows } from "@/seed/demo/insert-rows";

// The inventory sample: a small clothing and merchandise shop. Every user gets the same data
// (fixed seed), under fresh ids.

const CATEGORIES = [
  { name: "Mens", slug: "mens" },
  { name: "Ladies", slug: "ladies" },
  { name: "Unisex", slug: "unisex" },
];

const BRANDS = [
  { name: "Northfield", slug: "northfield" },
  { name: "Lumen & Co", slug: "lumen-co" },
  { name: "Harbor Thread", slug: "harbor-thread" },
  { name: "Pinecrest", slug: "pinecrest" },
  { name: "Vela Studio", slug: "vela-studio" },
];

const VENDORS = [
  { name: "Evergreen Supply", slug: "evergreen-supply" },
  { name: "Blue Quay Traders", slug: "blue-quay-traders" },
  { name: "Meridian Wholesale", slug: "meridian-wholesale" },
  { name: "Foxglove Goods", slug: "foxglove-goods" },
  { name: "Oakline Distribution", slug: "oakline-distribution" },
];

const TAG_TITLES = [
  "cotton",
  "organic",
  "recycled",
  "waterproof",
  "limited edition",
  "bestseller",
  "new arrival",
  "festival",
  "outerwear",
  "accessories",
];

const ITEMS = [
  "Crew Neck Tee",
  "Hooded Sweatshirt",
  "Canvas Tote",
  "Baseball Cap",
  "Rain Jacket",
  "Knit Beanie",
  "Linen Shirt",
  "Denim Jacket",
  "Running Shorts",
  "Wool Scarf",
  "Travel Backpack",
  "Polo Shirt",
  "Fleece Vest",
  "Bucket Hat",
  "Chino Trousers",
  "Sports Socks",
  "Leather Belt",
  "Sun Visor",
  "Windbreaker",
  "Cotton Pyjamas",
  "Zip Hoodie",
  "Tank Top",
  "Puffer Jacket",
  "Cardigan",
  "Bomber Jacket",
];
const COLOURS = ["Navy", "Sand", "Forest", "Charcoal", "Coral", "Ivory", "Olive", "Slate", "Burgundy", "Sky"];
const PRODUCT_COUNT = 50;
const TAX_PERCENTS = [8, 10, 18, 20, 30];
const MATERIALS = [
  "organic cotton",
  "recycled polyester",
  "brushed fleece",
  "washed linen",
  "merino wool",
  "heavy canvas",
];

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Writes this user's own copy of the inventory sample: 3 categories, 5 brands, 5 vendors, 10 tags, 50 products. */
export async function seedInventoryForUser(tx: Tx, userId: string): Promise<void> {
  const random = createRandom(40_417);
  const withIds = <T extends object>(rows: T[]) => rows.map((row) => ({ id: randomUUID(), userId, ...row }));
  const categories = withIds(CATEGORIES.map((category) => ({ ...category, parentId: null })));
  const brands = withIds(BRANDS);
  const vendors = withIds(VENDORS);
  const tags = withIds(TAG_TITLES.map((title, position) => ({ title, position })));

  const products = Array.from({ length: PRODUCT_COUNT }, (_, index) => {
    const item = ITEMS[index % ITEMS.length];
    // Every item comes twice, in two different colours, so names never repeat.
    const name = `${COLOURS[(index * 3 + Math.floor(index / ITEMS.length) * 7) % COLOURS.length]} ${item}`;
    const brandIndex = random.int(0, brands.length - 1);
    const sku = `${BRANDS[brandIndex].slug.slice(0, 3).toUpperCase()}-${String(1001 + index * 7).padStart(5, "0")}`;
    const cost = round2(random.int(4, 90) + random.pick([0, 0.5, 0.99]));
    const basePrice = round2(Math.floor(cost * (1.4 + random.next() * 0.8)) + 0.99);
    const taxPercent = random.pick(TAX_PERCENTS);
    const stock = random.int(0, 120);
    const images = random.chance(0.7)
      ? Array.from({ length: random.int(1, 3) }, (_, imageIndex) =>
          coverDataUrl(`inventory-${index}-${imageIndex}`, 400, 400),
        )
      : [];
    return {
      id: randomUUID(),
      userId,
      categoryId: random.pick(categories).id,
      brandId: brands[brandIndex].id,
      vendorId: random.pick(vendors).id,
      name,
      nameKey: toSortKey(name),
      description: `${item} in ${random.pick(MATERIALS)}, cut for everyday wear and printed to order for event crews and guests.`,
      sku,
      skuKey: toSortKey(sku),
      barcode: Array.from({ length: 13 }, () => random.int(0, 9)).join(""),
      stock,
      reserved: random.int(0, Math.min(stock, 12)),
      cost,
      basePrice,
      taxPercent,
      price: computeProductPrice(basePrice, taxPercent),
      weight: round2(0.05 + random.next() * 1.5),
      thumbnail: images[0] ?? null,
      images: JSON.stringify(images),
      active: random.chance(0.75),
      tagIds: random.sample(tags, random.int(0, 3)).map((tag) => tag.id),
    };
  });

  await insertRows(tx, "InventoryCategory", { data: categories });
  await insertRows(tx, "InventoryBrand", { data: brands });
  await insertRows(tx, "InventoryVendor", { data: vendors });
  await insertRows(tx, "InventoryTag", { data: tags });
  await insertRows(tx, "InventoryProduct", { data: products.map(({ tagIds: _tagIds, ...product }) => product) });
  await insertRows(tx, "InventoryProductTag", {
    data: products.flatMap((product) =>
      product.tagIds.map((tagId, position) => ({ productId: product.id, tagId, position })),
    ),
  });
}
