"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import { fileSize } from "@/components/apps/mailbox/mail-text";
import type { MailAttachment } from "@/lib/mailbox/schema";

/** A mail's attachments as cards: an image shows itself, other files their preview; name, size, download. */
export function MailAttachments({ attachments }: { attachments: MailAttachment[] }) {
  const t = useTranslations("mailboxApp.detail");
  const locale = useLocale();
  if (attachments.length === 0) return null;
  return (
    <Box component="section" aria-label={t("attachments", { count: attachments.length })} sx={{ mt: 3 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t("attachments", { count: attachments.length })}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          display: "grid",
          gap: 1.5,
          gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
        }}
      >
        {attachments.map((attachment, index) => {
          const isImage = attachment.type.startsWith("image/");
          return (
            <Box
              component="li"
              key={`${attachment.name}-${index}`}
              sx={{ border: 1, borderColor: "divider", borderRadius: 2, overflow: "hidden" }}
            >
              <Box
                sx={{
                  height: 96,
                  bgcolor: "action.hover",
                  display: "flex",
                  alignItems: "center",
                  justifyContent: "center",
                  overflow: "hidden",
                }}
              >
                {attachment.preview ? (
                  // Data URLs: next/image has nothing to optimise here.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={attachment.preview}
                    alt={isImage ? attachment.name : ""}
                    style={{ width: "100%", height: "100%", objectFit: "cover" }}
                  />
                ) : (
                  <InsertDriveFileOutlined sx={{ fontSize: 40, color: "text.secondary" }} />
                )}
              </Box>
              <Box sx={{ p: 1 }}>
                <Typography variant="body2" noWrap title={attachment.name} sx={{ fontWeight: 600 }}>
                  {attachment.name}
                </Typography>
                <Box sx={{ display: "flex", justifyContent: "space-between", gap: 1 }}>
                  <Typography variant="caption" color="text.secondary">
                    {fileSize(attachment.size, locale)}
                  </Typography>
                  <Link
                    href={attachment.downloadUrl}
                    download={attachment.name}
                    variant="caption"
                    aria-label={t("download", { name: attachment.name })}
                  >
                    {t("downloadShort")}
                  </Link>
                </Box>
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
