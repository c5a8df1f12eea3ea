"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import PhotoCameraOutlined from "@mui/icons-material/PhotoCameraOutlined";
import { ContactAvatar } from "@/components/apps/contacts/contact-avatar";
import type { ContactActions } from "@/components/apps/contacts/use-contact-actions";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type ContactAnswer } from "@/lib/contacts/schema";

/** The contact's photo: upload a new one or remove it (these apply at once, not on Save). */
export function AvatarEditor({ contact, actions }: { contact: ContactAnswer; actions: ContactActions }) {
  const t = useTranslations("contactsApp.avatar");
  const [isBusy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2 }}>
      <Box sx={{ position: "relative", flex: "none" }}>
        <ContactAvatar name={contact.name} avatar={contact.avatar} size={72} />
        {isBusy && (
          <CircularProgress size={80} aria-label={t("uploading")} sx={{ position: "absolute", top: -4, left: -4 }} />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <FilePickButton
            size="small"
            startIcon={<PhotoCameraOutlined />}
            accept={AVATAR_MIME_TYPES.join(",")}
            disabled={isBusy}
            onFile={(file) => void run(() => actions.uploadAvatar(contact, file))}
          >
            {contact.avatar ? t("change") : t("upload")}
          </FilePickButton>
          {contact.avatar && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutline />}
              disabled={isBusy}
              onClick={() => void run(() => actions.removeAvatar(contact))}
            >
              {t("remove")}
            </Button>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: "block", mt: 0.5 }}>
          {t("hint", { max: AVATAR_MAX_BYTES / (1024 * 1024) })}
        </Typography>
      </Box>
    </Box>
  );
}
