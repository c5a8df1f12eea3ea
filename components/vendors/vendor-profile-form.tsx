"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { TimeZoneField } from "@/components/events/time-zone-field";
import { useVendorProfileForm } from "@/components/vendors/use-vendor-profile-form";
import { VendorCurrencyField } from "@/components/vendors/vendor-currency-field";
import { VendorLogoField } from "@/components/vendors/vendor-logo-field";
import type { VendorProfile } from "@/lib/vendors/team-schema";

/**
 * The profile as owners and admins edit it: name, public address (slug), logo, description, contact
 * email, currency and time zone; "Save profile" sends what changed.
 */
export function VendorProfileForm({ vendor }: { vendor: VendorProfile }) {
  const t = useTranslations("vendors.profile");
  const form = useVendorProfileForm(vendor);
  const { values, errors } = form;
  const slugChanged = values.slug.trim() !== vendor.slug;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.submit}
      aria-label={t("formLabel")}
      sx={{ display: "flex", flexDirection: "column", gap: 2.5, p: { xs: 2, sm: 2.5 }, pt: { xs: 0, sm: 0 } }}
    >
      {form.formError && (
        <Alert severity="error" role="alert">
          {form.formError}
        </Alert>
      )}
      <VendorLogoField
        name={values.name || vendor.name}
        value={values.logo}
        error={form.message(errors.logo)}
        onChange={(logo) => form.update({ logo })}
      />
      <TextField {...form.field("name")} label={t("name")} required autoComplete="organization" />
      <TextField
        {...form.field("slug")}
        label={t("slug")}
        required
        helperText={form.field("slug").helperText ?? (slugChanged ? t("slugChangeWarning") : t("slugHint"))}
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">/p/hosts/</InputAdornment> },
          htmlInput: { autoCapitalize: "none", autoCorrect: "off", spellCheck: false },
        }}
      />
      <TextField
        {...form.field("description")}
        label={t("description")}
        helperText={form.field("description").helperText ?? t("descriptionHint")}
        multiline
        minRows={3}
        maxRows={10}
      />
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" }, gap: 2.5 }}>
        <TextField
          {...form.field("contactEmail")}
          label={t("contactEmail")}
          type="email"
          helperText={form.field("contactEmail").helperText ?? t("contactEmailHint")}
          slotProps={{ htmlInput: { inputMode: "email", autoCapitalize: "none" } }}
        />
        <VendorCurrencyField
          value={values.currency}
          error={form.message(errors.currency)}
          onChange={(currency) => form.update({ currency })}
        />
      </Box>
      <TimeZoneField
        id="vendor-profile-timezone"
        label={t("timezone")}
        value={values.timezone}
        onChange={(timezone) => form.update({ timezone })}
        error={Boolean(errors.timezone)}
        helperText={form.message(errors.timezone) ?? t("timezoneHint")}
      />
      <Box sx={{ display: "flex", gap: 1, justifyContent: "flex-end", flexWrap: "wrap" }}>
        {form.isDirty && (
          <Button color="inherit" onClick={form.reset} disabled={form.isSaving}>
            {t("discard")}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={form.isSaving} disabled={!form.isDirty}>
          {t("save")}
        </Button>
      </Box>
    </Box>
  );
}
