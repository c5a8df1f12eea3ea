"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useVendorSignUpFields } from "@/components/vendors/use-vendor-sign-up-fields";
import { useVendorSignUpSubmit } from "@/components/vendors/use-vendor-sign-up-submit";
import { VendorAccountFields } from "@/components/vendors/vendor-account-fields";
import { VendorCurrencyField } from "@/components/vendors/vendor-currency-field";
import type { VendorSignUpMode } from "@/components/vendors/vendor-sign-up-values";
import type { Currency } from "@/lib/events/schema";
import type { CreatedVendor } from "@/lib/vendors/create-schema";

export type { VendorSignUpMode } from "@/components/vendors/vendor-sign-up-values";

/**
 * Vendor sign-up: vendor name (the slug follows it until edited), public address, contact email,
 * currency and description; for a visitor also their name, email and password. Checked with the
 * endpoint's own schema, errors at their field; a taken slug or email comes back as a 409 and is
 * shown at its field too. `onCreated` takes a member's new vendor instead of going home.
 */
export function VendorSignUpForm({
  mode,
  appUrl,
  defaultCurrency,
  onCreated,
}: {
  mode: VendorSignUpMode;
  appUrl: string;
  defaultCurrency: Currency;
  onCreated?: (vendor: CreatedVendor) => void;
}) {
  const t = useTranslations("vendorSignUp");
  const fields = useVendorSignUpFields(mode, defaultCurrency);
  const { formError, isSubmitting, onSubmit } = useVendorSignUpSubmit(mode, fields, onCreated);
  const { values, errors, text } = fields;
  const hostPage = `${appUrl}/p/hosts/${values.slug || "…"}`;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("title")}>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {mode === "visitor" && <VendorAccountFields fields={fields} />}
        <TextField
          {...text("vendorName")}
          onChange={fields.onVendorName}
          label={t("vendorName")}
          helperText={errors.vendorName ?? t("vendorNameHint")}
          autoComplete="organization"
          autoFocus={mode === "member"}
          required
        />
        <TextField
          {...text("slug")}
          onChange={fields.onSlug}
          label={t("slug")}
          helperText={errors.slug ?? t("slugHint", { url: hostPage })}
          required
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">/p/hosts/</InputAdornment> },
            htmlInput: { autoCapitalize: "none", autoCorrect: "off", spellCheck: false },
            formHelperText: { sx: { overflowWrap: "anywhere" } },
          }}
        />
        <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, gap: 2.5 }}>
          <TextField
            {...text("contactEmail")}
            label={t("contactEmail")}
            type="email"
            autoComplete="email"
            helperText={errors.contactEmail ?? t("contactEmailHint")}
            slotProps={{ htmlInput: { inputMode: "email", autoCapitalize: "none" } }}
          />
          <VendorCurrencyField
            value={values.currency}
            error={errors.currency}
            onChange={(currency) => fields.update({ currency })}
          />
        </Box>
        <TextField
          {...text("description")}
          label={t("description")}
          helperText={errors.description ?? t("descriptionHint")}
          multiline
          minRows={3}
          maxRows={8}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {mode === "member" ? t("submit") : t("submitVisitor")}
        </Button>
      </Stack>
    </Box>
  );
}
