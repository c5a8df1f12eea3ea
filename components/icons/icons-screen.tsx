"use client";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import Skeleton from "@mui/material/Skeleton";
import Snackbar from "@mui/material/Snackbar";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import Clear from "@mui/icons-material/Clear";
import GridViewOutlined from "@mui/icons-material/GridViewOutlined";
import Search from "@mui/icons-material/Search";
import SearchOffOutlined from "@mui/icons-material/SearchOffOutlined";
import ViewListOutlined from "@mui/icons-material/ViewListOutlined";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { IconGrid } from "@/components/icons/icon-grid";
import { IconList } from "@/components/icons/icon-list";
import { IconSetTabs } from "@/components/icons/icon-set-tabs";
import { useCopyName } from "@/components/icons/use-copy-name";
import { useIconsQuery } from "@/components/icons/use-icons-query";
import { useRememberedView } from "@/lib/hooks/use-remembered-view";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";
import { ICON_SETS, type IconSetKey } from "@/lib/icons/catalog";
import { filterIconNames, MAX_ICON_QUERY_LENGTH } from "@/lib/icons/filter";
import { useIconSet } from "@/lib/icons/use-icon-set";

/**
 * One icon set (`/ui/icons/{set}`): its name and count, the other sets, a search kept in the URL,
 * a grid or a list (remembered), and a click on an icon copies its full name.
 */
export function IconsScreen({ set }: { set: IconSetKey }) {
  const t = useTranslations("iconsPage");
  const { data, error, isLoading, mutate } = useIconSet(set);
  const { query, text, setText } = useIconsQuery();
  const [view, setView] = useRememberedView("hostdeck.icons.view");
  const { notice, copy, dismiss } = useCopyName();
  const names = useMemo(() => (data ? filterIconNames(data.list, query) : []), [data, query]);
  const definition = ICON_SETS[set];

  const count = !data
    ? undefined
    : query
      ? t("matching", { count: names.length, total: data.list.length })
      : t("count", { count: data.list.length });

  return (
    <AppFrame
      title={definition.name}
      count={count}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={view}
          onChange={(_event, next) => next && setView(next)}
          aria-label={t("view")}
        >
          <ToggleButton value="grid" aria-label={t("gridView")}>
            <GridViewOutlined fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t("listView")}>
            <ViewListOutlined fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
      }
    >
      <IconSetTabs set={set} query={query} />
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", columnGap: 2, rowGap: 1, mb: 2 }}>
        <TextField
          type="search"
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("searchPlaceholder")}
          sx={{
            width: { xs: "100%", sm: 360 },
            // The clear button below replaces the browser's own.
            "& input::-webkit-search-cancel-button": { display: "none" },
          }}
          slotProps={{
            htmlInput: { "aria-label": t("search"), maxLength: MAX_ICON_QUERY_LENGTH },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: text ? (
                <InputAdornment position="end">
                  <IconButton size="small" aria-label={t("clearSearch")} onClick={() => setText("")}>
                    <Clear fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {t("hint")}
        </Typography>
      </Box>
      {error && !data ? (
        <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <IconsSkeleton />
      ) : names.length === 0 ? (
        <NoticePanel
          icon={<SearchOffOutlined />}
          title={t("emptyTitle")}
          text={t("emptyText", { query, set: definition.name })}
        />
      ) : view === "list" ? (
        <IconList namespace={data.namespace} names={names} grid={data.grid} onCopy={(name) => void copy(name)} />
      ) : (
        <IconGrid namespace={data.namespace} names={names} grid={data.grid} onCopy={(name) => void copy(name)} />
      )}
      <Snackbar
        key={notice?.key}
        open={notice !== null}
        autoHideDuration={notice?.copied ? 3000 : 8000}
        onClose={(_event, reason) => reason !== "clickaway" && dismiss()}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert
          severity={notice?.copied ? "success" : "warning"}
          variant="filled"
          onClose={dismiss}
          sx={{ width: "100%", alignItems: "center", "& .MuiAlert-message": { overflowWrap: "anywhere" } }}
        >
          {notice && (notice.copied ? t("copied", { name: notice.name }) : t("copyFailed", { name: notice.name }))}
        </Alert>
      </Snackbar>
    </AppFrame>
  );
}

function IconsSkeleton() {
  return (
    <Box
      aria-hidden
      sx={{ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(112px, 1fr))", gap: 1, p: 1 }}
    >
      {Array.from({ length: 24 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={96} />
      ))}
    </Box>
  );
}
