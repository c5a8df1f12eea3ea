"use client";
import NextLink from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import AddOutlined from "@mui/icons-material/AddOutlined";
import EventOutlined from "@mui/icons-material/EventOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import Pagination from "@mui/material/Pagination";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { EventActionsMenu } from "@/components/events/event-actions-menu";
import { EventCover } from "@/components/events/event-cover";
import { FeedbackProvider } from "@/components/events/feedback";
import { displayStatus, formatEventRange, venueLine } from "@/components/events/format";
import { FilterSelect, SearchField } from "@/components/events/list-controls";
import { formatMoney } from "@/lib/text/money";
import { EventStatusChip } from "@/components/events/status-chips";
import type { EventListItem } from "@/components/events/types";
import { useEventActions } from "@/components/events/use-event-actions";
import { useEventList } from "@/lib/swr/use-events";
import { EVENT_SORTS, EVENT_TABS, EVENTS_PAGE_SIZE, type EventTab } from "@/lib/events/schema";

const SEARCH_DELAY_MS = 350;

function readQuery(params: URLSearchParams) {
  const tab = (EVENT_TABS as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as EventTab)
    : "upcoming";
  const sort = (EVENT_SORTS as readonly string[]).includes(params.get("sort") ?? "")
    ? (params.get("sort") as string)
    : "";
  const page = Math.max(1, Math.min(10_000, Number.parseInt(params.get("page") ?? "1", 10) || 1));
  return { tab, search: params.get("search") ?? "", sort, page };
}

/** Past events read best newest first; everything else soonest first. */
function defaultSort(tab: EventTab) {
  return tab === "past" || tab === "archived" || tab === "cancelled" ? "-startsAt" : "startsAt";
}

export function EventsListScreen() {
  return (
    <FeedbackProvider>
      <EventsList />
    </FeedbackProvider>
  );
}

/**
 * /pages/events: the account's events by tab, with search, sort and paging kept in the URL (so a
 * reload or a shared link shows the same list); the server pages in SQL.
 */
function EventsList() {
  const t = useTranslations("events");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const query = readQuery(params);
  const sort = query.sort || defaultSort(query.tab);
  const [searchText, setSearchText] = useState(query.search);
  const { data, error, isLoading, mutate } = useEventList({
    tab: query.tab,
    search: query.search,
    sort,
    page: query.page,
  });
  const actions = useEventActions();

  function navigate(changes: Partial<Record<"tab" | "search" | "sort" | "page", string | number>>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === "" || value === undefined || (key === "page" && value === 1)) next.delete(key);
      else next.set(key, String(value));
    }
    const text = next.toString();
    router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
  }

  // The search box writes the URL once typing pauses.
  useEffect(() => {
    if (searchText.trim() === query.search) return;
    const timer = setTimeout(() => navigate({ search: searchText.trim(), page: 1 }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [searchText]);

  const pageCount = data ? Math.max(1, Math.ceil(data.total / (data.pageSize || EVENTS_PAGE_SIZE))) : 1;
  const events = data?.events ?? [];

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
      <Box sx={{ display: "flex", alignItems: { xs: "flex-start", sm: "center" }, gap: 2, flexWrap: "wrap" }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}>
            {t("list.title")}
          </Typography>
          <Typography color="text.secondary">{t("list.subtitle")}</Typography>
        </Box>
        <Button
          component={NextLink}
          href="/pages/events/new"
          variant="contained"
          startIcon={<AddOutlined />}
          size="large"
        >
          {t("actions.create")}
        </Button>
      </Box>

      <Paper variant="outlined" sx={{ overflow: "hidden" }}>
        <Tabs
          value={query.tab}
          onChange={(_event, tab: EventTab) => navigate({ tab, page: 1, sort: "" })}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t("list.tabsLabel")}
          sx={{
            borderBottom: 1,
            borderColor: "divider",
            px: { xs: 0, sm: 1 },
            "& .MuiTabs-scrollButtons.Mui-disabled": { display: "none" },
          }}
        >
          {EVENT_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={
                <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
                  {t(`tabs.${tab}`)}
                  <Chip
                    component="span"
                    size="small"
                    label={data?.counts?.[tab] ?? "·"}
                    aria-label={t("list.tabCount", { count: data?.counts?.[tab] ?? 0 })}
                    color={query.tab === tab ? "primary" : "default"}
                    sx={{ height: 20, minWidth: 24, fontSize: 12, fontWeight: 700, "& .MuiChip-label": { px: 0.75 } }}
                  />
                </Box>
              }
              sx={{ minHeight: 52 }}
            />
          ))}
        </Tabs>

        <Box sx={{ display: "flex", gap: 1.5, p: 2, flexWrap: { xs: "wrap", sm: "nowrap" } }}>
          <SearchField
            value={searchText}
            onChange={setSearchText}
            placeholder={t("list.searchPlaceholder")}
            label={t("list.search")}
          />
          <FilterSelect
            label={t("list.sort")}
            value={sort}
            onChange={(value) => navigate({ sort: value === defaultSort(query.tab) ? "" : value, page: 1 })}
            width={240}
          >
            {EVENT_SORTS.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`sorts.${option}`)}
              </MenuItem>
            ))}
          </FilterSelect>
        </Box>

        {error && !data ? (
          <Alert
            severity="error"
            sx={{ m: 2, mt: 0 }}
            action={
              <Button color="inherit" size="small" onClick={() => void mutate()}>
                {t("common.retry")}
              </Button>
            }
          >
            {t("list.loadFailed")}
          </Alert>
        ) : !data ? (
          // Also what the server renders: SWR reads the list in the browser.
          <RowSkeletons />
        ) : events.length === 0 ? (
          <EmptyTab tab={query.tab} isSearch={query.search !== ""} />
        ) : (
          <Box
            component="ul"
            aria-label={t("list.eventsLabel")}
            aria-busy={isLoading}
            sx={{ listStyle: "none", m: 0, p: 0, opacity: isLoading ? 0.6 : 1, transition: "opacity 120ms" }}
          >
            {events.map((event) => (
              <EventRow key={event.id} event={event} menu={<EventActionsMenu event={event} actions={actions} />} />
            ))}
          </Box>
        )}

        {data && data.total > 0 && (
          <Box
            sx={{
              display: "flex",
              alignItems: "center",
              justifyContent: "space-between",
              gap: 2,
              p: 2,
              borderTop: 1,
              borderColor: "divider",
              flexWrap: "wrap",
            }}
          >
            <Typography variant="body2" color="text.secondary">
              {t("list.showing", {
                from: (data.page - 1) * data.pageSize + 1,
                to: Math.min(data.total, data.page * data.pageSize),
                total: data.total,
              })}
            </Typography>
            {pageCount > 1 && (
              <Pagination
                count={pageCount}
                page={Math.min(query.page, pageCount)}
                onChange={(_event, page) => navigate({ page })}
                shape="rounded"
                color="primary"
                siblingCount={0}
                getItemAriaLabel={(type, page, selected) =>
                  type === "page"
                    ? t(selected ? "list.pageCurrent" : "list.page", { page: page ?? 0 })
                    : type === "first" || type === "last" || type === "next" || type === "previous"
                      ? t(`list.${type}`)
                      : ""
                }
              />
            )}
          </Box>
        )}
      </Paper>
    </Box>
  );
}

function EventRow({ event, menu }: { event: EventListItem; menu: ReactNode }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const status = displayStatus(event);
  const limit = event.capacity > 0 ? event.capacity : null;
  const sold = event.ticketsSold;
  const isOnline = event.format === "online";
  const place = isOnline ? t("format.onlineShort") : venueLine(event) || t("list.noVenue");

  return (
    <Box
      component="li"
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "56px minmax(0, 1fr) auto", md: "64px minmax(0, 1fr) 150px 120px auto" },
        gridTemplateAreas: { xs: `"cover main menu" "stats stats stats"`, md: `"cover main stats revenue menu"` },
        alignItems: "center",
        columnGap: { xs: 1.5, md: 2.5 },
        rowGap: 1,
        px: 2,
        py: 1.75,
        "& + &": { borderTop: 1, borderColor: "divider" },
        "&:hover": { bgcolor: "action.hover" },
      }}
    >
      <Box sx={{ gridArea: "cover" }}>
        <EventCover src={event.coverImage} startsAt={event.startsAt} locale={locale} size={56} />
      </Box>
      <Box sx={{ gridArea: "main", minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Link
            component={NextLink}
            href={`/pages/events/${event.id}`}
            underline="hover"
            color="text.primary"
            sx={{ fontWeight: 700, fontSize: "1rem", overflowWrap: "anywhere" }}
          >
            {event.title}
          </Link>
          <EventStatusChip status={status} />
          {event.visibility !== "public" && (
            <Chip size="small" variant="outlined" label={t(`visibility.${event.visibility}`)} />
          )}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {formatEventRange(event.startsAt, event.endsAt, locale)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: "flex", alignItems: "center", gap: 0.5, minWidth: 0 }}
        >
          {isOnline ? (
            <VideocamOutlined sx={{ fontSize: 16 }} aria-hidden />
          ) : (
            <PlaceOutlined sx={{ fontSize: 16 }} aria-hidden />
          )}
          <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
            {place}
            {event.format === "hybrid" && ` · ${t("format.onlineShort")}`}
          </Box>
        </Typography>
      </Box>
      <Box
        sx={{
          gridArea: "stats",
          display: "flex",
          flexDirection: { xs: "row", md: "column" },
          alignItems: { xs: "center", md: "stretch" },
          gap: { xs: 2, md: 0.5 },
          pl: { xs: "68px", md: 0 },
        }}
      >
        <Box sx={{ flex: { xs: 1, md: "none" }, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {limit ? t("list.soldOf", { sold, limit }) : t("list.sold", { sold })}
          </Typography>
          {limit ? (
            <LinearProgress
              variant="determinate"
              value={Math.min(100, (sold / limit) * 100)}
              aria-label={t("list.soldOf", { sold, limit })}
              color={sold >= limit ? "warning" : "primary"}
              sx={{ height: 6, borderRadius: 3, mt: 0.5 }}
            />
          ) : null}
        </Box>
        <Typography
          variant="body2"
          sx={{ display: { xs: "block", md: "none" }, fontWeight: 600, whiteSpace: "nowrap" }}
        >
          {formatMoney(event.revenue, event.currency, locale)}
        </Typography>
      </Box>
      <Box sx={{ gridArea: "revenue", display: { xs: "none", md: "block" }, textAlign: "right" }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatMoney(event.revenue, event.currency, locale)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t("list.revenue")}
        </Typography>
      </Box>
      <Box sx={{ gridArea: "menu" }}>{menu}</Box>
    </Box>
  );
}

function RowSkeletons() {
  return (
    <Box aria-hidden sx={{ px: 2 }}>
      {[0, 1, 2, 3].map((row) => (
        <Box
          key={row}
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 2,
            py: 1.75,
            "& + &": { borderTop: 1, borderColor: "divider" },
          }}
        >
          <Skeleton variant="rounded" width={56} height={56} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" height={24} />
            <Skeleton width="60%" />
            <Skeleton width="30%" />
          </Box>
          <Skeleton variant="rounded" width={120} height={28} sx={{ display: { xs: "none", md: "block" } }} />
        </Box>
      ))}
    </Box>
  );
}

function EmptyTab({ tab, isSearch }: { tab: EventTab; isSearch: boolean }) {
  const t = useTranslations("events");
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: 1,
        px: 3,
        py: { xs: 6, md: 8 },
      }}
    >
      <Box
        sx={{
          width: 64,
          height: 64,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          bgcolor: "action.hover",
          color: "text.secondary",
          mb: 1,
        }}
      >
        {isSearch ? <SearchOutlined /> : <EventOutlined />}
      </Box>
      <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
        {isSearch ? t("empty.searchTitle") : t(`empty.${tab}.title`)}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {isSearch ? t("empty.searchText") : t(`empty.${tab}.text`)}
      </Typography>
      <Button
        component={NextLink}
        href="/pages/events/new"
        variant="contained"
        startIcon={<AddOutlined />}
        sx={{ mt: 2 }}
      >
        {t("actions.create")}
      </Button>
    </Box>
  );
}
