import type { ProductSortField } from "@/lib/inventory/schema";

type Column = { field: ProductSortField; align?: "right"; phone?: boolean };

/** The product table's columns, each sortable; SKU, tax and active are left out on a phone. */
export const PRODUCT_COLUMNS: Column[] = [
  { field: "name", phone: true },
  { field: "sku" },
  { field: "price", align: "right", phone: true },
  { field: "taxPercent", align: "right" },
  { field: "stock", align: "right", phone: true },
  { field: "active" },
];
