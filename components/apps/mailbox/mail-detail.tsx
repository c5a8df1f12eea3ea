"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Cancel from "@mui/icons-material/Cancel";
import Forward from "@mui/icons-material/Forward";
import LabelImportant from "@mui/icons-material/LabelImportant";
import LabelImportantOutlined from "@mui/icons-material/LabelImportantOutlined";
import MarkEmailUnreadOutlined from "@mui/icons-material/MarkEmailUnreadOutlined";
import Reply from "@mui/icons-material/Reply";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import { LABEL_COLOR_CSS } from "@/components/apps/mailbox/label-colors";
import { MailAttachments } from "@/components/apps/mailbox/mail-attachments";
import { LabelMenu, MoveMenu, toggledLabels } from "@/components/apps/mailbox/mail-menus";
import { RetryAlert } from "@/components/ui/retry-alert";
import { recipientAddress, recipientName } from "@/lib/mailbox/addresses";
import type { Mail, MailLabel } from "@/lib/mailbox/schema";
import { useMail, type MailChanges } from "@/lib/swr/use-mailbox";
import { useDateFormat } from "@/lib/dates/use-date-format";

type Props = {
  mailId: string;
  labels: MailLabel[];
  /** Shown when the detail replaces the list (the side pane has its own close button). */
  onBack?: () => void;
  onLeave: () => void;
  onChange: (mail: Mail, changes: MailChanges, options?: { done?: string }) => Promise<boolean>;
  onReply: (mail: Mail) => void;
  onForward: (mail: Mail) => void;
};

function ToggleButton(props: { label: string; isOn: boolean; on: ReactNode; off: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.label}>
      <IconButton
        aria-label={props.label}
        aria-pressed={props.isOn}
        onClick={props.onClick}
        sx={{ color: props.isOn ? "warning.main" : undefined }}
      >
        {props.isOn ? props.on : props.off}
      </IconButton>
    </Tooltip>
  );
}

/** One mail: actions, subject, sender and recipients, date, the body, attachments, reply and forward. */
export function MailDetail({ mailId, labels, onBack, onLeave, onChange, onReply, onForward }: Props) {
  const t = useTranslations("mailboxApp");
  const tCommon = useTranslations("appsCommon");
  const { data: mail, error, mutate } = useMail(mailId);
  const markedRef = useRef(new Set<string>());

  // Opening a mail reads it (once: "mark unread" afterwards is left alone).
  useEffect(() => {
    if (mail?.unread && !markedRef.current.has(mail.id)) {
      markedRef.current.add(mail.id);
      void onChange(mail, { unread: false });
    }
  }, [mail, onChange]);

  const back = onBack && (
    <Tooltip title={tCommon("back")}>
      <IconButton aria-label={tCommon("back")} onClick={onBack}>
        <ArrowBack />
      </IconButton>
    </Tooltip>
  );

  if (error && mail === undefined)
    return (
      <Box sx={{ p: 2 }}>
        {back}
        <RetryAlert message={t("detail.loadFailed")} retryLabel={tCommon("retry")} onRetry={() => void mutate()} />
      </Box>
    );
  if (mail === undefined)
    return (
      <Box sx={{ p: 3 }} role="status" aria-busy="true" aria-label={t("detail.loading")}>
        <Skeleton width="60%" height={36} />
        <Box sx={{ display: "flex", gap: 2, my: 2 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="25%" />
          </Box>
        </Box>
        {[90, 100, 80, 60].map((width) => (
          <Skeleton key={width} width={`${width}%`} />
        ))}
      </Box>
    );
  if (mail === null)
    return (
      <Box sx={{ p: 3 }}>
        {back}
        <Typography sx={{ mt: 1 }}>{t("detail.notFound")}</Typography>
      </Box>
    );

  const mailLabels = labels.filter((label) => mail.labels.includes(label.id));

  return (
    <Box component="article" aria-label={mail.subject || t("list.noSubject")} sx={{ px: { xs: 2, sm: 3 }, pb: 3 }}>
      <Box role="toolbar" aria-label={t("detail.toolbar")} sx={{ display: "flex", flexWrap: "wrap", mx: -1, py: 1 }}>
        {back}
        <MoveMenu
          currentFolderId={mail.folder}
          onMove={(folder) => {
            void onChange(mail, { folder }, { done: t("actions.moved") });
            onLeave();
          }}
        />
        <LabelMenu
          labels={labels}
          labelSets={[mail.labels]}
          onToggle={(labelId, isAdding) =>
            void onChange(mail, { labels: toggledLabels(mail.labels, labelId, isAdding) })
          }
        />
        <Tooltip title={t("actions.markUnread")}>
          <IconButton
            aria-label={t("actions.markUnread")}
            onClick={() => {
              void onChange(mail, { unread: true });
              onLeave();
            }}
          >
            <MarkEmailUnreadOutlined />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <ToggleButton
          label={t("actions.important")}
          isOn={mail.important}
          on={<LabelImportant />}
          off={<LabelImportantOutlined />}
          onClick={() => void onChange(mail, { important: !mail.important })}
        />
        <ToggleButton
          label={t("actions.starMail")}
          isOn={mail.starred}
          on={<Star />}
          off={<StarBorder />}
          onClick={() => void onChange(mail, { starred: !mail.starred })}
        />
      </Box>

      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, wordBreak: "break-word" }}>
        {mail.subject || t("list.noSubject")}
      </Typography>
      {mailLabels.length > 0 && (
        <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap", mt: 1 }}>
          {mailLabels.map((label) => (
            <Chip
              key={label.id}
              size="small"
              label={label.title}
              onDelete={() => void onChange(mail, { labels: toggledLabels(mail.labels, label.id, false) })}
              deleteIcon={<Cancel titleAccess={t("detail.removeLabel", { label: label.title })} />}
              sx={{ bgcolor: LABEL_COLOR_CSS[label.color], color: "common.white", fontWeight: 600 }}
            />
          ))}
        </Box>
      )}

      <MailSender mail={mail} />

      <Box
        sx={{
          mt: 3,
          typography: "body1",
          wordBreak: "break-word",
          "& p": { my: 1.25 },
          "& a": { color: "primary.main" },
          "& blockquote": { ml: 1, pl: 1.5, borderLeft: 3, borderColor: "divider", color: "text.secondary" },
        }}
        // The API answers content sanitised (lib/mailbox/sanitize-content.ts): basic formatting only.
        dangerouslySetInnerHTML={{ __html: mail.content }}
      />
      <MailAttachments attachments={mail.attachments} />

      <Box sx={{ display: "flex", gap: 1, mt: 4, flexWrap: "wrap" }}>
        <Button variant="outlined" startIcon={<Reply />} onClick={() => onReply(mail)} sx={{ borderRadius: 999 }}>
          {t("actions.reply")}
        </Button>
        <Button variant="outlined" startIcon={<Forward />} onClick={() => onForward(mail)} sx={{ borderRadius: 999 }}>
          {t("actions.forward")}
        </Button>
      </Box>
    </Box>
  );
}

/** Who wrote the mail and when, and everyone it went to (to, cc, bcc). */
function MailSender({ mail }: { mail: Mail }) {
  const t = useTranslations("mailboxApp");
  const { format } = useDateFormat();
  const recipients: [string, string[]][] = [
    [t("detail.to"), mail.to ? mail.to.split(",").map((part) => part.trim()) : []],
    [t("detail.cc"), mail.cc ?? []],
    [t("detail.bcc"), mail.bcc ?? []],
  ];
  return (
    <Box sx={{ display: "flex", gap: 1.5, mt: 2.5, alignItems: "flex-start" }}>
      <Avatar src={mail.from.avatar ?? undefined} alt="" sx={{ width: 40, height: 40 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "baseline" }}>
          <Typography sx={{ fontWeight: 700 }}>{recipientName(mail.from.contact)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all" }}>
            {recipientAddress(mail.from.contact) && `<${recipientAddress(mail.from.contact)}>`}
          </Typography>
        </Box>
        <Typography variant="caption" color="text.secondary" component="p">
          {format(mail.date, "mediumTime")}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 0.5, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 1 }}>
          {recipients
            .filter(([, list]) => list.length > 0)
            .map(([label, list]) => (
              <Box key={label} sx={{ display: "contents" }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: "break-word" }}>
                  {list.join(", ")}
                </Typography>
              </Box>
            ))}
        </Box>
      </Box>
    </Box>
  );
}
