import { db } from "@/lib/db";
import { GET as getBrands } from "@/app/api/inventory/brands/route";
import { GET as getCategories } from "@/app/api/inventory/categories/route";
import { POST as postProduct } from "@/app/api/inventory/product/route";
import { GET as getTags } from "@/app/api/inventory/tags/route";
import { GET as getVendors } from "@/app/api/inventory/vendors/route";
import { computeProductPrice } from "@/lib/inventory/rules";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";
import { Headers, seededUser, insertProducts, listProducts, names, listTags } from "@/tests/helpers/inventory";

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
});

// The same title as above: split in two only to keep each block short.
describe("GET /api/inventory/products", () => {
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
