"use client";
import { useTranslations } from "next-intl";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import UploadOutlined from "@mui/icons-material/UploadOutlined";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { UPLOAD_MAX_MEGABYTES as MEGABYTES, useImageUpload } from "@/lib/uploads/use-image-upload";

/**
 * The vendor's logo: a preview, "Upload logo" (POST /api/uploads, the covers' path: type and size
 * checked here first with the server's own limits) and "Remove logo". Saved with the profile.
 */
export function VendorLogoField({
  name,
  value,
  error,
  onChange,
}: {
  name: string;
  value: string;
  error?: string;
  onChange: (url: string) => void;
}) {
  const t = useTranslations("vendors.profile");
  const { isUploading, problem, upload } = useImageUpload({
    onUploaded: onChange,
    messages: {
      wrongType: () => t("logoWrongType"),
      tooLarge: () => t("logoTooLarge", { megabytes: MEGABYTES }),
      failed: () => t("logoFailed"),
    },
  });

  const shown = problem ?? error;
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
      <Avatar
        variant="rounded"
        src={value || undefined}
        alt={value ? t("logoAlt", { name }) : undefined}
        sx={{ width: 72, height: 72, bgcolor: "action.hover", color: "text.secondary", fontSize: 28, fontWeight: 700 }}
      >
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
          {t("logo")}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
          <FilePickButton
            size="small"
            onFile={(file) => void upload(file)}
            startIcon={isUploading ? <CircularProgress size={16} /> : <UploadOutlined />}
            disabled={isUploading}
          >
            {isUploading ? t("logoUploading") : t("logoUpload")}
          </FilePickButton>
          {value && (
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteOutline />}
              onClick={() => onChange("")}
              disabled={isUploading}
            >
              {t("logoRemove")}
            </Button>
          )}
        </Box>
        <FormHelperText error={Boolean(shown)} role={shown ? "alert" : undefined}>
          {shown ?? t("logoHint", { megabytes: MEGABYTES })}
        </FormHelperText>
      </Box>
    </Box>
  );
}
