"use client";
import { signIn } from "next-auth/react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState, type ChangeEvent, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Divider from "@mui/material/Divider";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import InputAdornment from "@mui/material/InputAdornment";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { PasswordField } from "@/components/forms/password-field";
import { CURRENCIES, type Currency } from "@/lib/events/schema";
import { apiFetch, ApiRequestError, jsonBody } from "@/lib/http/api-fetch";
import { SIGNED_IN_HOME } from "@/lib/navigation/route-access";
import { createVendorSchema, slugifyName, vendorSignUpSchema } from "@/lib/vendors/create-schema";

type Values = {
  name: string;
  email: string;
  password: string;
  agreements: boolean;
  vendorName: string;
  slug: string;
  contactEmail: string;
  currency: Currency;
  description: string;
};
type Field = keyof Values;
type Errors = Partial<Record<Field, string>>;

/** "member": a signed-in user adds a vendor; "visitor": a new user and their vendor in one go. */
export type VendorSignUpMode = "member" | "visitor";

const VENDOR_FIELDS = {
  name: "vendorName",
  slug: "slug",
  contactEmail: "contactEmail",
  currency: "currency",
  description: "description",
} as const;

/** The request body for the mode; the same zod schema as the endpoint checks it. */
function toBody(mode: VendorSignUpMode, values: Values) {
  const vendor = {
    name: values.vendorName,
    slug: values.slug,
    contactEmail: values.contactEmail,
    currency: values.currency,
    description: values.description,
  };
  return mode === "member"
    ? vendor
    : { name: values.name, email: values.email, password: values.password, agreements: values.agreements, vendor };
}

/** The form field behind an issue path of either body (`["slug"]`, `["vendor", "slug"]`, `["email"]` ...). */
function fieldOf(mode: VendorSignUpMode, path: PropertyKey[]): Field | undefined {
  const [first, second] = path.map(String);
  if (mode === "member") return VENDOR_FIELDS[first as keyof typeof VENDOR_FIELDS];
  if (first === "vendor") return VENDOR_FIELDS[second as keyof typeof VENDOR_FIELDS];
  return (["name", "email", "password", "agreements"] as const).find((field) => field === first);
}

/**
 * Vendor sign-up: vendor name (the slug follows it until edited), public address, contact email,
 * currency and description; for a visitor also their name, email and password. Checked with the
 * endpoint's own schema, errors at their field; a taken slug or email comes back as a 409 and is
 * shown at its field too.
 */
export function VendorSignUpForm({
  mode,
  appUrl,
  defaultCurrency,
}: {
  mode: VendorSignUpMode;
  appUrl: string;
  defaultCurrency: Currency;
}) {
  const t = useTranslations("vendorSignUp");
  const tValidation = useTranslations("validation");
  const tCommon = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const schema = mode === "member" ? createVendorSchema : vendorSignUpSchema;
  const [values, setValues] = useState<Values>({
    name: "",
    email: "",
    password: "",
    agreements: false,
    vendorName: "",
    slug: "",
    contactEmail: "",
    currency: defaultCurrency,
    description: "",
  });
  const [isSlugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const currencyNames = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "currency" });
    return Object.fromEntries(CURRENCIES.map((code) => [code, names.of(code) ?? code]));
  }, [locale]);

  function check(next: Values): Errors {
    const result = schema.safeParse(toBody(mode, next));
    if (result.success) return {};
    const found: Errors = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(mode, issue.path);
      if (field && !found[field])
        found[field] = tValidation.has(issue.message as never) ? tValidation(issue.message as never) : issue.message;
    }
    return found;
  }

  function update(changes: Partial<Values>) {
    const next = { ...values, ...changes };
    setValues(next);
    // Fields that already showed an error are re-checked as the user types, so the error clears at once.
    const fresh = check(next);
    setErrors((current) => {
      const updated = { ...current };
      for (const field of Object.keys(changes) as Field[])
        if (touched[field] || current[field]) updated[field] = fresh[field];
      if (changes.vendorName !== undefined && !isSlugEdited && (touched.slug || current.slug))
        updated.slug = fresh.slug;
      return updated;
    });
  }

  function onVendorName(event: ChangeEvent<HTMLInputElement>) {
    const vendorName = event.target.value;
    update(isSlugEdited ? { vendorName } : { vendorName, slug: slugifyName(vendorName) });
  }

  function onSlug(event: ChangeEvent<HTMLInputElement>) {
    const slug = event.target.value.toLowerCase().replace(/\s+/g, "-");
    // Clearing the slug hands it back to the name.
    setSlugEdited(slug !== "");
    update({ slug: slug === "" ? slugifyName(values.vendorName) : slug });
  }

  function blur(field: Field) {
    if (values[field] === "") return; // leaving an empty field is not yet a mistake
    setTouched((current) => ({ ...current, [field]: true }));
    setErrors((current) => ({ ...current, [field]: check(values)[field] }));
  }

  function text(field: Exclude<Field, "agreements" | "currency">) {
    return {
      name: field,
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => update({ [field]: event.target.value }),
      onBlur: () => blur(field),
      error: Boolean(errors[field]),
      helperText: errors[field],
    };
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const found = check(values);
    setTouched(Object.fromEntries(Object.keys(values).map((key) => [key, true])));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError(t("checkFields"));
      return;
    }
    const body = schema.parse(toBody(mode, values));
    setSubmitting(true);
    try {
      if (mode === "member") {
        await apiFetch("/api/vendors", jsonBody("POST", body));
        // The shell (user menu, account name) is rendered on the server: refresh it, then go home as the vendor.
        router.refresh();
        router.push(SIGNED_IN_HOME);
        return;
      }
      const input = body as ReturnType<typeof vendorSignUpSchema.parse>;
      await apiFetch("/api/auth/vendor-sign-up", jsonBody("POST", input));
      const signedIn = await signIn("credentials", {
        redirect: false,
        email: input.email,
        password: input.password,
        rememberMe: "true",
      });
      if (!signedIn?.ok) {
        setFormError(t("signInFailed"));
        setSubmitting(false);
        return;
      }
      // A full navigation, as after signing in, so every server component renders with the new session.
      window.location.assign(SIGNED_IN_HOME);
    } catch (failure) {
      setSubmitting(false);
      const conflict =
        failure instanceof ApiRequestError && failure.status === 409
          ? (failure.body as { error?: { code?: string } }).error?.code
          : undefined;
      if (conflict === "slug_taken") {
        setErrors((current) => ({ ...current, slug: t("slugTaken") }));
        setFormError(t("checkFields"));
      } else if (conflict === "email_taken") {
        setErrors((current) => ({ ...current, email: t("emailTaken") }));
        setFormError(t("checkFields"));
      } else setFormError(tCommon("genericError"));
    }
  }

  const hostPage = `${appUrl}/p/hosts/${values.slug || "…"}`;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label={t("title")}>
      <Stack spacing={2.5}>
        {formError && (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        )}
        {mode === "visitor" && (
          <>
            <Typography
              variant="overline"
              component="h2"
              color="text.secondary"
              sx={{ fontWeight: 700, lineHeight: 1.5 }}
            >
              {t("accountSection")}
            </Typography>
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
            <Typography
              variant="overline"
              component="h2"
              color="text.secondary"
              sx={{ fontWeight: 700, lineHeight: 1.5 }}
            >
              {t("vendorSection")}
            </Typography>
          </>
        )}
        <TextField
          {...text("vendorName")}
          onChange={onVendorName}
          label={t("vendorName")}
          helperText={errors.vendorName ?? t("vendorNameHint")}
          autoComplete="organization"
          autoFocus={mode === "member"}
          required
        />
        <TextField
          {...text("slug")}
          onChange={onSlug}
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
          <TextField
            select
            name="currency"
            label={t("currency")}
            value={values.currency}
            onChange={(event) => update({ currency: event.target.value as Currency })}
            error={Boolean(errors.currency)}
            helperText={errors.currency ?? t("currencyHint")}
          >
            {CURRENCIES.map((code) => (
              <MenuItem key={code} value={code}>
                {code} · {currencyNames[code]}
              </MenuItem>
            ))}
          </TextField>
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
