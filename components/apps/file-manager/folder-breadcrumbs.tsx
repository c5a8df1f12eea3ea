"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import NavigateNextIcon from "@mui/icons-material/NavigateNext";
import type { FileItemAnswer } from "@/lib/file-manager/schema";

/** From "My files" down to the open folder; every folder above the open one is a link. */
export function FolderBreadcrumbs({
  path,
  folderHref,
}: {
  path: FileItemAnswer[];
  folderHref: (item: FileItemAnswer | null) => string;
}) {
  const t = useTranslations("fileManagerApp");
  const crumbs = [{ id: null as string | null, name: t("root"), item: null as FileItemAnswer | null }].concat(
    path.map((item) => ({ id: item.id, name: item.name, item })),
  );
  return (
    <Breadcrumbs
      aria-label={t("breadcrumb")}
      separator={<NavigateNextIcon fontSize="small" />}
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      sx={{ mb: 2.5, "& .MuiBreadcrumbs-ol": { rowGap: 0.5 } }}
    >
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.id ?? "root"} aria-current="page" sx={{ fontWeight: 700, color: "text.primary" }}>
            {crumb.name}
          </Typography>
        ) : (
          <Link
            key={crumb.id ?? "root"}
            component={NextLink}
            href={folderHref(crumb.item)}
            underline="hover"
            color="text.secondary"
          >
            {crumb.name}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
