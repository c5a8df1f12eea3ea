"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import FolderOpenIcon from "@mui/icons-material/FolderOpen";
import type { FileItemAnswer } from "@/lib/file-manager/schema";
import { FileTypeIcon } from "@/components/apps/file-manager/file-type-icon";
import { countFromContents, formatFileDateTime } from "@/components/apps/file-manager/file-format";

/** The selected item's details: name, type, size, contents, who created it and when, description. */
export function FileDetails({
  item,
  folderHref,
}: {
  item: FileItemAnswer;
  folderHref: (item: FileItemAnswer) => string;
}) {
  const t = useTranslations("fileManagerApp");
  const locale = useLocale();
  const isFolder = item.type === "folder";
  const count = countFromContents(item.contents);
  const rows: [string, string][] = [
    [t("type"), t(`types.${item.type}`)],
    [t("size"), item.size],
    ...(isFolder && count !== null ? [[t("contents"), t("itemCount", { count })] as [string, string]] : []),
    [t("createdBy"), item.createdBy],
    [t("created"), formatFileDateTime(item.createdAt, locale)],
    [t("modified"), formatFileDateTime(item.modifiedAt, locale)],
  ];

  return (
    <Box sx={{ px: 3, pb: 3 }} data-testid="file-details">
      <Box
        sx={{
          height: 160,
          borderRadius: 3,
          bgcolor: "action.hover",
          display: "grid",
          placeItems: "center",
          mb: 2.5,
        }}
      >
        <FileTypeIcon type={item.type} size={88} />
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
        {item.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`types.${item.type}`)}
      </Typography>
      {isFolder && (
        <Button
          component={NextLink}
          href={folderHref(item)}
          variant="contained"
          startIcon={<FolderOpenIcon />}
          sx={{ mt: 2 }}
        >
          {t("openFolder")}
        </Button>
      )}
      <Divider sx={{ my: 2.5 }} />
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {t("information")}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 3, rowGap: 1.25 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: "contents" }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: "right", fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Divider sx={{ my: 2.5 }} />
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 1 }}>
        {t("description")}
      </Typography>
      <Typography variant="body2" color={item.description ? "text.primary" : "text.secondary"}>
        {item.description || t("noDescription")}
      </Typography>
    </Box>
  );
}
