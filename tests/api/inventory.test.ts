import { db } from "@/lib/db";
import { GET as getBrands } from "@/app/api/inventory/brands/route";
import { GET as getCategories } from "@/app/api/inventory/categories/route";
import {
  DELETE as deleteProductRoute,
  GET as getProduct,
  PATCH as patchProduct,
  POST as postProduct,
} from "@/app/api/inventory/product/route";
import { GET as getProducts } from "@/app/api/inventory/products/route";
import { DELETE as deleteTagRoute, PATCH as patchTag, POST as postTag } from "@/app/api/inventory/tag/route";
import { GET as getTags } from "@/app/api/inventory/tags/route";
import { GET as getVendors } from "@/app/api/inventory/vendors/route";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { inventoryOperations } from "@/lib/inventory/openapi";
import { computeProductPrice, toSortKey } from "@/lib/inventory/rules";
import { seedInventoryForUser } from "@/seed/demo/inventory";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Headers = Record<string, string>;
type ProductFields = { name: string; sku?: string; stock?: number; price?: number; active?: boolean; weight?: number };

async function seededUser() {
  const signedIn = await signedInUser();
  await db.$transaction((tx) => seedInventoryForUser(tx, signedIn.user.id));
  return signedIn;
}

/** Products written straight to the database, for lists whose order and size a test controls. */
async function insertProducts(userId: string, products: ProductFields[]) {
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

const listProducts = (headers: Headers, query = "") =>
  callRoute(getProducts, { url: `/api/inventory/products${query}`, headers });
const names = (products: { name: string }[]) => products.map((product) => product.name);
const getOne = (headers: Headers, id: string) =>
  callRoute(getProduct, { url: `/api/inventory/product?id=${id}`, headers });
const patch = (headers: Headers, json: unknown) =>
  callRoute(patchProduct, { method: "PATCH", url: "/api/inventory/product", headers, json });
const createBlank = async (headers: Headers) =>
  (await callRoute(postProduct, { method: "POST", url: "/api/inventory/product", headers })).data;
const listTags = async (headers: Headers) =>
  (await callRoute(getTags, { url: "/api/inventory/tags", headers })).data as { id: string; title: string }[];

describe("inventory sample data", () => {
  it("gives a user 3 categories, 5 brands, 5 vendors and 10 tags of their own", async () => {
    const { headers } = await seededUser();
    const categories = await callRoute(getCategories, { url: "/api/inventory/categories", headers });
    expect(categories.status).toBe(200);
    expect(categories.data).toEqual([
      { id: expect.any(String), parentId: null, name: "Ladies", slug: "ladies" },
      { id: expect.any(String), parentId: null, name: "Mens", slug: "mens" },
      { id: expect.any(String), parentId: null, name: "Unisex", slug: "unisex" },
    ]);
    const brands = (await callRoute(getBrands, { url: "/api/inventory/brands", headers })).data;
    expect(brands).toHaveLength(5);
    expect(Object.keys(brands[0]).sort()).toEqual(["id", "name", "slug"]);
    expect(names(brands)).toEqual([...names(brands)].sort((a, b) => a.localeCompare(b)));
    const vendors = (await callRoute(getVendors, { url: "/api/inventory/vendors", headers })).data;
    expect(vendors).toHaveLength(5);
    expect(Object.keys(vendors[0]).sort()).toEqual(["id", "name", "slug"]);
    const tags = await listTags(headers);
    expect(tags).toHaveLength(10);
    expect(tags[0]).toEqual({ id: expect.any(String), title: "cotton" });
  });

  it("has 50 products with the sample tax rates, consistent prices, some without pictures, all linking to the user's own rows", async () => {
    const { user, headers } = await seededUser();
    const { data } = await listProducts(headers, "?size=100");
    const products = data.products as Record<string, unknown>[];
    expect(products).toHaveLength(50);
    const [categories, brands, vendors, tags] = await Promise.all([
      db.inventoryCategory.findMany({ where: { userId: user.id }, select: { id: true } }),
      db.inventoryBrand.findMany({ where: { userId: user.id }, select: { id: true } }),
      db.inventoryVendor.findMany({ where: { userId: user.id }, select: { id: true } }),
      db.inventoryTag.findMany({ where: { userId: user.id }, select: { id: true } }),
    ]);
    const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
    for (const product of products) {
      expect([8, 10, 18, 20, 30]).toContain(product.taxPercent);
      expect(product.price).toBe(computeProductPrice(product.basePrice as number, product.taxPercent as number));
      expect(ids(categories)).toContain(product.category);
      expect(ids(brands)).toContain(product.brand);
      expect(ids(vendors)).toContain(product.vendor);
      for (const tagId of product.tags as string[]) expect(ids(tags)).toContain(tagId);
      if (product.thumbnail === null) expect(product.images).toEqual([]);
      else expect((product.images as string[])[0]).toBe(product.thumbnail);
    }
    expect(new Set(products.map((product) => product.taxPercent)).size).toBe(5);
    const withPictures = products.filter((product) => typeof product.thumbnail === "string");
    expect(withPictures.length).toBeGreaterThan(10);
    expect(withPictures.length).toBeLessThan(50);
    expect(withPictures[0].thumbnail).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(new Set(names(products as { name: string }[])).size).toBe(50);
  });

  it("is the same for every user, under different ids", async () => {
    const first = await seededUser();
    const second = await seededUser();
    const strip = (products: Record<string, unknown>[]) =>
      products.map(({ name, sku, price, stock, active, thumbnail }) => ({
        name,
        sku,
        price,
        stock,
        active,
        thumbnail,
      }));
    const a = (await listProducts(first.headers, "?size=100")).data.products;
    const b = (await listProducts(second.headers, "?size=100")).data.products;
    expect(strip(b)).toEqual(strip(a));
    expect(b[0].id).not.toBe(a[0].id);
  });
});

describe("GET /api/inventory/products", () => {
  it("answers the first page of ten by name ascending by default", async () => {
    const { headers } = await seededUser();
    const { status, data } = await listProducts(headers);
    expect(status).toBe(200);
    expect(data.pagination).toEqual({ length: 50, size: 10, page: 0, lastPage: 5, startIndex: 0, endIndex: 9 });
    expect(data.products).toHaveLength(10);
    const all = (await listProducts(headers, "?size=100")).data.products;
    const sorted = names(all).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(names(data.products)).toEqual(sorted.slice(0, 10));
    expect(Object.keys(data.products[0])).toEqual([
      "id",
      "category",
      "name",
      "description",
      "tags",
      "sku",
      "barcode",
      "brand",
      "vendor",
      "stock",
      "reserved",
      "cost",
      "basePrice",
      "taxPercent",
      "price",
      "weight",
      "thumbnail",
      "images",
      "active",
    ]);
  });

  describe("paging (zero-based)", () => {
    let headers: Headers;
    const all = Array.from({ length: 23 }, (_, index) => `Item ${String(index).padStart(2, "0")}`);
    beforeAll(async () => {
      const signedIn = await signedInUser();
      headers = signedIn.headers;
      await insertProducts(
        signedIn.user.id,
        all.map((name) => ({ name })),
      );
    });

    it("answers the first page", async () => {
      const { data } = await listProducts(headers, "?page=0");
      expect(names(data.products)).toEqual(all.slice(0, 10));
      expect(data.pagination).toEqual({ length: 23, size: 10, page: 0, lastPage: 3, startIndex: 0, endIndex: 9 });
    });

    it("answers a middle page", async () => {
      const { data } = await listProducts(headers, "?page=1");
      expect(names(data.products)).toEqual(all.slice(10, 20));
      expect(data.pagination).toEqual({ length: 23, size: 10, page: 1, lastPage: 3, startIndex: 10, endIndex: 19 });
    });

    it("answers the last, partial page", async () => {
      const { data } = await listProducts(headers, "?page=2");
      expect(names(data.products)).toEqual(all.slice(20));
      expect(data.pagination).toEqual({ length: 23, size: 10, page: 2, lastPage: 3, startIndex: 20, endIndex: 22 });
    });

    it("answers null products and only lastPage beyond the last page", async () => {
      for (const page of [3, 4, 99]) {
        const { status, data } = await listProducts(headers, `?page=${page}`);
        expect(status).toBe(200);
        expect(data).toEqual({ products: null, pagination: { lastPage: 3 } });
      }
    });

    it("follows the size parameter", async () => {
      const { data } = await listProducts(headers, "?page=4&size=5");
      expect(names(data.products)).toEqual(all.slice(20, 23));
      expect(data.pagination).toEqual({ length: 23, size: 5, page: 4, lastPage: 5, startIndex: 20, endIndex: 22 });
      expect((await listProducts(headers, "?page=5&size=5")).data).toEqual({
        products: null,
        pagination: { lastPage: 5 },
      });
      const onePage = await listProducts(headers, "?size=100");
      expect(onePage.data.products).toHaveLength(23);
      expect(onePage.data.pagination.lastPage).toBe(1);
    });

    it("pages a numeric sort with ties without overlaps or gaps", async () => {
      const pages = await Promise.all([0, 1, 2].map((page) => listProducts(headers, `?sort=stock&page=${page}`)));
      expect(pages.flatMap((page) => names(page.data.products))).toEqual(all);
    });
  });

  it("keeps one page for a user without products", async () => {
    const { headers } = await signedInUser();
    expect((await listProducts(headers)).data).toEqual({
      products: [],
      pagination: { length: 0, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: -1 },
    });
    expect((await listProducts(headers, "?page=1")).data).toEqual({ products: null, pagination: { lastPage: 1 } });
  });

  it("searches names case-insensitively by substring, and pages the matches", async () => {
    const { user, headers } = await signedInUser();
    await insertProducts(user.id, [
      { name: "Rain JACKET" },
      { name: "jacket liner" },
      { name: "Zip Hoodie" },
      { name: "Éclair Tee" },
      { name: "100% Wool" },
    ]);
    const { data } = await listProducts(headers, "?search=JaCkEt");
    expect(names(data.products)).toEqual(["jacket liner", "Rain JACKET"]);
    expect(data.pagination).toEqual({ length: 2, size: 10, page: 0, lastPage: 1, startIndex: 0, endIndex: 1 });
    expect(names((await listProducts(headers, "?search=%C3%A9CLAIR")).data.products)).toEqual(["Éclair Tee"]);
    // LIKE wildcards in the search are plain characters.
    expect(names((await listProducts(headers, "?search=%25")).data.products)).toEqual(["100% Wool"]);
    expect(names((await listProducts(headers, "?search=_")).data.products)).toEqual([]);
    expect((await listProducts(headers, "?search=nothing-like-this")).data.products).toEqual([]);
    // An empty search (the original client always sent one) is no search.
    expect((await listProducts(headers, "?search=")).data.pagination.length).toBe(5);
  });

  it("sorts name and sku as text, ignoring case, both ways", async () => {
    const { user, headers } = await signedInUser();
    await insertProducts(user.id, [
      { name: "banana", sku: "b-2" },
      { name: "Cherry", sku: "A-3" },
      { name: "apple", sku: "c-1" },
    ]);
    expect(names((await listProducts(headers, "?sort=name&order=asc")).data.products)).toEqual([
      "apple",
      "banana",
      "Cherry",
    ]);
    expect(names((await listProducts(headers, "?sort=name&order=desc")).data.products)).toEqual([
      "Cherry",
      "banana",
      "apple",
    ]);
    expect(names((await listProducts(headers, "?sort=sku")).data.products)).toEqual(["Cherry", "banana", "apple"]);
    expect(names((await listProducts(headers, "?sort=sku&order=desc")).data.products)).toEqual([
      "apple",
      "banana",
      "Cherry",
    ]);
  });

  it("sorts active as text: false before true ascending", async () => {
    const { user, headers } = await signedInUser();
    await insertProducts(user.id, [
      { name: "a", active: true },
      { name: "b", active: false },
      { name: "c", active: true },
    ]);
    expect(names((await listProducts(headers, "?sort=active&order=asc")).data.products)).toEqual(["b", "a", "c"]);
    expect(names((await listProducts(headers, "?sort=active&order=desc")).data.products)).toEqual(["a", "c", "b"]);
  });

  it("sorts the other fields as numbers, both ways", async () => {
    const { user, headers } = await signedInUser();
    await insertProducts(user.id, [
      { name: "ten", stock: 10, price: 10.5, weight: 2 },
      { name: "nine", stock: 9, price: 100, weight: 0.25 },
      { name: "hundred", stock: 100, price: 9.99, weight: 1 },
    ]);
    expect(names((await listProducts(headers, "?sort=stock&order=asc")).data.products)).toEqual([
      "nine",
      "ten",
      "hundred",
    ]);
    expect(names((await listProducts(headers, "?sort=stock&order=desc")).data.products)).toEqual([
      "hundred",
      "ten",
      "nine",
    ]);
    expect(names((await listProducts(headers, "?sort=price")).data.products)).toEqual(["hundred", "ten", "nine"]);
    expect(names((await listProducts(headers, "?sort=weight&order=desc")).data.products)).toEqual([
      "ten",
      "hundred",
      "nine",
    ]);
  });

  it("treats an empty sort or order as the default", async () => {
    const { user, headers } = await signedInUser();
    await insertProducts(user.id, [{ name: "b" }, { name: "a" }]);
    expect(names((await listProducts(headers, "?sort=&order=")).data.products)).toEqual(["a", "b"]);
  });

  it("refuses unknown sort fields and bad paging with 400", async () => {
    const { headers } = await signedInUser();
    for (const query of [
      "?sort=description",
      "?sort=category",
      "?order=up",
      "?page=-1",
      "?page=1.5",
      "?page=abc",
      "?size=0",
      "?size=101",
      `?search=${"x".repeat(101)}`,
    ]) {
      const { status, data } = await listProducts(headers, query);
      expect([query, status]).toEqual([query, 400]);
      expect(data.error.code).toBe("invalid_request");
    }
  });

  it("needs a signed-in user", async () => {
    expect((await listProducts({})).status).toBe(401);
    expect((await callRoute(getTags, { url: "/api/inventory/tags" })).status).toBe(401);
    expect((await callRoute(postProduct, { method: "POST", url: "/api/inventory/product" })).status).toBe(401);
  });
});

describe("/api/inventory/product", () => {
  it("GET answers one product, or null for an unknown id, and 400 without an id", async () => {
    const { headers } = await seededUser();
    const first = (await listProducts(headers)).data.products[0];
    expect(await getOne(headers, first.id)).toMatchObject({ status: 200, data: first });
    expect(await getOne(headers, "00000000-0000-0000-0000-000000000000")).toMatchObject({ status: 200, data: null });
    expect((await callRoute(getProduct, { url: "/api/inventory/product", headers })).status).toBe(400);
  });

  it("POST creates the blank, inactive 'A New Product'", async () => {
    const { headers } = await seededUser();
    const { status, data } = await callRoute(postProduct, { method: "POST", url: "/api/inventory/product", headers });
    expect(status).toBe(200);
    expect(data).toEqual({
      id: expect.any(String),
      category: null,
      name: "A New Product",
      description: "",
      tags: [],
      sku: "",
      barcode: "",
      brand: null,
      vendor: null,
      stock: 0,
      reserved: 0,
      cost: 0,
      basePrice: 0,
      taxPercent: 0,
      price: 0,
      weight: 0,
      thumbnail: null,
      images: [],
      active: false,
    });
    expect((await getOne(headers, data.id)).data).toEqual(data);
    expect((await listProducts(headers)).data.pagination.length).toBe(51);
  });

  it("PATCH merges the changes and answers the product", async () => {
    const { user, headers } = await seededUser();
    const product = await createBlank(headers);
    const [category, brand, vendor] = await Promise.all([
      db.inventoryCategory.findFirstOrThrow({ where: { userId: user.id, slug: "unisex" } }),
      db.inventoryBrand.findFirstOrThrow({ where: { userId: user.id } }),
      db.inventoryVendor.findFirstOrThrow({ where: { userId: user.id } }),
    ]);
    const tags = await listTags(headers);
    const changes = {
      category: category.id,
      brand: brand.id,
      vendor: vendor.id,
      name: "  Aurora Tee ",
      description: "Soft tee.",
      tags: [tags[3].id, tags[1].id, tags[3].id],
      sku: "AUR-1",
      barcode: "4006381333931",
      stock: 12,
      reserved: 2,
      cost: 7.5,
      weight: 0.2,
      thumbnail: "/images/aurora.png",
      images: ["/images/aurora.png", "https://example.test/aurora-2.png"],
      active: true,
    };
    const { status, data } = await patch(headers, { id: product.id, product: changes });
    expect(status).toBe(200);
    expect(data).toEqual({ ...product, ...changes, name: "Aurora Tee", tags: [tags[3].id, tags[1].id] });
    expect((await getOne(headers, product.id)).data).toEqual(data);

    // A later patch changes only what it names.
    const renamed = await patch(headers, { id: product.id, product: { name: "aurora tee v2" } });
    expect(renamed.data).toEqual({ ...data, name: "aurora tee v2" });
    expect(names((await listProducts(headers, "?search=AURORA")).data.products)).toEqual(["aurora tee v2"]);

    // null (or the mock's blank "") clears a reference; an empty list clears the tags.
    const cleared = await patch(headers, { id: product.id, product: { category: null, brand: "", tags: [] } });
    expect(cleared.data).toMatchObject({ category: null, brand: null, vendor: vendor.id, tags: [] });
    expect(await db.inventoryProductTag.count({ where: { productId: product.id } })).toBe(0);
  });

  it("PATCH keeps the price at basePrice plus taxPercent, ignoring a price sent by the client", async () => {
    const { headers } = await seededUser();
    const { id } = await createBlank(headers);
    expect((await patch(headers, { id, product: { basePrice: 18.99, taxPercent: 8 } })).data).toMatchObject({
      basePrice: 18.99,
      taxPercent: 8,
      price: 20.51,
    });
    expect((await patch(headers, { id, product: { basePrice: 100 } })).data).toMatchObject({
      basePrice: 100,
      taxPercent: 8,
      price: 108,
    });
    expect((await patch(headers, { id, product: { taxPercent: 30 } })).data).toMatchObject({
      basePrice: 100,
      taxPercent: 30,
      price: 130,
    });
    expect((await patch(headers, { id, product: { price: 5, name: "Priced" } })).data).toMatchObject({
      name: "Priced",
      price: 130,
    });
  });

  it("PATCH answers null for an unknown product and writes nothing", async () => {
    const { headers } = await seededUser();
    const { status, data } = await patch(headers, {
      id: "00000000-0000-0000-0000-000000000000",
      product: { name: "Ghost" },
    });
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect((await listProducts(headers, "?search=Ghost")).data.products).toEqual([]);
  });

  it("PATCH refuses bad input with 400 and leaves the product as it was", async () => {
    const { headers } = await seededUser();
    const product = (await listProducts(headers)).data.products[0];
    const badChanges: unknown[] = [
      { stock: -1 },
      { stock: 1.5 },
      { reserved: "3" },
      { cost: -0.01 },
      { basePrice: 2e9 },
      { taxPercent: 101 },
      { weight: -1 },
      { name: "" },
      { name: "x".repeat(201) },
      { description: "x".repeat(5001) },
      { sku: "x".repeat(65) },
      { active: "yes" },
      { tags: "not-a-list" },
      { images: ["javascript:alert(1)"] },
      { thumbnail: "not a url" },
      { category: 7 },
    ];
    for (const changes of badChanges) {
      const { status, data } = await patch(headers, { id: product.id, product: changes });
      expect([changes, status]).toEqual([changes, 400]);
      expect(data.error.code).toBe("invalid_request");
    }
    expect((await patch(headers, { product: { name: "No id" } })).status).toBe(400);
    expect((await patch(headers, { id: product.id })).status).toBe(400);
    expect(
      (await callRoute(patchProduct, { method: "PATCH", url: "/api/inventory/product", headers, rawBody: "{not json" }))
        .status,
    ).toBe(400);
    expect((await getOne(headers, product.id)).data).toEqual(product);
  });

  it("PATCH refuses categories, brands, vendors and tags that are not the user's, writing nothing", async () => {
    const owner = await seededUser();
    const other = await seededUser();
    const product = (await listProducts(owner.headers)).data.products[0];
    const [otherCategory, otherBrand, otherVendor, otherTag] = await Promise.all([
      db.inventoryCategory.findFirstOrThrow({ where: { userId: other.user.id } }),
      db.inventoryBrand.findFirstOrThrow({ where: { userId: other.user.id } }),
      db.inventoryVendor.findFirstOrThrow({ where: { userId: other.user.id } }),
      db.inventoryTag.findFirstOrThrow({ where: { userId: other.user.id } }),
    ]);
    const ownTag = (await listTags(owner.headers))[0];
    for (const [field, value] of [
      ["category", otherCategory.id],
      ["brand", otherBrand.id],
      ["vendor", otherVendor.id],
      ["tags", [ownTag.id, otherTag.id]],
      ["tags", ["no-such-tag"]],
      ["category", "no-such-category"],
    ] as const) {
      const { status, data } = await patch(owner.headers, {
        id: product.id,
        product: { name: "Changed", [field]: value },
      });
      expect(status).toBe(400);
      expect(data.error.issues[0]).toMatchObject({
        path: field === "tags" ? ["product", "tags", value.length - 1] : ["product", field],
        code: "unknown_reference",
      });
    }
    expect((await getOne(owner.headers, product.id)).data).toEqual(product);
  });

  it("DELETE removes the product with its tag links, and answers true even for an unknown id", async () => {
    const { headers } = await seededUser();
    const product = await createBlank(headers);
    const tags = await listTags(headers);
    await patch(headers, { id: product.id, product: { tags: [tags[0].id, tags[1].id] } });
    const { status, data } = await callRoute(deleteProductRoute, {
      method: "DELETE",
      url: `/api/inventory/product?id=${product.id}`,
      headers,
    });
    expect(status).toBe(200);
    expect(data).toBe(true);
    expect((await getOne(headers, product.id)).data).toBeNull();
    expect(await db.inventoryProductTag.count({ where: { productId: product.id } })).toBe(0);
    expect((await listTags(headers)).length).toBe(10);
    const missing = await callRoute(deleteProductRoute, {
      method: "DELETE",
      url: "/api/inventory/product?id=unknown",
      headers,
    });
    expect(missing).toMatchObject({ status: 200, data: true });
    expect(
      (await callRoute(deleteProductRoute, { method: "DELETE", url: "/api/inventory/product", headers })).status,
    ).toBe(400);
  });
});

describe("/api/inventory/tag", () => {
  it("POST creates a tag at the top of the list", async () => {
    const { headers } = await seededUser();
    const { status, data } = await callRoute(postTag, {
      method: "POST",
      url: "/api/inventory/tag",
      headers,
      json: { tag: { title: "  vintage " } },
    });
    expect(status).toBe(200);
    expect(data).toEqual({ id: expect.any(String), title: "vintage" });
    const second = (
      await callRoute(postTag, {
        method: "POST",
        url: "/api/inventory/tag",
        headers,
        json: { tag: { title: "handmade" } },
      })
    ).data;
    const tags = await listTags(headers);
    expect(tags.slice(0, 3)).toEqual([second, data, { id: expect.any(String), title: "cotton" }]);
    expect(tags).toHaveLength(12);
  });

  it("POST refuses a bad tag with 400 and creates nothing", async () => {
    const { headers } = await seededUser();
    for (const json of [
      {},
      { tag: {} },
      { tag: { title: "   " } },
      { tag: { title: 5 } },
      { tag: { title: "x".repeat(101) } },
    ]) {
      expect((await callRoute(postTag, { method: "POST", url: "/api/inventory/tag", headers, json })).status).toBe(400);
    }
    expect(await listTags(headers)).toHaveLength(10);
  });

  it("PATCH renames a tag, answers null for an unknown one, and refuses a bad title", async () => {
    const { headers } = await seededUser();
    const [tag] = await listTags(headers);
    const renamed = await callRoute(patchTag, {
      method: "PATCH",
      url: "/api/inventory/tag",
      headers,
      json: { id: tag.id, tag: { title: "Cotton blend" } },
    });
    expect(renamed).toMatchObject({ status: 200, data: { id: tag.id, title: "Cotton blend" } });
    const unknown = await callRoute(patchTag, {
      method: "PATCH",
      url: "/api/inventory/tag",
      headers,
      json: { id: "unknown", tag: { title: "x" } },
    });
    expect(unknown).toMatchObject({ status: 200, data: null });
    const bad = await callRoute(patchTag, {
      method: "PATCH",
      url: "/api/inventory/tag",
      headers,
      json: { id: tag.id, tag: { title: "" } },
    });
    expect(bad.status).toBe(400);
    expect((await listTags(headers))[0]).toEqual({ id: tag.id, title: "Cotton blend" });
  });

  it("DELETE removes the tag from every product, keeping their other tags", async () => {
    const { headers } = await seededUser();
    const [doomed, kept] = await listTags(headers);
    const first = await createBlank(headers);
    const second = await createBlank(headers);
    await patch(headers, { id: first.id, product: { tags: [doomed.id, kept.id] } });
    await patch(headers, { id: second.id, product: { tags: [kept.id, doomed.id] } });
    const seededWithTag = await db.inventoryProductTag.count({ where: { tagId: doomed.id } });
    expect(seededWithTag).toBeGreaterThanOrEqual(2);

    const { status, data } = await callRoute(deleteTagRoute, {
      method: "DELETE",
      url: `/api/inventory/tag?id=${doomed.id}`,
      headers,
    });
    expect(status).toBe(200);
    expect(data).toBe(true);
    expect((await getOne(headers, first.id)).data.tags).toEqual([kept.id]);
    expect((await getOne(headers, second.id)).data.tags).toEqual([kept.id]);
    expect(await db.inventoryProductTag.count({ where: { tagId: doomed.id } })).toBe(0);
    const everyTag = (await listProducts(headers, "?size=100")).data.products.flatMap(
      (product: { tags: string[] }) => product.tags,
    );
    expect(everyTag).not.toContain(doomed.id);
    expect((await listTags(headers)).map((tag) => tag.id)).not.toContain(doomed.id);
    expect(
      (await callRoute(deleteTagRoute, { method: "DELETE", url: "/api/inventory/tag?id=unknown", headers })).data,
    ).toBe(true);
  });
});

describe("inventory isolation between users", () => {
  it("never shows, changes or deletes another user's rows", async () => {
    const owner = await seededUser();
    const other = await seededUser();
    const product = (await listProducts(owner.headers)).data.products[0];
    const tag = (await listTags(owner.headers))[0];
    const ownerTagLinks = await db.inventoryProductTag.count({ where: { tagId: tag.id } });

    expect((await getOne(other.headers, product.id)).data).toBeNull();
    expect((await patch(other.headers, { id: product.id, product: { name: "Taken" } })).data).toBeNull();
    await callRoute(deleteProductRoute, {
      method: "DELETE",
      url: `/api/inventory/product?id=${product.id}`,
      headers: other.headers,
    });
    const patchedTag = await callRoute(patchTag, {
      method: "PATCH",
      url: "/api/inventory/tag",
      headers: other.headers,
      json: { id: tag.id, tag: { title: "Taken" } },
    });
    expect(patchedTag.data).toBeNull();
    await callRoute(deleteTagRoute, {
      method: "DELETE",
      url: `/api/inventory/tag?id=${tag.id}`,
      headers: other.headers,
    });

    expect((await getOne(owner.headers, product.id)).data).toEqual(product);
    expect((await listTags(owner.headers))[0]).toEqual(tag);
    expect(await db.inventoryProductTag.count({ where: { tagId: tag.id } })).toBe(ownerTagLinks);

    const otherIds = (await listProducts(other.headers, "?size=100")).data.products.map(
      (row: { id: string }) => row.id,
    );
    expect(otherIds).toHaveLength(50);
    expect(otherIds).not.toContain(product.id);
    expect((await listTags(other.headers)).map((row) => row.id)).not.toContain(tag.id);
    const otherCategories = (
      await callRoute(getCategories, { url: "/api/inventory/categories", headers: other.headers })
    ).data;
    expect(otherCategories.map((row: { id: string }) => row.id)).not.toContain(product.category);
  });
});

describe("inventory OpenAPI operations", () => {
  it("document every inventory endpoint with its query parameters", () => {
    const document = buildOpenApiDocument(inventoryOperations);
    expect(Object.keys(document.paths).sort()).toEqual([
      "/api/inventory/brands",
      "/api/inventory/categories",
      "/api/inventory/product",
      "/api/inventory/products",
      "/api/inventory/tag",
      "/api/inventory/tags",
      "/api/inventory/vendors",
    ]);
    expect(Object.keys(document.paths["/api/inventory/product"]).sort()).toEqual(["delete", "get", "patch", "post"]);
    const listParameters = (
      document.paths["/api/inventory/products"].get as { parameters: { name: string; required: boolean }[] }
    ).parameters;
    expect(listParameters.map(({ name, required }) => [name, required])).toEqual([
      ["search", false],
      ["sort", false],
      ["order", false],
      ["page", false],
      ["size", false],
    ]);
  });
});
