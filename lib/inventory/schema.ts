import { z } from "zod";

// The inventory API's input (query strings and JSON bodies) and answer shapes. Messages that are
// keys under `validation` in messages/*.json are answered in English by the API.

/** Specification section 9: ten products a page unless the client asks for another size. */
export const PRODUCT_PAGE_SIZE = 10;
export const PRODUCT_PAGE_SIZE_MAX = 100;
const PAGE_MAX = 100_000;
const SEARCH_MAX = 100;
const ID_MAX = 64;
export const PRODUCT_NAME_MAX = 200;
const DESCRIPTION_MAX = 5_000;
const CODE_MAX = 64;
const TAG_TITLE_MAX = 100;
const TAGS_PER_PRODUCT_MAX = 50;
const IMAGES_PER_PRODUCT_MAX = 20;
/** Room for a data URL of a small picture; the whole JSON body is capped at 1 MiB anyway. */
const IMAGE_URL_MAX = 512 * 1024;
const QUANTITY_MAX = 1_000_000_000;
const MONEY_MAX = 1_000_000_000;
const WEIGHT_MAX = 1_000_000;

/** Sorted as text, case-insensitively (specification section 7). */
export const TEXTUAL_SORT_FIELDS = ["sku", "name", "active"] as const;
/** Every other product field the list can sort by, sorted as numbers. */
export const NUMERIC_SORT_FIELDS = ["stock", "reserved", "cost", "basePrice", "taxPercent", "price", "weight"] as const;
export const PRODUCT_SORT_FIELDS = [...TEXTUAL_SORT_FIELDS, ...NUMERIC_SORT_FIELDS] as const;
export type ProductSortField = (typeof PRODUCT_SORT_FIELDS)[number];
export type SortOrder = "asc" | "desc";

const idField = z.string({ error: "required" }).min(1, "required").max(ID_MAX, "tooLong");

/** The mock read `sort` and `order` with `||`, so an empty parameter means the default too. */
export const productListQuerySchema = z.object({
  search: z.string().max(SEARCH_MAX, "tooLong").optional(),
  sort: z
    .enum(PRODUCT_SORT_FIELDS)
    .or(z.literal(""))
    .optional()
    .transform((sort): ProductSortField => sort || "name"),
  order: z
    .enum(["asc", "desc"])
    .or(z.literal(""))
    .optional()
    .transform((order): SortOrder => order || "asc"),
  /** Zero-based on the wire. */
  page: z.coerce.number().int().min(0).max(PAGE_MAX).default(0),
  size: z.coerce.number().int().min(1).max(PRODUCT_PAGE_SIZE_MAX).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const idQuerySchema = z.object({ id: idField });

/** A category, brand or vendor id; `null` (or the mock's blank `""`) means none. */
const referenceField = z
  .string()
  .max(ID_MAX, "tooLong")
  .nullable()
  .transform((id) => id || null);

const imageUrlField = z
  .string()
  .max(IMAGE_URL_MAX, "tooLong")
  .regex(
    /^(data:image\/[a-z0-9.+-]+[;,]|https?:\/\/|\/)/i,
    "Use an image address (http, https or a path) or an image data URL.",
  );

// Messages are keys under `validation`: the product form checks with this same schema.
const quantityField = z.number().int("wholeNumber").min(0, "notNegative").max(QUANTITY_MAX, "tooLarge");
const moneyField = z.number().min(0, "notNegative").max(MONEY_MAX, "tooLarge");

/**
 * The fields a client may change on a product; all optional because a patch merges. `id` and
 * `price` are not among them: the id is fixed and the price always follows basePrice and
 * taxPercent, so a client's copy of either is dropped.
 */
export const productChangesSchema = z
  .object({
    category: referenceField,
    brand: referenceField,
    vendor: referenceField,
    name: z.string().trim().min(1, "required").max(PRODUCT_NAME_MAX, "tooLong"),
    description: z.string().max(DESCRIPTION_MAX, "tooLong"),
    tags: z.array(idField).max(TAGS_PER_PRODUCT_MAX),
    sku: z.string().trim().max(CODE_MAX, "tooLong"),
    barcode: z.string().trim().max(CODE_MAX, "tooLong"),
    stock: quantityField,
    reserved: quantityField,
    cost: moneyField,
    basePrice: moneyField,
    taxPercent: z.number().min(0, "notNegative").max(100, "percentRange"),
    weight: z.number().min(0, "notNegative").max(WEIGHT_MAX, "tooLarge"),
    thumbnail: imageUrlField.nullable(),
    images: z.array(imageUrlField).max(IMAGES_PER_PRODUCT_MAX),
    active: z.boolean(),
  })
  .partial();
export type ProductChanges = z.output<typeof productChangesSchema>;

export const updateProductBodySchema = z.object({ id: idField, product: productChangesSchema });

const tagFieldsSchema = z.object({
  title: z.string({ error: "required" }).trim().min(1, "required").max(TAG_TITLE_MAX, "tooLong"),
});
export const createTagBodySchema = z.object({ tag: tagFieldsSchema });
export const updateTagBodySchema = z.object({ id: idField, tag: tagFieldsSchema.partial() });

// Answer shapes, for the OpenAPI document.
export const categorySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
});
export const brandSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });
export const tagSchema = z.object({ id: z.string(), title: z.string() });
export const productSchema = z.object({
  id: z.string(),
  category: z.string().nullable(),
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  sku: z.string(),
  barcode: z.string(),
  brand: z.string().nullable(),
  vendor: z.string().nullable(),
  stock: z.number(),
  reserved: z.number(),
  cost: z.number(),
  basePrice: z.number(),
  taxPercent: z.number(),
  price: z.number(),
  weight: z.number(),
  thumbnail: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
});
export type ProductAnswer = z.output<typeof productSchema>;
export const productListSchema = z.object({
  products: z.array(productSchema).nullable(),
  pagination: z.union([
    z.object({
      length: z.number(),
      size: z.number(),
      page: z.number(),
      lastPage: z.number(),
      startIndex: z.number(),
      endIndex: z.number(),
    }),
    z.object({ lastPage: z.number() }),
  ]),
});
