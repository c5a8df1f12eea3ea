"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormHelperText from "@mui/material/FormHelperText";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import UploadOutlined from "@mui/icons-material/UploadOutlined";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { UPLOAD_MAX_MEGABYTES, useImageUpload } from "@/lib/uploads/use-image-upload";

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
  const { isUploading, problem, upload } = useImageUpload({
    onUploaded,
    messages: {
      wrongType: () => t("wrongType"),
      tooLarge: () => t("tooLarge", { megabytes: UPLOAD_MAX_MEGABYTES }),
      failed: () => t("failed"),
    },
  });

  return (
    <Box>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        <FilePickButton
          onFile={(file) => void upload(file)}
          startIcon={isUploading ? <CircularProgress size={16} /> : <UploadOutlined />}
          disabled={isUploading}
        >
          {isUploading ? t("uploading") : t("upload")}
        </FilePickButton>
        {hasCover && (
          <Button color="inherit" startIcon={<DeleteOutline />} onClick={onRemove} disabled={isUploading}>
            {t("remove")}
          </Button>
        )}
      </Box>
      <FormHelperText error={Boolean(problem)} role={problem ? "alert" : undefined}>
        {problem ?? t("hint", { megabytes: UPLOAD_MAX_MEGABYTES })}
      </FormHelperText>
    </Box>
  );
}
