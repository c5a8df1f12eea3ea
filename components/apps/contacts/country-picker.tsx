"use client";
import { useTranslations } from "next-intl";
import Autocomplete, { createFilterOptions } from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { CountryBadge } from "@/components/apps/contacts/country-badge";
import type { Country } from "@/lib/swr/use-contacts";

const filter = createFilterOptions<Country>({
  stringify: (country) => `${country.name} ${country.code} ${country.iso}`,
});

/** A phone number's country: its flag and dialling code in the field, found by name, code or ISO code. */
export function CountryPicker({
  value,
  onChange,
  countries,
  error,
  helperText,
  label,
}: {
  value: string;
  onChange: (iso: string) => void;
  countries: Country[] | undefined;
  error?: boolean;
  helperText?: string;
  label: string;
}) {
  const t = useTranslations("contactsApp.editor");
  const selected = countries?.find((country) => country.iso === value) ?? null;
  return (
    <Autocomplete
      options={countries ?? []}
      loading={!countries}
      value={selected}
      onChange={(_event, country) => country && onChange(country.iso)}
      disableClearable={selected !== null}
      filterOptions={filter}
      getOptionLabel={(country) => country.code}
      isOptionEqualToValue={(option, current) => option.iso === current.iso}
      autoHighlight
      size="small"
      noOptionsText={t("noCountry")}
      loadingText={t("loadingCountries")}
      slotProps={{ popper: { placement: "bottom-start", sx: { minWidth: 300 } } }}
      renderOption={({ key, ...props }, country) => (
        <Box component="li" key={key} {...props} sx={{ display: "flex", gap: 1.5 }}>
          <CountryBadge iso={country.iso} />
          <Typography component="span" sx={{ flex: 1 }} noWrap>
            {country.name}
          </Typography>
          <Typography component="span" color="text.secondary">
            {country.code}
          </Typography>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={error}
          helperText={helperText}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: selected && <CountryBadge iso={selected.iso} />,
            },
            htmlInput: { ...params.slotProps.htmlInput, "aria-description": selected?.name },
          }}
        />
      )}
    />
  );
}
