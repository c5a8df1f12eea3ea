"use client";
import { useTranslations } from "next-intl";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import { VisuallyHidden } from "@/components/ui/visually-hidden";
import { ProductRow } from "@/components/apps/inventory/product-row";
import { PRODUCT_COLUMNS, visibleColumnCount } from "@/components/apps/inventory/product-columns";
import type { ProductAnswer, ProductSortField, SortOrder } from "@/lib/inventory/schema";

// A fixed layout keeps the table within a phone's width (the open editor spans every column).
const COLUMN_WIDTHS: Partial<Record<ProductSortField, { xs: number; md: number }>> = {
  sku: { xs: 0, md: 140 },
  price: { xs: 76, md: 110 },
  taxPercent: { xs: 0, md: 80 },
  stock: { xs: 56, md: 90 },
  active: { xs: 0, md: 110 },
};

type Props = {
  rows: ProductAnswer[];
  isLoading: boolean;
  isSearching: boolean;
  sort: ProductSortField;
  order: SortOrder;
  onSort: (field: ProductSortField) => void;
  openId: string | null;
  onToggle: (id: string) => void;
  onSaved: (product: ProductAnswer) => void;
  onDelete: (product: ProductAnswer) => void;
};

export function ProductTable({ rows, isLoading, isSearching, sort, order, onSort, openId, ...rowProps }: Props) {
  const t = useTranslations("inventoryApp");
  const theme = useTheme();
  const columnCount = visibleColumnCount(useMediaQuery(theme.breakpoints.up("md")));
  return (
    <Table
      size="small"
      aria-label={t("tableLabel")}
      sx={{ tableLayout: "fixed", "& td, & th": { px: { xs: 1, md: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { xs: 52, md: 68 } }}>
            <VisuallyHidden>{t("columns.image")}</VisuallyHidden>
          </TableCell>
          {PRODUCT_COLUMNS.map(({ field, align, phone }) => (
            <TableCell
              key={field}
              align={align}
              sortDirection={sort === field ? order : false}
              sx={{
                display: phone ? undefined : { xs: "none", md: "table-cell" },
                width: COLUMN_WIDTHS[field],
                fontWeight: 700,
              }}
            >
              <TableSortLabel
                active={sort === field}
                direction={sort === field ? order : "asc"}
                onClick={() => onSort(field)}
              >
                {t(`columns.${field}`)}
              </TableSortLabel>
            </TableCell>
          ))}
          <TableCell sx={{ width: { xs: 44, md: 52 } }}>
            <VisuallyHidden>{t("columns.details")}</VisuallyHidden>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {isLoading &&
          Array.from({ length: 6 }, (_, index) => (
            <TableRow key={index}>
              <TableCell colSpan={columnCount}>
                <Skeleton height={36} />
              </TableCell>
            </TableRow>
          ))}
        {!isLoading && rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columnCount} sx={{ py: 6, textAlign: "center", borderBottom: 0 }}>
              <Inventory2Outlined color="disabled" sx={{ fontSize: 40 }} />
              <Typography sx={{ fontWeight: 600, mt: 1 }}>{isSearching ? t("noResults") : t("empty")}</Typography>
              <Typography color="text.secondary" variant="body2">
                {isSearching ? t("noResultsHint") : t("emptyHint")}
              </Typography>
            </TableCell>
          </TableRow>
        )}
        {rows.map((product) => (
          <ProductRow
            key={product.id}
            product={product}
            isOpen={openId === product.id}
            columnCount={columnCount}
            {...rowProps}
          />
        ))}
      </TableBody>
    </Table>
  );
}
