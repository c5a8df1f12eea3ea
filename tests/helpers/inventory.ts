import { db } from "@/lib/db";
import { GET as getProduct, PATCH as patchProduct, POST as postProduct } from "@/app/api/inventory/product/route";
import { GET as getProducts } from "@/app/api/inventory/products/route";
import { GET as getTags } from "@/app/api/inventory/tags/route";
import { toSortKey } from "@/lib/inventory/rules";
import { seedInventoryForUser } from "@/seed/demo/inventory";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

// Setup shared by the inventory route tests (tests/api/inventory-*.test.ts).

export type Headers = Record<string, string>;
type ProductFields = { name: string; sku?: string; stock?: number; price?: number; active?: boolean; weight?: number };

export async function seededUser() {
  const signedIn = await signedInUser();
  await db.$transaction((tx) => seedInventoryForUser(tx, signedIn.user.id));
  return signedIn;
}

/** Products written straight to the database, for lists whose order and size a test controls. */
export async function insertProducts(userId: string, products: ProductFields[]) {
  await db.inventoryProduct.createMany({
    data: products.map(({ name, sku = "", stock = 0, price = 0, active = false, weight = 0 }) => ({
      userId,
      name,
      nameKey: toSortKey(name),
      description: "",
      sku,
      skuKey: toSortKey(sku),
      barcode: "",
      stock,
      reserved: 0,
      cost: 0,
      basePrice: price,
      taxPercent: 0,
      price,
      weight,
      active,
    })),
  });
}

export const listProducts = (headers: Headers, query = "") =>
  callRoute(getProducts, { url: `/api/inventory/products${query}`, headers });
export const names = (products: { name: string }[]) => products.map((product) => product.name);
export const getOne = (headers: Headers, id: string) =>
  callRoute(getProduct, { url: `/api/inventory/product?id=${id}`, headers });
export const patch = (headers: Headers, json: unknown) =>
  callRoute(patchProduct, { method: "PATCH", url: "/api/inventory/product", headers, json });
export const createBlank = async (headers: Headers) =>
  (await callRoute(postProduct, { method: "POST", url: "/api/inventory/product", headers })).data;
export const listTags = async (headers: Headers) =>
  (await callRoute(getTags, { url: "/api/inventory/tags", headers })).data as { id: string; title: string }[];
