"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import InputAdornment from "@mui/material/InputAdornment";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import { ProductImages } from "@/components/apps/inventory/product-images";
import { ProductReferenceFields } from "@/components/apps/inventory/product-reference-fields";
import { parseProductForm, previewPrice, productFormValues } from "@/components/apps/inventory/product-form";
import { useProductForm } from "@/components/apps/inventory/use-product-form";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { describeApiError } from "@/components/events/api-error";
import { useConfirm } from "@/components/ui/confirmation";
import { updateProduct } from "@/lib/swr/use-inventory";
import type { ProductAnswer } from "@/lib/inventory/schema";

/** A product's editor, opened beneath its row: every field, checked by the API's own schema. */
export function ProductEditor({
  product,
  onSaved,
  onDelete,
  onClose,
}: {
  product: ProductAnswer;
  onSaved: (product: ProductAnswer) => void;
  onDelete: (product: ProductAnswer) => void;
  onClose: () => void;
}) {
  const t = useTranslations("inventoryApp");
  const format = useFormatter();
  const confirm = useConfirm();
  const { notify } = useAppsFeedback();
  const { values, setValues, set, setErrors, field, numberField } = useProductForm(product);
  const [isSaving, setSaving] = useState(false);
  const price = previewPrice(values);
  const percent = <InputAdornment position="end">%</InputAdornment>;
  const kg = <InputAdornment position="end">{t("kg")}</InputAdornment>;

  const save = async () => {
    const parsed = parseProductForm(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setSaving(true);
    try {
      const saved = await updateProduct(product.id, parsed.changes);
      if (!saved) return notify(t("gone"), "error");
      setValues(productFormValues(saved));
      onSaved(saved);
      notify(t("saved", { name: saved.name }));
    } catch (error) {
      notify(
        describeApiError(error, () => undefined, t("saveFailed")),
        "error",
      );
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    const isConfirmed = await confirm({
      title: t("deleteTitle", { name: product.name }),
      message: t("deleteMessage"),
      icon: { name: "warning", color: "error" },
      actions: { confirm: { label: t("delete"), color: "error" } },
    });
    if (isConfirmed) onDelete(product);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t("editorLabel", { name: product.name })}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ p: { xs: 2, md: 3 }, bgcolor: "action.hover" }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField {...field("name")} required autoFocus={product.name === "A New Product"} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField {...field("sku")} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <TextField {...field("barcode")} />
        </Grid>
        <Grid size={12}>
          <TextField {...field("description")} multiline minRows={2} />
        </Grid>
        <ProductReferenceFields values={values} onChange={set} />
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField {...numberField("stock")} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField {...numberField("reserved")} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField {...numberField("cost")} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField {...numberField("basePrice")} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField {...numberField("taxPercent", percent)} />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField
            label={t("fields.price")}
            value={price === null ? "" : format.number(price, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            size="small"
            fullWidth
            helperText={t("priceHint")}
            slotProps={{ htmlInput: { readOnly: true, "aria-live": "polite" } }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextField {...numberField("weight", kg)} />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }} sx={{ display: "flex", alignItems: "center" }}>
          <FormControlLabel
            control={<Switch checked={values.active} onChange={(event) => set("active", event.target.checked)} />}
            label={values.active ? t("active") : t("inactive")}
          />
        </Grid>
        <Grid size={12}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            {t("images")}
          </Typography>
          <ProductImages
            images={values.images}
            thumbnail={values.thumbnail}
            onChange={(images, thumbnail) => setValues((current) => ({ ...current, images, thumbnail }))}
          />
        </Grid>
      </Grid>
      <Box sx={{ display: "flex", gap: 1, mt: 3, flexWrap: "wrap" }}>
        <Button color="error" startIcon={<DeleteOutline />} onClick={() => void remove()}>
          {t("delete")}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Button color="inherit" onClick={onClose}>
          {t("close")}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={isSaving}
          startIcon={isSaving ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t("save")}
        </Button>
      </Box>
    </Box>
  );
}
