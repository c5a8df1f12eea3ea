"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import CreateOutlined from "@mui/icons-material/CreateOutlined";
import { ComposeDialog } from "@/components/apps/mailbox/compose-dialog";
import { MailDetail } from "@/components/apps/mailbox/mail-detail";
import { MailList } from "@/components/apps/mailbox/mail-list";
import { toggledLabels } from "@/components/apps/mailbox/mail-menus";
import { MailboxLabelsDialog } from "@/components/apps/mailbox/mailbox-labels-dialog";
import { DEFAULT_VIEW, isSameView, viewPath } from "@/components/apps/mailbox/mailbox-route";
import { MailboxSidebar } from "@/components/apps/mailbox/mailbox-sidebar";
import { ReadingPaneToggle } from "@/components/apps/mailbox/reading-pane-toggle";
import { useComposer } from "@/components/apps/mailbox/use-composer";
import { useMailActions } from "@/components/apps/mailbox/use-mail-actions";
import { useMailboxRoute } from "@/components/apps/mailbox/use-mailbox-route";
import { AppFrame } from "@/components/apps/shared/app-frame";
import type { Mail, MailLabel, MailListEntry } from "@/lib/mailbox/schema";
import {
  mailsUrl,
  useMailFolders,
  useMailLabels,
  useMailboxSettings,
  useMails,
  type MailChanges,
  type MailView,
} from "@/lib/swr/use-mailbox";

const NO_LABELS: MailLabel[] = [];

/** The title of a folder, filter or label list (a label slug nobody has shows as it is). */
function useViewTitle(view: MailView, labels: MailLabel[]) {
  const t = useTranslations("mailboxApp");
  if (view.kind === "folder") return t(`folders.${view.slug as "inbox"}`);
  if (view.kind === "filter") return t(`filters.${view.slug as "starred"}`);
  return labels.find((label) => label.slug === view.slug)?.title ?? view.slug;
}

/**
 * /apps/mailbox/{folder|filter|label}[/{mailId}]: the sidebar, a page of the list, the open mail
 * beside it or instead of it (the user's reading-pane setting; always full screen on a phone),
 * and the composer. Everything is read in the browser (SWR) and the URL holds the state.
 */
export function MailboxScreen() {
  const t = useTranslations("mailboxApp");
  const router = useRouter();
  const route = useMailboxRoute();
  const { view, mailId, page } = route;
  const settings = useMailboxSettings();
  const folders = useMailFolders();
  const labelsAnswer = useMailLabels();
  const labels = labelsAnswer.data ?? NO_LABELS;
  const mails = useMails(view, page);
  const { change } = useMailActions();
  const composer = useComposer();
  const [isLabelsOpen, setLabelsOpen] = useState(false);
  const listKey = mailsUrl(view, page);
  const [selection, setSelection] = useState({ key: listKey, ids: new Set<string>() });
  const selectedIds = selection.key === listKey ? selection.ids : new Set<string>();
  const viewTitle = useViewTitle(view, labels);
  const isRight = (settings.data?.messageLayout ?? "right") === "right";

  // Past the last page (mails were moved away, or an old link): the last page instead.
  const lastPage = mails.data?.mails === null ? mails.data.pagination.lastPage : null;
  const { replacePage } = route;
  useEffect(() => {
    if (lastPage !== null && lastPage < page) replacePage(lastPage);
  }, [lastPage, page, replacePage]);

  const select = useCallback(
    (id: string, isSelected: boolean) =>
      setSelection((current) => {
        const ids = new Set(current.key === listKey ? current.ids : []);
        if (isSelected) ids.add(id);
        else ids.delete(id);
        return { key: listKey, ids };
      }),
    [listKey],
  );
  const clearSelection = () => setSelection({ key: listKey, ids: new Set() });
  const star = useCallback((mail: MailListEntry) => void change([mail], () => ({ starred: !mail.starred })), [change]);
  const changeOne = useCallback(
    (mail: Mail, changes: MailChanges, options?: { done?: string }) => {
      const leavesList = changes.folder !== undefined && view.kind === "folder";
      return change([mail], () => changes, { ...options, removeFromPage: leavesList ? listKey : undefined });
    },
    [change, view.kind, listKey],
  );
  const isDrafts = isSameView(view, { kind: "folder", slug: "drafts" });

  const detail = mailId ? (
    <MailDetail
      key={mailId}
      mailId={mailId}
      labels={labels}
      onBack={isRight ? undefined : route.closeMail}
      onLeave={route.closeMail}
      onChange={changeOne}
      onReply={composer.openReply}
      onForward={composer.openForward}
    />
  ) : null;

  return (
    <>
      <AppFrame
        title={viewTitle}
        count={mails.data?.mails ? t("header.count", { count: mails.data.pagination.totalResults }) : undefined}
        actions={
          <>
            <ReadingPaneToggle layout={isRight ? "right" : "full"} />
            <Button
              variant="contained"
              startIcon={<CreateOutlined />}
              onClick={composer.openNew}
              sx={{ display: { md: "none" } }}
            >
              {t("compose.open")}
            </Button>
          </>
        }
        sidebar={
          <MailboxSidebar
            view={view}
            folders={folders.data}
            labels={labelsAnswer.data}
            onCompose={composer.openNew}
            onManageLabels={() => setLabelsOpen(true)}
          />
        }
        sidebarLabel={t("sidebar.label")}
        detail={isRight ? detail : undefined}
        detailOpen={isRight && Boolean(mailId)}
        onDetailClose={route.closeMail}
        detailLabel={t("detail.label")}
      >
        {!isRight && detail ? (
          <Paper variant="outlined">{detail}</Paper>
        ) : (
          <MailList
            view={view}
            viewTitle={viewTitle}
            page={page}
            data={mails.data}
            error={mails.error}
            isValidating={mails.isValidating}
            labels={labels}
            openMailId={mailId}
            selectedIds={selectedIds}
            onSelect={select}
            onSelectAll={(isAll) =>
              setSelection({ key: listKey, ids: new Set(isAll ? (mails.data?.mails ?? []).map((m) => m.id) : []) })
            }
            onRetry={() => void mails.mutate()}
            onPageChange={route.goToPage}
            onStar={star}
            onBulkChange={(selected, changes) => void change(selected, () => changes)}
            onBulkMove={(selected, folder) => {
              clearSelection();
              void change(selected, () => ({ folder }), {
                removeFromPage: listKey,
                done: t("actions.movedCount", { count: selected.length }),
              });
            }}
            onBulkLabel={(selected, labelId, isAdding) =>
              void change(selected, (mail) => ({ labels: toggledLabels(mail.labels, labelId, isAdding) }))
            }
            onOpenDraft={isDrafts ? composer.openDraft : undefined}
          />
        )}
      </AppFrame>
      {composer.composition && (
        <ComposeDialog
          key={composer.composition.key}
          initial={composer.composition.values}
          onSubmit={composer.submit}
          onClose={composer.close}
        />
      )}
      <MailboxLabelsDialog
        open={isLabelsOpen}
        labels={labels}
        onClose={() => setLabelsOpen(false)}
        onChanged={({ before, after }) => {
          if (!isSameView(view, { kind: "label", slug: before.slug })) return;
          router.replace(viewPath(after ? { kind: "label", slug: after.slug } : DEFAULT_VIEW));
        }}
      />
    </>
  );
}
