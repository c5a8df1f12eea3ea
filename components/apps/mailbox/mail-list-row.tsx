"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { memo } from "react";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import AttachFile from "@mui/icons-material/AttachFile";
import LabelImportant from "@mui/icons-material/LabelImportant";
import Star from "@mui/icons-material/Star";
import StarBorder from "@mui/icons-material/StarBorder";
import { LABEL_COLOR_CSS } from "@/components/apps/mailbox/label-colors";
import { recipientName } from "@/lib/mailbox/addresses";
import type { MailLabel, MailListEntry } from "@/lib/mailbox/schema";

export type MailRowModel = {
  mail: MailListEntry;
  /** Who the row names: the sender, or for the user's own mails (Sent, Drafts) the recipients. */
  person: string;
  preview: string;
  date: string;
  href: string;
};

/** The row's content: a grid over the row's link, letting the pointer through to it. */
const rowContentSx = {
  position: "relative",
  flex: 1,
  minWidth: 0,
  display: "grid",
  // The list's own width decides (container query): narrow beside an open mail or on a
  // phone, two lines; wide, Gmail's single line.
  gridTemplateColumns: "auto 1fr auto",
  gridTemplateAreas: `"avatar person date" "avatar text text"`,
  py: 1,
  "@container (min-width: 720px)": {
    gridTemplateColumns: "auto minmax(120px, 180px) 1fr auto",
    gridTemplateAreas: `"avatar person text date"`,
    py: 0.75,
  },
  columnGap: 1.5,
  alignItems: "center",
  pr: 2,
  pl: 0.5,
  color: "text.primary",
  "& > :not([data-mail-link])": { position: "relative", pointerEvents: "none" },
};

/**
 * One mail in the list, Gmail's way: select, star, then the sender, subject and a line of the
 * text, label and attachment marks and the date. Memoised on its props (the page re-renders as
 * mails are selected, each row only when its own mail or selection changes).
 */
export const MailListRow = memo(function MailListRow({
  row,
  labels,
  isSelected,
  isOpen,
  onSelect,
  onStar,
  onOpenDraft,
}: {
  row: MailRowModel;
  labels: MailLabel[];
  isSelected: boolean;
  isOpen: boolean;
  onSelect: (id: string, selected: boolean) => void;
  onStar: (mail: MailListEntry) => void;
  /** Set in Drafts: the row opens the composer instead of the mail. */
  onOpenDraft?: (mail: MailListEntry) => void;
}) {
  const t = useTranslations("mailboxApp.list");
  const { mail } = row;
  const mailLabels = labels.filter((label) => mail.labels.includes(label.id));
  const subject = mail.subject || t("noSubject");
  const weight = mail.unread ? 700 : 400;
  const linkLabel = [
    mail.unread ? t("unread") : null,
    row.person,
    subject,
    mail.important ? t("important") : null,
    ...mailLabels.map((label) => label.title),
    mail.attachments.length > 0 ? t("attachments", { count: mail.attachments.length }) : null,
    row.date,
  ]
    .filter(Boolean)
    .join(", ");

  return (
    <Box
      component="li"
      sx={{
        display: "flex",
        alignItems: "center",
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: isSelected || isOpen ? "action.selected" : mail.unread ? "background.paper" : "action.hover",
        "&:hover": { boxShadow: (theme) => `inset 0 -1px 0 ${theme.palette.divider}, 0 1px 3px rgba(0,0,0,.12)` },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", pl: { xs: 0.5, sm: 1 }, flex: "none" }}>
        <Checkbox
          size="small"
          checked={isSelected}
          onChange={(event) => onSelect(mail.id, event.target.checked)}
          slotProps={{ input: { "aria-label": t("select", { subject }) } }}
        />
        <IconButton
          size="small"
          onClick={() => onStar(mail)}
          aria-label={mail.starred ? t("unstar", { subject }) : t("star", { subject })}
          aria-pressed={mail.starred}
          sx={{
            color: mail.starred ? "warning.main" : "text.secondary",
            display: "none",
            "@container (min-width: 340px)": { display: "inline-flex" },
          }}
        >
          {mail.starred ? <Star fontSize="small" /> : <StarBorder fontSize="small" />}
        </IconButton>
      </Box>
      {/* The link lies under the row's content instead of holding it: its name reads the row
          out (unread, sender, subject, labels, date), and the preview shown in the row but not in
          that name would break WCAG 2.5.3 (label in name). */}
      <Box sx={rowContentSx}>
        <Box
          component={onOpenDraft ? "button" : NextLink}
          {...(onOpenDraft ? { type: "button", onClick: () => onOpenDraft(mail) } : { href: row.href })}
          data-mail-link
          aria-label={linkLabel}
          aria-current={isOpen ? "page" : undefined}
          sx={{
            position: "absolute",
            inset: 0,
            p: 0,
            background: "none",
            border: 0,
            cursor: "pointer",
            "&:focus-visible": { outline: 2, outlineColor: "primary.main", outlineOffset: -2 },
          }}
        />
        <Avatar src={mail.from.avatar ?? undefined} alt="" sx={{ gridArea: "avatar", width: 32, height: 32 }}>
          {row.person.slice(0, 1).toUpperCase()}
        </Avatar>
        <Typography noWrap sx={{ gridArea: "person", fontWeight: weight, fontSize: 14 }}>
          {row.person}
        </Typography>
        <Box sx={{ gridArea: "text", display: "flex", alignItems: "center", gap: 0.75, minWidth: 0 }}>
          {mail.important && <LabelImportant sx={{ fontSize: 18, color: "warning.main", flex: "none" }} />}
          {mailLabels.map((label) => (
            <Box
              key={label.id}
              component="span"
              sx={{
                flex: "none",
                px: 0.75,
                borderRadius: 1,
                fontSize: 11,
                fontWeight: 600,
                lineHeight: "18px",
                color: "common.white",
                bgcolor: LABEL_COLOR_CSS[label.color],
                display: "none",
                "@container (min-width: 480px)": { display: "inline" },
              }}
            >
              {label.title}
            </Box>
          ))}
          <Typography noWrap sx={{ fontSize: 14, minWidth: 0 }}>
            <Box component="span" sx={{ fontWeight: weight }}>
              {subject}
            </Box>
            <Box component="span" sx={{ color: "text.secondary" }}>
              {row.preview ? ` — ${row.preview}` : ""}
            </Box>
          </Typography>
          {mail.attachments.length > 0 && (
            <AttachFile sx={{ fontSize: 18, color: "text.secondary", flex: "none", ml: "auto" }} />
          )}
        </Box>
        <Typography
          variant="caption"
          noWrap
          sx={{ gridArea: "date", fontWeight: weight, color: mail.unread ? "text.primary" : "text.secondary" }}
        >
          {row.date}
        </Typography>
      </Box>
    </Box>
  );
});

/** Who a row names: for the user's own mails (from "me") the recipients, else the sender. */
export function rowPerson(mail: MailListEntry, meLabel: string, toLabel: (names: string) => string): string {
  if (!mail.from.contact.startsWith("me <")) return recipientName(mail.from.contact);
  const names = mail.to
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)
    .map(recipientName);
  return names.length > 0 ? toLabel(names.join(", ")) : meLabel;
}
