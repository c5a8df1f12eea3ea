"use client";
import { useFormatter, useTranslations } from "next-intl";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import ExpandMore from "@mui/icons-material/ExpandMore";
import ImageOutlined from "@mui/icons-material/ImageOutlined";
import { ProductEditor } from "@/components/apps/inventory/product-editor";
import type { ProductAnswer } from "@/lib/inventory/schema";

const hideOnPhone = { display: { xs: "none", md: "table-cell" } } as const;

/** One product: a summary line that opens its editor in a row beneath it. */
export function ProductRow({
  product,
  isOpen,
  columnCount,
  onToggle,
  onSaved,
  onDelete,
}: {
  product: ProductAnswer;
  isOpen: boolean;
  /** The columns the table shows at this width (the editor's row spans them all). */
  columnCount: number;
  onToggle: (id: string) => void;
  onSaved: (product: ProductAnswer) => void;
  onDelete: (product: ProductAnswer) => void;
}) {
  const t = useTranslations("inventoryApp");
  const format = useFormatter();
  const money = (value: number) => format.number(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const editorId = `product-editor-${product.id}`;
  const isLowStock = product.stock - product.reserved <= 5;

  return (
    <>
      <TableRow
        hover
        selected={isOpen}
        onClick={() => onToggle(product.id)}
        sx={{ cursor: "pointer", "& > td": { borderBottom: isOpen ? 0 : undefined } }}
      >
        <TableCell>
          <Avatar variant="rounded" src={product.thumbnail ?? undefined} alt="" sx={{ width: 36, height: 36 }}>
            <ImageOutlined fontSize="small" />
          </Avatar>
        </TableCell>
        <TableCell sx={{ minWidth: 0 }}>
          {/* Two lines on a phone's narrow column, one on a wide screen. */}
          <Typography
            variant="body2"
            sx={{
              fontWeight: 600,
              display: "-webkit-box",
              WebkitBoxOrient: "vertical",
              WebkitLineClamp: { xs: 2, md: 1 },
              overflow: "hidden",
              overflowWrap: "anywhere",
            }}
          >
            {product.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: { md: "none" } }} noWrap>
            {product.sku || t("noSku")}
          </Typography>
        </TableCell>
        <TableCell sx={hideOnPhone}>
          <Typography variant="body2" noWrap sx={{ fontFamily: "monospace" }}>
            {product.sku || "—"}
          </Typography>
        </TableCell>
        <TableCell align="right">{money(product.price)}</TableCell>
        <TableCell align="right" sx={hideOnPhone}>
          {t("percent", { value: product.taxPercent })}
        </TableCell>
        <TableCell align="right">
          <Box
            component="span"
            sx={{ color: isLowStock ? "warning.main" : undefined, fontWeight: isLowStock ? 700 : 400 }}
          >
            {product.stock}
          </Box>
        </TableCell>
        <TableCell sx={hideOnPhone}>
          <Chip
            size="small"
            label={product.active ? t("active") : t("inactive")}
            color={product.active ? "success" : "default"}
            variant={product.active ? "filled" : "outlined"}
          />
        </TableCell>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-expanded={isOpen}
            aria-controls={editorId}
            aria-label={isOpen ? t("closeProduct", { name: product.name }) : t("openProduct", { name: product.name })}
            onClick={(event) => {
              event.stopPropagation();
              onToggle(product.id);
            }}
          >
            <ExpandMore sx={{ transform: isOpen ? "rotate(180deg)" : "none", transition: "transform 150ms" }} />
          </IconButton>
        </TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={columnCount} sx={{ p: 0, borderBottom: isOpen ? 1 : 0, borderColor: "divider" }}>
          <Collapse in={isOpen} unmountOnExit id={editorId}>
            <ProductEditor
              product={product}
              onSaved={onSaved}
              onDelete={onDelete}
              onClose={() => onToggle(product.id)}
            />
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
