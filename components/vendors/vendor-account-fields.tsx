"use client";
import { useTranslations } from "next-intl";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import TextField from "@mui/material/TextField";
import { PasswordField } from "@/components/forms/password-field";
import type { VendorSignUpFields } from "@/components/vendors/use-vendor-sign-up-fields";
import { VendorSectionHeading } from "@/components/vendors/vendor-section-heading";

/** A visitor's own account (name, email, password, agreements), then the vendor part's heading. */
export function VendorAccountFields({ fields }: { fields: VendorSignUpFields }) {
  const t = useTranslations("vendorSignUp");
  const { values, errors, text, update } = fields;
  return (
    <>
      <VendorSectionHeading>{t("accountSection")}</VendorSectionHeading>
      <TextField {...text("name")} label={t("name")} autoComplete="name" required />
      <TextField
        {...text("email")}
        label={t("email")}
        type="email"
        autoComplete="email"
        required
        slotProps={{ htmlInput: { inputMode: "email", autoCapitalize: "none" } }}
      />
      <PasswordField
        {...text("password")}
        helperText={errors.password ?? t("passwordHint")}
        label={t("password")}
        autoComplete="new-password"
        required
      />
      <FormControl error={Boolean(errors.agreements)}>
        <FormControlLabel
          control={
            <Checkbox
              name="agreements"
              checked={values.agreements}
              onChange={(event) => update({ agreements: event.target.checked })}
            />
          }
          label={t("agreements")}
        />
        {errors.agreements && <FormHelperText>{errors.agreements}</FormHelperText>}
      </FormControl>
      <Divider />
      <VendorSectionHeading>{t("vendorSection")}</VendorSectionHeading>
    </>
  );
}
