"use client";
import { useMemo, useState } from "react";
import Autocomplete from "@mui/material/Autocomplete";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { supportedTimeZones, timeZoneOffsetLabel } from "@/lib/events/zoned-time";

/** "America/Argentina/Buenos_Aires" → "America / Argentina / Buenos Aires". */
function readableZone(zone: string) {
  return zone.replace(/_/g, " ").replace(/\//g, " / ");
}

/**
 * The event's IANA time zone, picked from every zone the browser knows (typing "bucharest" or
 * "new york" finds it); each option shows its current offset.
 */
export function TimeZoneField({
  value,
  onChange,
  label,
  error,
  helperText,
  id,
}: {
  value: string;
  onChange: (zone: string) => void;
  label: string;
  error?: boolean;
  helperText?: string;
  id?: string;
}) {
  const [now] = useState(() => new Date());
  const zones = useMemo(() => {
    const all = supportedTimeZones();
    return all.includes(value) || !value ? all : [value, ...all];
  }, [value]);
  const offsets = useMemo(() => new Map(zones.map((zone) => [zone, timeZoneOffsetLabel(zone, now)])), [zones, now]);

  return (
    <Autocomplete
      id={id}
      options={zones}
      value={value || zones[0]}
      onChange={(_event, zone) => zone && onChange(zone)}
      autoHighlight
      disableClearable
      getOptionLabel={(zone) => readableZone(zone)}
      filterOptions={(options, state) => {
        const query = state.inputValue
          .trim()
          .toLowerCase()
          .replace(/[\s_/]+/g, " ");
        if (!query) return options;
        return options.filter(
          (zone) =>
            readableZone(zone)
              .toLowerCase()
              .replace(/[\s/]+/g, " ")
              .includes(query) || (offsets.get(zone) ?? "").toLowerCase() === query,
        );
      }}
      renderOption={({ key, ...props }, zone) => (
        <Box component="li" key={key} {...props} sx={{ display: "flex", justifyContent: "space-between", gap: 2 }}>
          <span>{readableZone(zone)}</span>
          <Box component="span" sx={{ color: "text.secondary", fontSize: 13, whiteSpace: "nowrap" }}>
            {offsets.get(zone)}
          </Box>
        </Box>
      )}
      renderInput={(params) => <TextField {...params} label={label} required error={error} helperText={helperText} />}
    />
  );
}
