"use client";
import { useTranslations } from "next-intl";
import NextLink from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import ArrowBack from "@mui/icons-material/ArrowBack";
import LabelOutlined from "@mui/icons-material/LabelOutlined";
import SearchOff from "@mui/icons-material/SearchOff";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { LabelManagerDialog } from "@/components/apps/shared/label-manager-dialog";
import { BoardCanvas } from "@/components/apps/scrumboard/board-canvas";
import { BoardMenu } from "@/components/apps/scrumboard/board-menu";
import { CardDialog } from "@/components/apps/scrumboard/card-dialog";
import { useBoardActions } from "@/components/apps/scrumboard/use-board-actions";
import { useConfirm } from "@/components/ui/confirmation";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";
import { countCards, findCard } from "@/lib/scrumboard/board-state";
import { TITLE_MAX } from "@/lib/scrumboard/schema";
import { useBoard } from "@/lib/swr/use-scrumboard";

/** The shell's top bar, the page's padding and the frame's header: what the canvas leaves above itself. */
const CANVAS_HEIGHT = { xs: "calc(100dvh - 190px)", md: "calc(100dvh - 210px)" };

/** /apps/scrumboard/{boardId}[?card={cardId}]: the board's lists and cards, and the opened card. */
export function BoardScreen({ boardId }: { boardId: string }) {
  const t = useTranslations("scrumboardApp");
  const tCommon = useTranslations("appsCommon");
  const { data: board, error, isLoading, mutate } = useBoard(boardId);
  const actions = useBoardActions(boardId);
  const confirm = useConfirm();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [isLabelsOpen, setLabelsOpen] = useState(false);
  const isPhone = useMediaQuery(useTheme().breakpoints.down("sm"));
  const openCardId = searchParams.get("card");
  const openCard = board && openCardId ? findCard(board, openCardId) : undefined;

  // The opened card is in the URL (a deep link that survives a reload), without a server round trip.
  const onOpenCard = useCallback(
    (cardId: string) => window.history.pushState(null, "", `${pathname}?card=${encodeURIComponent(cardId)}`),
    [pathname],
  );
  const closeCard = () => window.history.pushState(null, "", pathname);

  const onDeleteList = useCallback(
    async (listId: string) => {
      const list = board?.lists.find((item) => item.id === listId);
      if (!list) return;
      const isConfirmed = await confirm({
        title: t("list.deleteTitle", { title: list.title }),
        message: t("list.deleteMessage", { count: list.cards.length }),
        icon: { name: "warning", color: "error" },
        actions: { confirm: { label: t("list.delete"), color: "error" } },
      });
      if (isConfirmed) actions.deleteList(listId);
    },
    [actions, board, confirm, t],
  );

  const back = (
    <Link
      component={NextLink}
      href="/apps/scrumboard"
      underline="hover"
      sx={{ display: "inline-flex", alignItems: "center", gap: 0.5, mb: 1, fontWeight: 500 }}
    >
      <ArrowBack fontSize="small" />
      {t("board.allBoards")}
    </Link>
  );

  if (error)
    return (
      <Box>
        {back}
        <RetryAlert message={t("board.loadFailed")} retryLabel={tCommon("retry")} onRetry={() => void mutate()} />
      </Box>
    );
  if (board === null)
    return (
      <Box>
        {back}
        <NoticePanel icon={<SearchOff />} title={t("board.notFoundTitle")} text={t("board.notFoundText")} />
      </Box>
    );
  if (isLoading || !board) return <BoardSkeleton back={back} />;

  return (
    <Box>
      {back}
      <AppFrame
        title={board.title}
        count={t("board.cardCount", { count: countCards(board) })}
        actions={
          <>
            {isPhone ? (
              <Tooltip title={t("labels.manage")}>
                <IconButton aria-label={t("labels.manage")} onClick={() => setLabelsOpen(true)}>
                  <LabelOutlined />
                </IconButton>
              </Tooltip>
            ) : (
              <Button variant="outlined" startIcon={<LabelOutlined />} onClick={() => setLabelsOpen(true)}>
                {t("labels.manage")}
              </Button>
            )}
            <BoardMenu board={board} />
          </>
        }
      >
        <Box sx={{ height: CANVAS_HEIGHT, minHeight: 360, mx: { xs: -1, sm: 0 } }}>
          <BoardCanvas board={board} actions={actions} onOpenCard={onOpenCard} onDeleteList={onDeleteList} />
        </Box>
      </AppFrame>
      {openCard && (
        <CardDialog
          key={openCard.id}
          board={board}
          card={openCard}
          actions={actions}
          onClose={closeCard}
          onManageLabels={() => setLabelsOpen(true)}
        />
      )}
      <LabelManagerDialog
        open={isLabelsOpen}
        onClose={() => setLabelsOpen(false)}
        title={t("labels.title", { board: board.title })}
        items={board.labels}
        onCreate={(value) => actions.createLabel(value.title)}
        onUpdate={(id, value) => actions.renameLabel(id, value.title)}
        onDelete={(id) => actions.deleteLabel(id)}
        deleteNote={t("labels.deleteNote")}
        maxLength={TITLE_MAX}
      />
    </Box>
  );
}

function BoardSkeleton({ back }: { back: React.ReactNode }) {
  const t = useTranslations("scrumboardApp");
  return (
    <Box aria-busy aria-label={t("board.loading")}>
      {back}
      <Skeleton width={240} height={40} sx={{ mb: 2 }} />
      <Box sx={{ display: "flex", gap: 1.5, overflow: "hidden" }}>
        {[5, 3, 4, 2].map((cards, column) => (
          <Box key={column} sx={{ width: 272, flex: "none", p: 1, borderRadius: 3, bgcolor: "action.hover" }}>
            <Skeleton width="50%" height={28} sx={{ mb: 1 }} />
            {Array.from({ length: cards }, (_, row) => (
              <Skeleton key={row} variant="rounded" height={56} sx={{ mb: 1 }} />
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
