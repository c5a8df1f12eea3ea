import { db } from "@/lib/db";
import { GET as getCategories } from "@/app/api/inventory/categories/route";
import { DELETE as deleteProductRoute } from "@/app/api/inventory/product/route";
import { DELETE as deleteTagRoute, PATCH as patchTag, POST as postTag } from "@/app/api/inventory/tag/route";
import { buildOpenApiDocument } from "@/lib/api/openapi";
import { inventoryOperations } from "@/lib/inventory/openapi";
import { callRoute } from "@/tests/helpers/route";
import { seededUser, listProducts, getOne, patch, createBlank, listTags } from "@/tests/helpers/inventory";

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
