"use client";
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormHelperText from "@mui/material/FormHelperText";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import UploadOutlined from "@mui/icons-material/UploadOutlined";
import { apiFetch } from "@/lib/http/api-fetch";
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, type UploadedImage } from "@/lib/uploads/schema";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";

/**
 * Uploads a cover image from the host's device (POST /api/uploads) and hands its address to the
 * editor; the address field stays for images hosted elsewhere. Type and size are checked here
 * first with the server's own limits, so a wrong file is refused before it is sent.
 */
export function CoverUploadButton({
  hasCover,
  onUploaded,
  onRemove,
}: {
  hasCover: boolean;
  onUploaded: (url: string) => void;
  onRemove: () => void;
}) {
  const t = useTranslations("events.editor.cover");
  const inputId = useId();
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    setProblem(null);
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return setProblem(t("wrongType"));
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(t("tooLarge", { megabytes: UPLOAD_MAX_BYTES / (1024 * 1024) }));
    const form = new FormData();
    form.set(UPLOAD_FIELD, file);
    setUploading(true);
    try {
      const { upload: uploaded } = await apiFetch<{ upload: UploadedImage }>("/api/uploads", {
        method: "POST",
        body: form,
      });
      onUploaded(uploaded.url);
    } catch {
      setProblem(t("failed"));
    } finally {
      setUploading(false);
    }
  }

  return (
    <Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <Button
          component="label"
          htmlFor={inputId}
          variant="outlined"
          startIcon={isUploading ? <CircularProgress size={16} /> : <UploadOutlined />}
          disabled={isUploading}
        >
          {isUploading ? t("uploading") : t("upload")}
          <Box
            component="input"
            id={inputId}
            type="file"
            accept={UPLOAD_MIME_TYPES.join(",")}
            sx={visuallyHiddenSx}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) void upload(file);
            }}
          />
        </Button>
        {hasCover && (
          <Button color="inherit" startIcon={<DeleteOutline />} onClick={onRemove} disabled={isUploading}>
            {t("remove")}
          </Button>
        )}
      </Box>
      <FormHelperText error={Boolean(problem)} role={problem ? "alert" : undefined}>
        {problem ?? t("hint", { megabytes: UPLOAD_MAX_BYTES / (1024 * 1024) })}
      </FormHelperText>
    </Box>
  );
}
