"use client";
import { useFormatter, useNow, useTranslations } from "next-intl";
import NextLink from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import Avatar from "@mui/material/Avatar";
import AvatarGroup from "@mui/material/AvatarGroup";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import Card from "@mui/material/Card";
import CardActionArea from "@mui/material/CardActionArea";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import Add from "@mui/icons-material/Add";
import ViewKanbanOutlined from "@mui/icons-material/ViewKanbanOutlined";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { BoardDialog } from "@/components/apps/scrumboard/board-dialog";
import { BoardIcon } from "@/components/apps/scrumboard/board-icons";
import { BoardMenu } from "@/components/apps/scrumboard/board-menu";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";
import type { Board } from "@/lib/scrumboard/shapes";
import { BOARDS_KEY, scrumboardApi, useBoards } from "@/lib/swr/use-scrumboard";

const GRID = { display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" } as const;

/** /apps/scrumboard: the user's boards as cards, and a new board. */
export function BoardsScreen() {
  const t = useTranslations("scrumboardApp.boards");
  const tCommon = useTranslations("appsCommon");
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { data: boards, error, isLoading, mutate: reload } = useBoards();
  const [isCreating, setCreating] = useState(false);

  const newBoardButton = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
      {t("new")}
    </Button>
  );

  let content;
  if (error)
    content = <RetryAlert message={t("loadFailed")} retryLabel={tCommon("retry")} onRetry={() => void reload()} />;
  else if (isLoading || !boards)
    content = (
      <Box sx={GRID} aria-busy aria-label={t("loading")}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={188} />
        ))}
      </Box>
    );
  else if (boards.length === 0)
    content = (
      <NoticePanel
        icon={<ViewKanbanOutlined />}
        title={t("emptyTitle")}
        text={t("emptyText")}
        action={newBoardButton}
      />
    );
  else
    content = (
      <Box component="ul" sx={{ ...GRID, listStyle: "none", p: 0, m: 0 }} aria-label={t("title")}>
        {boards.map((board) => (
          <Box component="li" key={board.id}>
            <BoardTile board={board} />
          </Box>
        ))}
        <Box component="li">
          <ButtonBase
            onClick={() => setCreating(true)}
            sx={{
              width: "100%",
              height: "100%",
              minHeight: 188,
              borderRadius: 3,
              border: 2,
              borderStyle: "dashed",
              borderColor: "divider",
              color: "text.secondary",
              flexDirection: "column",
              gap: 1,
              "&:hover": { borderColor: "primary.main", color: "primary.main" },
            }}
          >
            <Add fontSize="large" />
            <Typography sx={{ fontWeight: 600 }}>{t("new")}</Typography>
          </ButtonBase>
        </Box>
      </Box>
    );

  return (
    <AppFrame
      title={t("title")}
      count={boards ? t("count", { count: boards.length }) : undefined}
      actions={newBoardButton}
    >
      {content}
      {isCreating && (
        <BoardDialog
          onClose={() => setCreating(false)}
          onSave={async (fields) => {
            const board = await scrumboardApi.createBoard(fields);
            await mutate(BOARDS_KEY);
            router.push(`/apps/scrumboard/${board.id}`);
          }}
        />
      )}
    </AppFrame>
  );
}

/** One board: icon, title, description, members and how long ago it last changed; opens the board. */
function BoardTile({ board }: { board: Board }) {
  const t = useTranslations("scrumboardApp.boards");
  const format = useFormatter();
  const now = useNow({ updateInterval: 60_000 });
  return (
    <Card
      variant="outlined"
      sx={{ height: "100%", borderRadius: 3, position: "relative", "&:hover": { boxShadow: 4 } }}
    >
      <CardActionArea
        component={NextLink}
        href={`/apps/scrumboard/${board.id}`}
        sx={{ height: "100%", p: 2.5, display: "flex", flexDirection: "column", alignItems: "stretch", gap: 1.5 }}
      >
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 48,
            height: 48,
            borderRadius: "50%",
            display: "grid",
            placeItems: "center",
            bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.12)`,
            color: "primary.main",
            ...theme.applyStyles("dark", {
              bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.3)`,
              color: "primary.light",
            }),
          })}
        >
          <BoardIcon name={board.icon} />
        </Box>
        <Box sx={{ flex: 1, pr: 4 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
            {board.title}
          </Typography>
          {board.description && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{
                mt: 0.5,
                display: "-webkit-box",
                WebkitLineClamp: 2,
                WebkitBoxOrient: "vertical",
                overflow: "hidden",
              }}
            >
              {board.description}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, minHeight: 32 }}>
          {board.members.length > 0 ? (
            <AvatarGroup
              max={5}
              aria-label={t("members", { count: board.members.length })}
              sx={{ "& .MuiAvatar-root": { width: 28, height: 28, fontSize: 12 } }}
            >
              {board.members.map((member) => (
                <Avatar key={member.id} alt={member.name} src={member.avatar ?? undefined} title={member.name} />
              ))}
            </AvatarGroup>
          ) : (
            <Typography variant="caption" color="text.secondary">
              {t("noMembers")}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ textAlign: "right" }}>
            {t("edited", { when: format.relativeTime(new Date(board.lastActivity), now) })}
          </Typography>
        </Box>
      </CardActionArea>
      <Box sx={{ position: "absolute", top: 12, right: 8 }}>
        <BoardMenu board={board} onDeleted={() => undefined} />
      </Box>
    </Card>
  );
}
