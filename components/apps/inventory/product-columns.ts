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

/**
 * How many columns a row spans at this width (the picture and the toggle included). In a fixed
 * table layout a full-width cell that spans more columns than the header shows adds columns of its
 * own, which take the name column's room.
 */
export function visibleColumnCount(isWide: boolean): number {
  return PRODUCT_COLUMNS.filter((column) => isWide || column.phone).length + 2;
}
