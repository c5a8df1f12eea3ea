"use client";
import NextLink from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import FolderOffOutlinedIcon from "@mui/icons-material/FolderOffOutlined";
import FolderOpenOutlinedIcon from "@mui/icons-material/FolderOpenOutlined";
import GridViewIcon from "@mui/icons-material/GridView";
import ViewListIcon from "@mui/icons-material/ViewList";
import type { FileItemAnswer } from "@/lib/file-manager/schema";
import { isNotFound, useFolder } from "@/lib/swr/use-file-manager";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { FileDetails } from "@/components/apps/file-manager/file-details";
import { FileGrid, FileList } from "@/components/apps/file-manager/file-items";
import { FolderBreadcrumbs } from "@/components/apps/file-manager/folder-breadcrumbs";
import { useRememberedView, type ViewMode } from "@/lib/hooks/use-remembered-view";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";

const ROOT_HREF = "/apps/file-manager";
const folderHref = (item: FileItemAnswer | null) => (item ? `${ROOT_HREF}/${encodeURIComponent(item.id)}` : ROOT_HREF);

/**
 * The file manager (Google Drive is the feel): the open folder's folders and files as a grid or a
 * list, the path from "My files" above them, and the selected item's details beside them
 * (`?item={id}`, so a reload keeps it). Folders open on click or Enter; files show their details.
 */
export function FileManagerScreen({ folderId }: { folderId: string | null }) {
  const t = useTranslations("fileManagerApp");
  const tCommon = useTranslations("appsCommon");
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { data, error, mutate } = useFolder(folderId);
  const [view, setView] = useRememberedView("hostdeck.fileManager.view");
  const items = data ? [...data.folders, ...data.files] : [];
  const selectedId = searchParams.get("item");
  const selected = items.find((item) => item.id === selectedId) ?? null;

  // The selection lives in the address (a reload keeps it) without asking the server for the page
  // again: Next keeps `useSearchParams` in step with the History API.
  const showDetails = (item: FileItemAnswer) =>
    window.history.replaceState(null, "", `${pathname}?item=${encodeURIComponent(item.id)}`);
  const closeDetails = () => window.history.replaceState(null, "", pathname);

  const viewToggle = (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      onChange={(_event, next: ViewMode | null) => next && setView(next)}
      aria-label={t("view")}
    >
      <Tooltip title={t("gridView")}>
        <ToggleButton value="grid" aria-label={t("gridView")}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={t("listView")}>
        <ToggleButton value="list" aria-label={t("listView")}>
          <ViewListIcon fontSize="small" />
        </ToggleButton>
      </Tooltip>
    </ToggleButtonGroup>
  );

  let body;
  if (isNotFound(error)) {
    body = (
      <NoticePanel
        icon={<FolderOffOutlinedIcon />}
        title={t("notFoundTitle")}
        text={t("notFoundText")}
        action={
          <Button component={NextLink} href={ROOT_HREF} variant="contained">
            {t("backToRoot")}
          </Button>
        }
      />
    );
  } else if (error && !data) {
    body = <RetryAlert message={t("loadFailed")} retryLabel={tCommon("retry")} onRetry={() => void mutate()} />;
  } else if (!data) {
    body = <ItemsSkeleton view={view} />;
  } else if (items.length === 0) {
    body = <NoticePanel icon={<FolderOpenOutlinedIcon />} title={t("emptyTitle")} text={t("emptyText")} />;
  } else {
    const props = { selectedId, folderHref, onShowDetails: showDetails };
    body =
      view === "list" ? (
        <FileList items={items} {...props} />
      ) : (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 3 }}>
          {data.folders.length > 0 && (
            <section aria-label={t("folders")}>
              <SectionHeading>{t("folders")}</SectionHeading>
              <FileGrid items={data.folders} {...props} />
            </section>
          )}
          {data.files.length > 0 && (
            <section aria-label={t("files")}>
              <SectionHeading>{t("files")}</SectionHeading>
              <FileGrid items={data.files} {...props} />
            </section>
          )}
        </Box>
      );
  }

  return (
    <AppFrame
      title={t("title")}
      count={data ? t("itemCount", { count: items.length }) : undefined}
      actions={viewToggle}
      detail={selected && <FileDetails key={selected.id} item={selected} folderHref={folderHref} />}
      detailOpen={selected !== null}
      onDetailClose={closeDetails}
      detailLabel={t("details")}
    >
      {data ? (
        <FolderBreadcrumbs path={data.path} folderHref={folderHref} />
      ) : (
        !isNotFound(error) && <Skeleton width={220} height={28} sx={{ mb: 2.5 }} />
      )}
      {body}
    </AppFrame>
  );
}

function SectionHeading({ children }: { children: string }) {
  return (
    <Typography component="h2" variant="subtitle2" color="text.secondary" sx={{ fontWeight: 600, mb: 1.25 }}>
      {children}
    </Typography>
  );
}

function ItemsSkeleton({ view }: { view: ViewMode }) {
  return view === "list" ? (
    <Box aria-hidden sx={{ display: "flex", flexDirection: "column", gap: 1 }}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={48} />
      ))}
    </Box>
  ) : (
    <Box
      aria-hidden
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", sm: "repeat(auto-fill, minmax(200px, 1fr))" },
      }}
    >
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={index < 3 ? 64 : 150} />
      ))}
    </Box>
  );
}
