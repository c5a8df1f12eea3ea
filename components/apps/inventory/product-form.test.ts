import { parseProductForm, previewPrice, productFormValues } from "@/components/apps/inventory/product-form";
import type { ProductAnswer } from "@/lib/inventory/schema";

const product: ProductAnswer = {
  id: "p1",
  category: "c1",
  name: "Linen shirt",
  description: "",
  tags: ["t1"],
  sku: "LS-1",
  barcode: "",
  brand: null,
  vendor: null,
  stock: 12,
  reserved: 2,
  cost: 9.5,
  basePrice: 18.99,
  taxPercent: 8,
  price: 20.51,
  weight: 0.3,
  thumbnail: "/a.png",
  images: ["/a.png", "/b.png"],
  active: true,
};

describe("the product form", () => {
  it("sends what was typed as numbers, without id or price (the server derives the price)", () => {
    const values = { ...productFormValues(product), stock: " 15 ", basePrice: "20,5" };
    const result = parseProductForm(values);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.changes).toMatchObject({ stock: 15, basePrice: 20.5, taxPercent: 8, name: "Linen shirt" });
    expect(result.changes).not.toHaveProperty("price");
    expect(result.changes).not.toHaveProperty("id");
  });

  it("shows the server's reasons at the fields: negative stock, fractional stock, a blank name, no price", () => {
    const values = {
      ...productFormValues(product),
      stock: "-1",
      reserved: "1.5",
      name: "  ",
      cost: "",
      weight: "heavy",
    };
    const result = parseProductForm(values);
    expect(result).toEqual({
      ok: false,
      errors: {
        stock: "notNegative",
        reserved: "wholeNumber",
        name: "required",
        cost: "required",
        weight: "numberInvalid",
      },
    });
  });

  it("keeps the tax within 0–100 %", () => {
    const result = parseProductForm({ ...productFormValues(product), taxPercent: "101" });
    expect(result).toEqual({ ok: false, errors: { taxPercent: "percentRange" } });
  });

  it("drops a thumbnail that is no longer among the images", () => {
    const result = parseProductForm({ ...productFormValues(product), images: ["/b.png"] });
    expect(result.ok && result.changes.thumbnail).toBeNull();
  });

  it("previews the price as base price plus tax, rounded to cents, and nothing while a part is not a number", () => {
    expect(previewPrice({ basePrice: "18.99", taxPercent: "8" })).toBe(20.51);
    expect(previewPrice({ basePrice: "", taxPercent: "8" })).toBeNull();
  });
});
