import { z } from "zod";
import type { ApiOperation } from "@/lib/api/openapi";
import {
  brandSchema,
  categorySchema,
  createTagBodySchema,
  idQuerySchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
  tagSchema,
  updateProductBodySchema,
  updateTagBodySchema,
} from "@/lib/inventory/schema";

const tags = ["Inventory"];

export const inventoryOperations: ApiOperation[] = [
  {
    method: "get",
    path: "/api/inventory/categories",
    summary: "The user's product categories, by name.",
    tags,
    response: { schema: z.array(categorySchema) },
  },
  {
    method: "get",
    path: "/api/inventory/brands",
    summary: "The user's brands, by name.",
    tags,
    response: { schema: z.array(brandSchema) },
  },
  {
    method: "get",
    path: "/api/inventory/vendors",
    summary: "The user's vendors, by name.",
    tags,
    response: { schema: z.array(brandSchema) },
  },
  {
    method: "get",
    path: "/api/inventory/tags",
    summary: "The user's product tags, newest first.",
    tags,
    response: { schema: z.array(tagSchema) },
  },
  {
    method: "get",
    path: "/api/inventory/products",
    summary:
      "One page of products: search on the name (case-insensitive substring), sort (sku, name, active as text; others as numbers; default name), order, zero-based page, size (default 10). Beyond the last page `products` is null and `pagination` holds only `lastPage`.",
    tags,
    query: productListQuerySchema,
    response: { schema: productListSchema },
  },
  {
    method: "get",
    path: "/api/inventory/product",
    summary: "One product, or null.",
    tags,
    query: idQuerySchema,
    response: { schema: productSchema.nullable() },
  },
  {
    method: "post",
    path: "/api/inventory/product",
    summary: "Creates the blank product 'A New Product' (inactive) and answers it. No body.",
    tags,
    response: { schema: productSchema },
  },
  {
    method: "patch",
    path: "/api/inventory/product",
    summary:
      "Merges changes into a product (price follows basePrice and taxPercent); null when there is no such product.",
    tags,
    body: updateProductBodySchema,
    response: { schema: productSchema.nullable() },
  },
  {
    method: "delete",
    path: "/api/inventory/product",
    summary: "Deletes a product; true even when there was none.",
    tags,
    query: idQuerySchema,
    response: { schema: z.literal(true) },
  },
  {
    method: "post",
    path: "/api/inventory/tag",
    summary: "Creates a tag at the top of the list.",
    tags,
    body: createTagBodySchema,
    response: { schema: tagSchema },
  },
  {
    method: "patch",
    path: "/api/inventory/tag",
    summary: "Renames a tag; null when there is no such tag.",
    tags,
    body: updateTagBodySchema,
    response: { schema: tagSchema.nullable() },
  },
  {
    method: "delete",
    path: "/api/inventory/tag",
    summary: "Deletes a tag and removes it from every product; true even when there was none.",
    tags,
    query: idQuerySchema,
    response: { schema: z.literal(true) },
  },
];
