"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import CheckCircle from "@mui/icons-material/CheckCircle";
import GroupOutlined from "@mui/icons-material/GroupOutlined";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "@/components/events/format";
import {
  ExportCsvButton,
  FilterSelect,
  SearchField,
  TableLoadState,
  TablePager,
  TableToolbar,
  usePaging,
} from "@/components/events/list-controls";
import { EmptyPanel, TabHeader } from "@/components/events/tab-parts";
import { CODE_FONT, HIDE_ON_PHONE } from "@/components/events/shared-styles";
import type { HostEvent } from "@/components/events/types";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { eventUrl, queryString, useAttendees } from "@/lib/swr/use-events";

const MONO = { fontFamily: CODE_FONT, letterSpacing: "0.04em" } as const;

/** Everyone holding a valid ticket: searched by name, email or code, filtered by check-in, exported as CSV. */
export function AttendeesTab({ event }: { event: HostEvent }) {
  const t = useTranslations("events");
  const locale = useLocale();
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText.trim(), 350);
  const [checkedIn, setCheckedIn] = useState<"" | "yes" | "no">("");
  const paging = usePaging(50);
  const { data, error, isLoading } = useAttendees(event.id, {
    search,
    checkedIn: checkedIn || undefined,
    page: paging.page,
    pageSize: paging.pageSize,
  });
  const attendees = data?.attendees;
  const isFiltered = search !== "" || checkedIn !== "";
  const csvHref = eventUrl(
    event.id,
    `/attendees${queryString({ format: "csv", search, checkedIn: checkedIn || undefined })}`,
  );

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <TabHeader
        title={t("attendees.title")}
        subtitle={
          data
            ? t("attendees.summary", { checkedIn: data.checkedInCount, total: data.attendeesCount })
            : t("attendees.subtitle")
        }
        action={<ExportCsvButton href={csvHref} />}
      />
      <TableToolbar>
        <SearchField
          value={searchText}
          onChange={paging.resetting(setSearchText)}
          placeholder={t("attendees.searchPlaceholder")}
          label={t("attendees.search")}
        />
        <FilterSelect
          label={t("attendees.checkedInFilter")}
          value={checkedIn}
          onChange={paging.resetting((value) => setCheckedIn(value as "" | "yes" | "no"))}
          width={220}
        >
          <MenuItem value="">{t("attendees.filter.all")}</MenuItem>
          <MenuItem value="yes">{t("attendees.filter.yes")}</MenuItem>
          <MenuItem value="no">{t("attendees.filter.no")}</MenuItem>
        </FilterSelect>
      </TableToolbar>
      <TableLoadState isLoaded={Boolean(data)} error={error} />
      {attendees?.length === 0 && (
        <EmptyPanel
          icon={<GroupOutlined />}
          title={isFiltered ? t("attendees.noMatchTitle") : t("attendees.emptyTitle")}
          text={isFiltered ? t("attendees.noMatchText") : t("attendees.emptyText")}
        />
      )}
      {attendees && attendees.length > 0 && (
        <TableContainer sx={{ opacity: isLoading ? 0.6 : 1 }}>
          <Table size="small" aria-label={t("attendees.title")}>
            <TableHead>
              <TableRow>
                <TableCell>{t("attendees.columns.name")}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t("attendees.columns.ticket")}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t("attendees.columns.code")}</TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{t("attendees.columns.order")}</TableCell>
                <TableCell sx={{ whiteSpace: "nowrap" }}>{t("attendees.columns.checkedIn")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {attendees.map((attendee) => (
                <TableRow key={attendee.id} hover>
                  <TableCell sx={{ maxWidth: 280 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>
                      {attendee.name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
                      {attendee.email}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ display: { md: "none" } }}>
                      {attendee.ticketTypeName} ·{" "}
                      <Box component="span" sx={MONO}>
                        {attendee.code}
                      </Box>
                    </Typography>
                  </TableCell>
                  <TableCell sx={HIDE_ON_PHONE}>{attendee.ticketTypeName}</TableCell>
                  <TableCell sx={{ ...HIDE_ON_PHONE, ...MONO }}>{attendee.code}</TableCell>
                  <TableCell sx={{ ...HIDE_ON_PHONE, ...MONO, whiteSpace: "nowrap" }}>
                    {attendee.orderReference}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    {attendee.checkedInAt ? (
                      <Box sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, color: "success.main" }}>
                        <CheckCircle fontSize="small" aria-hidden />
                        <Typography variant="body2" component="span">
                          {formatDateTime(attendee.checkedInAt, locale)}
                        </Typography>
                      </Box>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        {t("attendees.notYet")}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {data && data.total > 0 && <TablePager total={data.total} paging={paging} sizes={[50, 100, 200]} />}
    </Paper>
  );
}
