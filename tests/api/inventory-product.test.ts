import { db } from "@/lib/db";
import {
  DELETE as deleteProductRoute,
  GET as getProduct,
  PATCH as patchProduct,
  POST as postProduct,
} from "@/app/api/inventory/product/route";
import { callRoute } from "@/tests/helpers/route";
import { seededUser, listProducts, names, getOne, patch, createBlank, listTags } from "@/tests/helpers/inventory";

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
});

// The same title as above: split in two only to keep each block short.
describe("/api/inventory/product", () => {
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
