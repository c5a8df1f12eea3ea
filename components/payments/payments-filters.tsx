"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import { ExportCsvButton, FilterSelect, SearchField } from "@/components/events/list-controls";
import type { PaymentsView } from "@/components/payments/payments-query";
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from "@/lib/payments/schema";
import { useDebounced } from "@/lib/hooks/use-debounced";
import type { EventOption } from "@/lib/swr/use-payments";

type Props = {
  view: PaymentsView;
  onChange: (changes: Partial<PaymentsView>) => void;
  events: EventOption[] | undefined;
  csvHref: string;
};

const SEARCH_DELAY_MS = 350;

/** Search (buyer name, email or reference), status, provider and event above the list, and the CSV of what they select. */
export function PaymentsFilters({ view, onChange, events, csvHref }: Props) {
  const t = useTranslations("payments");
  const statusLabel = useTranslations("events.orderStatus");
  const [searchText, setSearchText] = useState(view.search);
  const search = useDebounced(searchText.trim(), SEARCH_DELAY_MS);

  // The box writes the URL once typing pauses; only what was typed starts a search.
  const written = useRef(view.search);
  useEffect(() => {
    if (search === view.search) return;
    written.current = search;
    onChange({ search });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the URL follows the box, not the other way round
  }, [search]);

  // …and the box follows the URL when something else changes it ("Clear filters", Back).
  useEffect(() => {
    if (view.search === written.current) return;
    written.current = view.search;
    setSearchText(view.search);
  }, [view.search]);

  // An event the filter names but the options lack (more than a hundred events): still shown by its id.
  const eventOptions =
    view.eventId && events && !events.some((event) => event.id === view.eventId)
      ? [...events, { id: view.eventId, title: t("filters.otherEvent") }]
      : (events ?? []);

  return (
    <Box
      sx={{
        display: "flex",
        gap: 1.5,
        px: { xs: 2, sm: 2.5 },
        pb: 2,
        flexWrap: "wrap",
        alignItems: "center",
        "& > .MuiTextField-root:first-of-type": { flex: { xs: "1 1 100%", md: "1 1 220px" } },
      }}
    >
      <SearchField
        value={searchText}
        onChange={setSearchText}
        placeholder={t("filters.searchPlaceholder")}
        label={t("filters.search")}
      />
      <FilterSelect
        label={t("filters.status")}
        value={view.status}
        onChange={(value) => onChange({ status: value as PaymentsView["status"] })}
        width={190}
      >
        <MenuItem value="">{t("filters.allStatuses")}</MenuItem>
        {PAYMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {statusLabel(status)}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t("filters.provider")}
        value={view.provider}
        onChange={(value) => onChange({ provider: value as PaymentsView["provider"] })}
        width={150}
      >
        <MenuItem value="">{t("filters.allProviders")}</MenuItem>
        {PAYMENT_PROVIDERS.map((provider) => (
          <MenuItem key={provider} value={provider}>
            {t(`providers.${provider}`)}
          </MenuItem>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t("filters.event")}
        value={events || !view.eventId ? view.eventId : ""}
        onChange={(value) => onChange({ eventId: value })}
        width={220}
      >
        <MenuItem value="">{t("filters.allEvents")}</MenuItem>
        {eventOptions.map((event) => (
          <MenuItem key={event.id} value={event.id} sx={{ maxWidth: 360, whiteSpace: "normal" }}>
            {event.title}
          </MenuItem>
        ))}
      </FilterSelect>
      <Box sx={{ flex: { md: "none" }, ml: { md: "auto" } }}>
        <ExportCsvButton href={csvHref} />
      </Box>
    </Box>
  );
}
