"use client";
import { useId, useState, type ChangeEvent } from "react";
import { useTranslations } from "next-intl";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormHelperText from "@mui/material/FormHelperText";
import Typography from "@mui/material/Typography";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import UploadOutlined from "@mui/icons-material/UploadOutlined";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";
import { apiFetch } from "@/lib/http/api-fetch";
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES, type UploadedImage } from "@/lib/uploads/schema";

const MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

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
  const inputId = useId();
  const [isUploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    setProblem(null);
    if (!(UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return setProblem(t("logoWrongType"));
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(t("logoTooLarge", { megabytes: MEGABYTES }));
    const form = new FormData();
    form.set(UPLOAD_FIELD, file);
    setUploading(true);
    try {
      const { upload: uploaded } = await apiFetch<{ upload: UploadedImage }>("/api/uploads", {
        method: "POST",
        body: form,
      });
      onChange(uploaded.url);
    } catch {
      setProblem(t("logoFailed"));
    } finally {
      setUploading(false);
    }
  }

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
          <Button
            component="label"
            htmlFor={inputId}
            variant="outlined"
            size="small"
            startIcon={isUploading ? <CircularProgress size={16} /> : <UploadOutlined />}
            disabled={isUploading}
          >
            {isUploading ? t("logoUploading") : t("logoUpload")}
            <Box
              component="input"
              id={inputId}
              type="file"
              accept={UPLOAD_MIME_TYPES.join(",")}
              sx={visuallyHiddenSx}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void upload(file);
              }}
            />
          </Button>
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
