"use client";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import {
  productFormValues,
  type ProductFormErrors,
  type ProductFormValues,
} from "@/components/apps/inventory/product-form";
import type { ProductAnswer } from "@/lib/inventory/schema";

type TextFieldName = "name" | "sku" | "barcode" | "description";
type NumberFieldName = "stock" | "reserved" | "cost" | "basePrice" | "taxPercent" | "weight";

/** The product editor's state, and props that bind a MUI TextField to one of its fields. */
export function useProductForm(product: ProductAnswer) {
  const t = useTranslations("inventoryApp");
  const tValidation = useTranslations("validation");
  const [values, setValues] = useState<ProductFormValues>(() => productFormValues(product));
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const errorText = (key: string | undefined) =>
    key === undefined ? undefined : tValidation.has(key as never) ? tValidation(key as never) : key;

  const set = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (name: TextFieldName | NumberFieldName) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errorText(errors[name]),
    label: t(`fields.${name}`),
    fullWidth: true,
    size: "small" as const,
  });

  const numberField = (name: NumberFieldName, endAdornment?: ReactNode) => ({
    ...field(name),
    slotProps: { htmlInput: { inputMode: "decimal" as const }, input: endAdornment ? { endAdornment } : undefined },
  });

  return { values, setValues, set, errors, setErrors, field, numberField };
}
