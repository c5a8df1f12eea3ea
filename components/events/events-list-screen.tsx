"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { EventActionsMenu } from "@/components/events/event-actions-menu";
import { EventListEmpty } from "@/components/events/event-list-empty";
import { EventListPager } from "@/components/events/event-list-pager";
import { EventListRow } from "@/components/events/event-list-row";
import { EventListSkeleton } from "@/components/events/event-list-skeleton";
import { EventListTabs } from "@/components/events/event-list-tabs";
import { FeedbackProvider } from "@/components/events/feedback";
import { FilterSelect, SearchField } from "@/components/events/list-controls";
import { useEventActions } from "@/components/events/use-event-actions";
import { useEventsListQuery } from "@/components/events/use-events-list-query";
import { useEventList } from "@/lib/swr/use-events";
import { EVENT_SORTS } from "@/lib/events/schema";

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
  const query = useEventsListQuery();
  const { data, error, isLoading, mutate } = useEventList({
    tab: query.tab,
    search: query.search,
    sort: query.sort,
    page: query.page,
  });
  const actions = useEventActions();
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
        <EventListTabs tab={query.tab} counts={data?.counts} onSelect={query.selectTab} />

        <Box sx={{ display: "flex", gap: 1.5, p: 2, flexWrap: { xs: "wrap", sm: "nowrap" } }}>
          <SearchField
            value={query.searchText}
            onChange={query.setSearchText}
            placeholder={t("list.searchPlaceholder")}
            label={t("list.search")}
          />
          <FilterSelect label={t("list.sort")} value={query.sort} onChange={query.selectSort} width={240}>
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
          <EventListSkeleton />
        ) : events.length === 0 ? (
          <EventListEmpty tab={query.tab} isSearch={query.search !== ""} />
        ) : (
          <Box
            component="ul"
            aria-label={t("list.eventsLabel")}
            aria-busy={isLoading}
            sx={{ listStyle: "none", m: 0, p: 0, opacity: isLoading ? 0.6 : 1, transition: "opacity 120ms" }}
          >
            {events.map((event) => (
              <EventListRow key={event.id} event={event} menu={<EventActionsMenu event={event} actions={actions} />} />
            ))}
          </Box>
        )}

        {data && data.total > 0 && <EventListPager list={data} page={query.page} onPageChange={query.selectPage} />}
      </Paper>
    </Box>
  );
}
