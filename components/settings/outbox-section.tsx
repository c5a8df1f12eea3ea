"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import Skeleton from "@mui/material/Skeleton";
import TextField from "@mui/material/TextField";
import MailOutlined from "@mui/icons-material/MailOutlined";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import { EmptyPanel } from "@/components/events/tab-parts";
import { ListPager } from "@/components/ui/list-pager";
import { RetryAlert } from "@/components/ui/retry-alert";
import { OutboxMailItem } from "@/components/settings/outbox-mail-item";
import { SettingsSection } from "@/components/settings/settings-section";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { useOutbox } from "@/lib/swr/use-settings";

export const OUTBOX_PAGE_SIZE = 10;

/** The mail the app wrote (sent through SMTP or kept in the outbox), newest first: searched, paged, each opened to read. */
export function OutboxSection() {
  const t = useTranslations("settings.admin.outbox");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const settledSearch = useDebounced(search.trim());
  const { data, error, isValidating, mutate } = useOutbox({
    search: settledSearch,
    page,
    pageSize: OUTBOX_PAGE_SIZE,
  });

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <TextField
        type="search"
        label={t("search")}
        placeholder={t("searchPlaceholder")}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        size="small"
        fullWidth
        sx={{ mb: 2, maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { maxLength: 200 },
        }}
      />
      {error && !data && <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton variant="rounded" height={240} />}
      {data && data.mails.length === 0 && (
        <EmptyPanel
          icon={<MailOutlined />}
          title={settledSearch ? t("noMatches") : t("empty")}
          text={settledSearch ? t("noMatchesText", { search: settledSearch }) : t("emptyText")}
        />
      )}
      {data && data.mails.length > 0 && (
        <Box sx={{ opacity: isValidating ? 0.7 : 1, transition: "opacity 120ms" }} aria-busy={isValidating}>
          <Box component="ul" aria-label={t("listLabel")} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {data.mails.map((mail) => (
              <OutboxMailItem key={mail.id} mail={mail} />
            ))}
          </Box>
          <ListPager
            total={data.total}
            pageSize={data.pageSize}
            shownPage={data.page}
            page={page}
            onPageChange={setPage}
            showing={(range) => t("showing", range)}
            pageLabel={(itemPage, selected) => t(selected ? "pageCurrent" : "page", { page: itemPage })}
            navigationLabel={(type) => t(`pager.${type}`)}
            sx={{ pt: 2 }}
          />
        </Box>
      )}
    </SettingsSection>
  );
}
