"use client";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import DescriptionOutlinedIcon from "@mui/icons-material/DescriptionOutlined";
import type { ChatSummary } from "@/lib/chat/schema";
import { useChatContact } from "@/lib/swr/use-chats";
import { PaneHeader } from "@/components/apps/chat/pane-header";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";
import { formatDate } from "@/lib/dates/format";

/**
 * Who the chat is with: avatar, name, about, a mute switch, then their details (emails, phones,
 * job, birthday, address) and what they shared (media, documents, links).
 */
export function ContactInfo({
  chat,
  onClose,
  closeLabel,
  onToggleMute,
}: {
  chat: ChatSummary;
  onClose: () => void;
  closeLabel: string;
  onToggleMute: () => void;
}) {
  const t = useTranslations("chatApp");
  const locale = useLocale();
  const { data: contact, isLoading } = useChatContact(chat.contactId);
  // The list's summary already holds the details; the contact read adds what they shared.
  const details = contact?.details ?? chat.contact.details;
  const job = [details.title, details.company].filter(Boolean).join(" · ");
  const birthday = details.birthday ? formatDate(details.birthday, locale, "display", "UTC") || null : null;

  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}
      data-testid="chat-contact-info"
    >
      <PaneHeader title={t("contactInfo")} backLabel={closeLabel} onBack={onClose} />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
        <Box sx={{ display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", px: 3, py: 3 }}>
          <InitialAvatar name={chat.contact.name} src={chat.contact.avatar} size={120} />
          <Typography component="h3" variant="h6" sx={{ mt: 2, fontWeight: 700 }}>
            {chat.contact.name}
          </Typography>
          {job && (
            <Typography variant="body2" color="text.secondary">
              {job}
            </Typography>
          )}
        </Box>
        <Section title={t("about")}>
          <Typography variant="body2">{chat.contact.about || t("noAbout")}</Typography>
        </Section>
        <Section>
          <FormControlLabel
            control={<Switch checked={chat.muted} onChange={onToggleMute} />}
            label={t("muteNotifications")}
            sx={{ m: 0, width: "100%", justifyContent: "space-between" }}
            labelPlacement="start"
          />
        </Section>
        <Section title={t("details")}>
          <Box component="dl" sx={{ m: 0, display: "flex", flexDirection: "column", gap: 1.25 }}>
            {details.emails.map((email) => (
              <Detail key={email.email} label={`${t("email")} · ${email.label}`}>
                <Link href={`mailto:${email.email}`}>{email.email}</Link>
              </Detail>
            ))}
            {details.phoneNumbers.map((phone) => (
              <Detail key={phone.phoneNumber} label={`${t("phone")} · ${phone.label}`}>
                <Link href={`tel:${phone.phoneNumber.replace(/\s/g, "")}`}>{phone.phoneNumber}</Link>
              </Detail>
            ))}
            {birthday && <Detail label={t("birthday")}>{birthday}</Detail>}
            {details.address && <Detail label={t("address")}>{details.address}</Detail>}
          </Box>
        </Section>
        {isLoading && !contact && (
          <Box sx={{ display: "grid", placeItems: "center", py: 3 }}>
            <CircularProgress size={24} aria-label={t("loading")} />
          </Box>
        )}
        {contact && contact.attachments.media.length > 0 && (
          <Section title={t("media")}>
            <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 0.75 }}>
              {contact.attachments.media.map((src, index) => (
                <Box
                  key={index}
                  component="img"
                  src={src}
                  alt={t("mediaItem", { number: index + 1 })}
                  sx={{ width: "100%", aspectRatio: "1", objectFit: "cover", borderRadius: 1.5 }}
                />
              ))}
            </Box>
          </Section>
        )}
        {contact && contact.attachments.docs.length > 0 && (
          <Section title={t("docs")}>
            {contact.attachments.docs.map((doc) => (
              <Box key={doc} sx={{ display: "flex", alignItems: "center", gap: 1, py: 0.5 }}>
                <DescriptionOutlinedIcon fontSize="small" color="action" aria-hidden />
                <Typography variant="body2" noWrap>
                  {doc}
                </Typography>
              </Box>
            ))}
          </Section>
        )}
        {contact && contact.attachments.links.length > 0 && (
          <Section title={t("links")}>
            {contact.attachments.links.map((link) => (
              <Typography key={link} variant="body2" noWrap sx={{ py: 0.5 }}>
                <Link href={link} target="_blank" rel="noopener noreferrer">
                  {link}
                </Link>
              </Typography>
            ))}
          </Section>
        )}
      </Box>
    </Box>
  );
}

function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ px: 3, py: 2, borderTop: 8, borderColor: "action.hover" }}>
      {title && (
        <Typography component="h4" variant="subtitle2" color="text.secondary" sx={{ mb: 1, fontWeight: 600 }}>
          {title}
        </Typography>
      )}
      {children}
    </Box>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </div>
  );
}
