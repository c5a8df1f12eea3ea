"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Button from "@mui/material/Button";
import AddCommentOutlinedIcon from "@mui/icons-material/AddCommentOutlined";
import ForumOutlinedIcon from "@mui/icons-material/ForumOutlined";
import SearchOffIcon from "@mui/icons-material/SearchOff";
import type { ChatSummary } from "@/lib/chat/schema";
import type { PanelLoadState } from "@/lib/shell/panels/load-state";
import { useChatProfile } from "@/lib/swr/use-chats";
import { ChatsList } from "@/components/apps/chat/chats-list";
import { filterChats } from "@/components/apps/chat/chat-logic";
import { NewChatPanel } from "@/components/apps/chat/new-chat-panel";
import { PaneHeader, PaneMessage } from "@/components/apps/chat/pane-header";
import { ProfilePanel } from "@/components/apps/chat/profile-panel";
import { SearchBox } from "@/components/apps/chat/search-box";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";
import { RetryAlert } from "@/components/ui/retry-alert";

type Panel = "chats" | "newChat" | "profile";

/**
 * The left pane, as in WhatsApp Web: the user's avatar (their profile), **New chat**, the search
 * and the chats; the profile and the contacts for a new chat slide in over it.
 */
export function ChatSidebar({
  chats,
  loadState,
  onReload,
  selectedChatId,
}: {
  chats: ChatSummary[] | undefined;
  loadState: PanelLoadState;
  onReload: () => void;
  selectedChatId: string | null;
}) {
  const t = useTranslations("chatApp");
  const tCommon = useTranslations("appsCommon");
  const [panel, setPanel] = useState<Panel>("chats");
  const [search, setSearch] = useState("");
  const { data: profile } = useChatProfile();

  if (panel === "profile") return <ProfilePanel onBack={() => setPanel("chats")} />;
  if (panel === "newChat") return <NewChatPanel onBack={() => setPanel("chats")} onOpened={() => setPanel("chats")} />;

  const shown = chats ? filterChats(chats, search) : [];
  return (
    <>
      <PaneHeader
        actions={
          <Tooltip title={t("newChat")}>
            <IconButton aria-label={t("newChat")} onClick={() => setPanel("newChat")}>
              <AddCommentOutlinedIcon />
            </IconButton>
          </Tooltip>
        }
      >
        <Tooltip title={t("openProfile")}>
          <ButtonBase
            aria-label={t("openProfile")}
            onClick={() => setPanel("profile")}
            sx={{ borderRadius: "50%", "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main" } }}
          >
            {profile ? (
              <InitialAvatar name={profile.name} src={profile.avatar} size={40} />
            ) : (
              <Skeleton variant="circular" width={40} height={40} />
            )}
          </ButtonBase>
        </Tooltip>
        <Box component="h2" sx={{ flex: 1, m: 0, ml: 0.5, fontSize: 20, fontWeight: 800 }}>
          {t("chats")}
        </Box>
      </PaneHeader>
      <SearchBox value={search} onChange={setSearch} label={t("searchChats")} />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
        {loadState.refreshFailed && (
          <RetryAlert message={t("refreshFailed")} retryLabel={tCommon("retry")} onRetry={onReload} sx={{ m: 1.5 }} />
        )}
        {loadState.status === "loading" && <ChatsSkeleton />}
        {loadState.status === "failed" && (
          <PaneMessage
            title={t("chatsFailed")}
            action={
              <Button variant="outlined" onClick={onReload}>
                {tCommon("retry")}
              </Button>
            }
          />
        )}
        {loadState.status === "ready" &&
          (shown.length > 0 ? (
            <ChatsList chats={shown} selectedChatId={selectedChatId} />
          ) : search.trim() ? (
            <PaneMessage icon={<SearchOffIcon />} title={t("noChatsMatch", { search: search.trim() })} />
          ) : (
            <PaneMessage
              icon={<ForumOutlinedIcon />}
              title={t("noChats")}
              text={t("noChatsHint")}
              action={
                <Button variant="contained" onClick={() => setPanel("newChat")}>
                  {t("newChat")}
                </Button>
              }
            />
          ))}
      </Box>
    </>
  );
}

function ChatsSkeleton() {
  return (
    <Box aria-hidden>
      {Array.from({ length: 7 }, (_, index) => (
        <Box key={index} sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2, py: 1.5 }}>
          <Skeleton variant="circular" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton width="55%" />
            <Skeleton width="85%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
