"use client";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import Chip from "@mui/material/Chip";
import Collapse from "@mui/material/Collapse";
import Typography from "@mui/material/Typography";
import ExpandMoreOutlined from "@mui/icons-material/ExpandMoreOutlined";
import { formatDateTime } from "@/components/events/format";
import type { OutboxMail } from "@/lib/swr/use-settings";

const STATUS_COLOURS = { stored: "default", sent: "success", failed: "error" } as const;

/** One mail of the outbox: subject, recipient, when and how it went; opened, its plain text. */
export function OutboxMailItem({ mail }: { mail: OutboxMail }) {
  const t = useTranslations("settings.admin.outbox");
  const locale = useLocale();
  const [isOpen, setOpen] = useState(false);
  const bodyId = useId();

  return (
    <Box
      component="li"
      data-mail-id={mail.id}
      sx={{ borderTop: 1, borderColor: "divider", "&:last-of-type": { borderBottom: 1, borderColor: "divider" } }}
    >
      <ButtonBase
        onClick={() => setOpen((open) => !open)}
        aria-expanded={isOpen}
        aria-controls={bodyId}
        sx={{
          width: "100%",
          display: "flex",
          alignItems: "flex-start",
          justifyContent: "flex-start",
          gap: 1.5,
          py: 1.5,
          px: 1,
          textAlign: "left",
          "&:hover": { bgcolor: "action.hover" },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{mail.subject}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {t("to", { to: mail.to })} · {formatDateTime(mail.createdAt, locale)}
          </Typography>
        </Box>
        <Chip size="small" variant="outlined" color={STATUS_COLOURS[mail.status]} label={t(`status.${mail.status}`)} />
        <ExpandMoreOutlined
          aria-hidden
          sx={{ color: "text.secondary", transition: "transform 150ms", transform: isOpen ? "rotate(180deg)" : "none" }}
        />
      </ButtonBase>
      <Collapse in={isOpen} id={bodyId}>
        <Box sx={{ px: 1, pb: 2 }}>
          {mail.error && (
            <Typography variant="body2" color="error" sx={{ mb: 1 }}>
              {t("error", { error: mail.error })}
            </Typography>
          )}
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 1.5,
              borderRadius: 1,
              bgcolor: "action.hover",
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
              fontFamily: "inherit",
              fontSize: 14,
              maxHeight: 420,
              overflow: "auto",
            }}
          >
            {mail.text}
          </Box>
        </Box>
      </Collapse>
    </Box>
  );
}
