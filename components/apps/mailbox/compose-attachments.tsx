"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import AttachFile from "@mui/icons-material/AttachFile";
import Cancel from "@mui/icons-material/Cancel";
import type { ComposeFile } from "@/components/apps/mailbox/compose-prefill";
import { fileSize } from "@/components/apps/mailbox/mail-text";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { COMPOSE_ATTACHMENTS_MAX, COMPOSE_ATTACHMENT_DATA_URL_MAX } from "@/lib/mailbox/schema";

/** All files of one mail together, as data URLs (the request body may be at most 1 MB). */
const TOTAL_DATA_URL_MAX = 900_000;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The composer's files: chips to remove them and a button to add one, within the size limits. */
export function ComposeAttachments({
  files,
  onChange,
  onProblem,
}: {
  files: ComposeFile[];
  onChange: (files: ComposeFile[]) => void;
  onProblem: (message: string | null) => void;
}) {
  const t = useTranslations("mailboxApp.compose");
  const locale = useLocale();

  const add = async (file: File) => {
    if (files.length >= COMPOSE_ATTACHMENTS_MAX) return onProblem(t("tooManyFiles", { max: COMPOSE_ATTACHMENTS_MAX }));
    let dataUrl = await readAsDataUrl(file).catch(() => "");
    // A file the browser has no type for is sent as plain bytes.
    if (dataUrl.startsWith("data:;")) dataUrl = `data:application/octet-stream;${dataUrl.slice(6)}`;
    const total = files.reduce((sum, item) => sum + item.dataUrl.length, 0) + dataUrl.length;
    if (!dataUrl || dataUrl.length > COMPOSE_ATTACHMENT_DATA_URL_MAX || total > TOTAL_DATA_URL_MAX)
      return onProblem(t("fileTooLarge", { name: file.name }));
    onProblem(null);
    onChange([...files, { name: file.name, dataUrl, size: file.size }]);
  };

  return (
    <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center" }}>
      <FilePickButton
        accept=""
        onFile={(file) => void add(file)}
        startIcon={<AttachFile />}
        size="small"
        variant="text"
        disabled={files.length >= COMPOSE_ATTACHMENTS_MAX}
      >
        {t("attach")}
      </FilePickButton>
      {files.map((file, index) => (
        <Chip
          key={`${file.name}-${index}`}
          label={`${file.name} (${fileSize(file.size, locale)})`}
          onDelete={() => onChange(files.filter((_, other) => other !== index))}
          deleteIcon={<Cancel titleAccess={t("removeFile", { name: file.name })} />}
          variant="outlined"
          sx={{ maxWidth: 260 }}
        />
      ))}
    </Box>
  );
}
