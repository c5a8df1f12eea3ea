"use client";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import InboxOutlined from "@mui/icons-material/InboxOutlined";
import { MailBulkToolbar } from "@/components/apps/mailbox/mail-bulk-toolbar";
import { MailListRow, rowPerson, type MailRowModel } from "@/components/apps/mailbox/mail-list-row";
import { listDate, previewText } from "@/components/apps/mailbox/mail-text";
import { mailPath } from "@/components/apps/mailbox/mailbox-route";
import { ListPager } from "@/components/ui/list-pager";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { RetryAlert } from "@/components/ui/retry-alert";
import { MAIL_PAGE_SIZE, type MailboxFolderDefinition } from "@/lib/mailbox/constants";
import type { MailLabel, MailListEntry, MailsPage } from "@/lib/mailbox/schema";
import type { MailView } from "@/lib/swr/use-mailbox";

type Props = {
  view: MailView;
  viewTitle: string;
  page: number;
  data: MailsPage | undefined;
  error: unknown;
  isValidating: boolean;
  labels: MailLabel[];
  openMailId: string | null;
  selectedIds: Set<string>;
  onSelect: (id: string, selected: boolean) => void;
  onSelectAll: (selected: boolean) => void;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  onStar: (mail: MailListEntry) => void;
  onBulkChange: (mails: MailListEntry[], changes: { unread?: boolean; starred?: boolean }) => void;
  onBulkMove: (mails: MailListEntry[], folderId: MailboxFolderDefinition["id"]) => void;
  onBulkLabel: (mails: MailListEntry[], labelId: string, isAdding: boolean) => void;
  onOpenDraft?: (mail: MailListEntry) => void;
};

/** The list of one folder, filter or label: the toolbar, a page of rows, the pager, and its states. */
export function MailList(props: Props) {
  const { view, viewTitle, page, data, error, labels, selectedIds } = props;
  const t = useTranslations("mailboxApp");
  const tCommon = useTranslations("appsCommon");
  const locale = useLocale();
  const mails = useMemo(() => data?.mails ?? [], [data]);

  // Preview text and dates are worked out once per page, not on every selection change.
  const rows = useMemo<MailRowModel[]>(() => {
    const now = new Date();
    return mails.map((mail) => ({
      mail,
      person: rowPerson(mail, t("list.me"), (names) => t("list.to", { names })),
      preview: previewText(mail.content, 140),
      date: listDate(mail.date, now, locale),
      href: mailPath(view, mail.id, page),
    }));
  }, [mails, view, page, locale, t]);
  const selected = mails.filter((mail) => selectedIds.has(mail.id));

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <MailBulkToolbar
        mails={mails}
        selected={selected}
        labels={labels}
        onSelectAll={props.onSelectAll}
        onRefresh={props.onRetry}
        onChange={(changes) => props.onBulkChange(selected, changes)}
        onMove={(folderId) => props.onBulkMove(selected, folderId)}
        onToggleLabel={(labelId, isAdding) => props.onBulkLabel(selected, labelId, isAdding)}
      />
      <Divider />
      {error && !data ? (
        <RetryAlert
          message={t("list.loadFailed")}
          retryLabel={tCommon("retry")}
          onRetry={props.onRetry}
          sx={{ m: 2 }}
        />
      ) : !data || !data.mails ? (
        <Box sx={{ py: 1 }} role="status" aria-busy="true" aria-label={t("list.loading")}>
          <ListSkeleton
            rows={6}
            pictureSize={32}
            lines={["30%", "70%"]}
            action={{ width: 48, height: 14 }}
            actionFrom="sm"
          />
        </Box>
      ) : mails.length === 0 ? (
        <Box sx={{ py: 8, px: 2, textAlign: "center", color: "text.secondary" }}>
          <InboxOutlined sx={{ fontSize: 48, opacity: 0.5 }} />
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{t("list.empty", { folder: viewTitle })}</Typography>
        </Box>
      ) : (
        <Box
          component="ul"
          aria-label={t("list.label", { folder: viewTitle })}
          aria-busy={props.isValidating}
          sx={{ listStyle: "none", m: 0, p: 0, containerType: "inline-size" }}
        >
          {rows.map((row) => (
            <MailListRow
              key={row.mail.id}
              row={row}
              labels={labels}
              isSelected={selectedIds.has(row.mail.id)}
              isOpen={row.mail.id === props.openMailId}
              onSelect={props.onSelect}
              onStar={props.onStar}
              onOpenDraft={props.onOpenDraft}
            />
          ))}
        </Box>
      )}
      {data?.mails && data.pagination.totalResults > 0 && (
        <ListPager
          total={data.pagination.totalResults}
          pageSize={data.pagination.resultsPerPage || MAIL_PAGE_SIZE}
          shownPage={data.pagination.currentPage}
          page={page}
          onPageChange={props.onPageChange}
          showing={(range) => t("list.showing", range)}
          pageLabel={(itemPage, isSelected) => t(isSelected ? "list.pageCurrent" : "list.page", { page: itemPage })}
          navigationLabel={(type) => t(`list.${type}`)}
          sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: "divider" }}
        />
      )}
    </Paper>
  );
}
