import { expect, test, type Route } from "@playwright/test";
import { createUser, signInWithApi } from "./support/users";

// Inventory (issue #16), through the UI on a new user's own sample products: search by part of a
// name, sort by price, page 2 surviving a reload, a price edit with the derived price, and a new
// product deleted and brought back with Undo.

test.setTimeout(120_000);

type Product = { id: string; name: string; basePrice: number; taxPercent: number; price: number };

test("inventory: search, sort, page, edit a price, create and delete with Undo", async ({ page }) => {
  const user = await createUser(page.request, "inventory");
  await signInWithApi(page, user);
  const table = page.getByRole("table", { name: "Products" });

  // ---- Search by part of a seeded product's name ----
  const seeded: Product[] = (await (await page.request.get("/api/inventory/products?size=100")).json()).products;
  const target = seeded[7];
  const part = target.name.split(" ").slice(-2).join(" ").slice(1, -1);
  await page.goto("/apps/inventory");
  await expect(page.getByText(/\d+ products/)).toBeVisible();
  await page.getByRole("searchbox", { name: "Search products" }).fill(part);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(part).replace(/%20/g, "\\+")}`));
  await expect(table.getByRole("row", { name: new RegExp(target.name) })).toBeVisible();
  for (const row of await table.getByRole("row").all())
    if (await row.getByRole("button", { name: /^Open / }).count())
      await expect(row).toContainText(new RegExp(part, "i"));

  // ---- Sort by price (descending), go to page 2, reload: the same page ----
  await page.getByRole("searchbox", { name: "Search products" }).fill("");
  await expect(page).not.toHaveURL(/search=/);
  // Clicked twice in a row, on a slow network (page requests held back): the second click builds
  // on the first, so the order is descending — and sorting asks the server for no page at all
  // (the table reads its rows in the browser).
  const pageRequests: string[] = [];
  const slowPage = (route: Route) => {
    const isPage = !!route.request().headers().rsc;
    if (isPage) pageRequests.push(route.request().url());
    setTimeout(() => void route.continue().catch(() => {}), isPage ? 1_500 : 0);
  };
  await page.route(/\/apps\/inventory\?/, slowPage);
  await table.getByRole("button", { name: "Price" }).click();
  await table.getByRole("button", { name: "Price" }).click();
  await expect(page).toHaveURL(/sort=price&order=desc/);
  await expect(table.getByRole("columnheader", { name: "Price" })).toHaveAttribute("aria-sort", "descending");
  await page.unroute(/\/apps\/inventory\?/, slowPage);
  expect(pageRequests).toEqual([]);
  await page.getByRole("button", { name: "Go to page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  const byPriceDesc = [...seeded].sort((a, b) => b.price - a.price);
  const firstOnPage2 = table.getByRole("row").nth(1);
  await expect(firstOnPage2).toContainText(byPriceDesc[10].price.toFixed(2));
  const openLabel = await firstOnPage2.getByRole("button", { name: /^Open / }).getAttribute("aria-label");
  const name = openLabel!.replace(/^Open /, "");
  await page.reload();
  await expect(page.getByText("11–20 of")).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText(name);

  // ---- Edit its base price: the derived price follows, and is saved ----
  await page.getByRole("button", { name: `Open ${name}` }).click();
  const editor = page.getByRole("form", { name: `Edit ${name}` });
  await editor.getByLabel("Tax").fill("10");
  await editor.getByLabel("Base price").fill("200");
  await expect(editor.getByLabel("Price", { exact: true })).toHaveValue("220.00");
  await editor.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(`${name} saved`)).toBeVisible();
  const id = new URL(page.url()).searchParams.get("product");
  const saved: Product = await (await page.request.get(`/api/inventory/product?id=${id}`)).json();
  expect(saved).toMatchObject({ name, basePrice: 200, taxPercent: 10, price: 220 });

  // ---- Create a product: blank, at the top, open; delete it, then Undo ----
  await page.getByRole("button", { name: "Create product" }).click();
  const newEditor = page.getByRole("form", { name: "Edit A New Product" });
  await expect(newEditor).toBeVisible();
  await expect(table.getByRole("row").nth(1)).toContainText("A New Product");
  // The screen shows what was asked for at once; the address follows when the navigation lands.
  await expect(page).toHaveURL((url) => !!url.searchParams.get("product") && url.searchParams.get("product") !== id);
  const newId = new URL(page.url()).searchParams.get("product")!;
  await newEditor.getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("A New Product deleted")).toBeVisible();
  const newRowToggle = table.getByRole("button", { name: /^(Open|Close) A New Product$/ });
  await expect(newRowToggle).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  // Back as it was: at the top, open.
  await expect(newRowToggle).toHaveAccessibleName("Close A New Product");
  await expect(table.getByRole("row").nth(1)).toContainText("A New Product");
  // Undo means the DELETE was never sent: the product is still there for the server.
  await page.waitForTimeout(7_000);
  expect((await page.request.get(`/api/inventory/product?id=${newId}`)).status()).toBe(200);
  expect(await (await page.request.get(`/api/inventory/product?id=${newId}`)).json()).toMatchObject({
    name: "A New Product",
  });
});
