import { computeProductPrice } from "@/lib/inventory/rules";
import { productChangesSchema, type ProductAnswer, type ProductChanges } from "@/lib/inventory/schema";

// The product editor's values (numbers as the text typed, so "1." or "" can be on screen) and
// their check by the API's own schema (lib/inventory/schema.ts): what the form accepts, the server
// accepts, and the errors are the same message keys under `validation`.

export const NUMBER_FIELDS = ["stock", "reserved", "cost", "basePrice", "taxPercent", "weight"] as const;
type NumberField = (typeof NUMBER_FIELDS)[number];

export type ProductFormValues = {
  name: string;
  description: string;
  sku: string;
  barcode: string;
  category: string | null;
  brand: string | null;
  vendor: string | null;
  tags: string[];
  images: string[];
  thumbnail: string | null;
  active: boolean;
} & Record<NumberField, string>;

export type ProductFormErrors = Partial<Record<keyof ProductFormValues, string>>;

export function productFormValues(product: ProductAnswer): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    sku: product.sku,
    barcode: product.barcode,
    category: product.category,
    brand: product.brand,
    vendor: product.vendor,
    tags: product.tags,
    images: product.images,
    thumbnail: product.thumbnail,
    active: product.active,
    stock: String(product.stock),
    reserved: String(product.reserved),
    cost: String(product.cost),
    basePrice: String(product.basePrice),
    taxPercent: String(product.taxPercent),
    weight: String(product.weight),
  };
}

/** A typed number, or the message key of why it is not one. */
function readNumber(text: string): number | { error: string } {
  const trimmed = text.trim().replace(",", ".");
  if (trimmed === "") return { error: "required" };
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : { error: "numberInvalid" };
}

/** The price the product will have: base price plus tax (specification section 3); null while either is not a number. */
export function previewPrice(values: Pick<ProductFormValues, "basePrice" | "taxPercent">): number | null {
  const basePrice = readNumber(values.basePrice);
  const taxPercent = readNumber(values.taxPercent);
  if (typeof basePrice !== "number" || typeof taxPercent !== "number") return null;
  return computeProductPrice(basePrice, taxPercent);
}

/** The changes to send, or the errors to show at their fields (message keys under `validation`). */
export function parseProductForm(
  values: ProductFormValues,
): { ok: true; changes: ProductChanges } | { ok: false; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const numbers: Partial<Record<NumberField, number>> = {};
  for (const field of NUMBER_FIELDS) {
    const value = readNumber(values[field]);
    if (typeof value === "number") numbers[field] = value;
    else errors[field] = value.error;
  }
  // The thumbnail is one of the images, or none.
  const thumbnail = values.thumbnail && values.images.includes(values.thumbnail) ? values.thumbnail : null;
  const result = productChangesSchema.safeParse({ ...values, ...numbers, thumbnail });
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as keyof ProductFormValues;
      errors[field] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !result.success) return { ok: false, errors };
  return { ok: true, changes: result.data };
}
