"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import PersonSearchOutlinedIcon from "@mui/icons-material/PersonSearchOutlined";
import { useChatContacts } from "@/lib/swr/use-chats";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { filterChats } from "@/components/apps/chat/chat-logic";
import { PaneHeader, PaneMessage } from "@/components/apps/chat/pane-header";
import { SearchBox } from "@/components/apps/chat/search-box";
import { useStartChat } from "@/components/apps/chat/use-start-chat";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";

/** "New chat": the contacts by name; picking one opens the chat with them (made when there is none). */
export function NewChatPanel({ onBack, onOpened }: { onBack: () => void; onOpened: () => void }) {
  const t = useTranslations("chatApp");
  const tCommon = useTranslations("appsCommon");
  const { notify } = useAppsFeedback();
  const { data: contacts, error, mutate } = useChatContacts();
  const startChat = useStartChat();
  const [search, setSearch] = useState("");
  const [openingId, setOpeningId] = useState<string | null>(null);
  // The contacts filter like the chats do: by name (or by what they say about themselves).
  const shown = filterChats(
    (contacts ?? []).map((contact) => ({ ...contact, contact, lastMessage: contact.about })),
    search,
  );

  async function onPick(contactId: string) {
    setOpeningId(contactId);
    try {
      await startChat(contactId);
      onOpened();
    } catch {
      notify(t("openFailed"), "error");
    } finally {
      setOpeningId(null);
    }
  }

  return (
    <>
      <PaneHeader title={t("newChat")} backLabel={tCommon("back")} onBack={onBack} />
      <SearchBox value={search} onChange={setSearch} label={t("searchContacts")} />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
        {contacts ? (
          shown.length > 0 ? (
            <>
              <Typography variant="overline" component="h3" color="primary" sx={{ display: "block", px: 2.5, pt: 1.5 }}>
                {t("contacts")}
              </Typography>
              <List disablePadding aria-label={t("contacts")}>
                {shown.map(({ contact }) => (
                  <li key={contact.id}>
                    <ListItemButton
                      onClick={() => void onPick(contact.id)}
                      disabled={openingId !== null}
                      sx={{ gap: 1.5, px: 2, py: 1 }}
                    >
                      <InitialAvatar name={contact.name} src={contact.avatar} size={44} />
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Typography sx={{ fontWeight: 500 }} noWrap>
                          {contact.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary" noWrap>
                          {contact.about}
                        </Typography>
                      </Box>
                      {openingId === contact.id && <CircularProgress size={20} aria-label={t("opening")} />}
                    </ListItemButton>
                  </li>
                ))}
              </List>
            </>
          ) : (
            <PaneMessage
              icon={<PersonSearchOutlinedIcon />}
              title={search.trim() ? t("noContactsMatch", { search: search.trim() }) : t("noContacts")}
            />
          )
        ) : error ? (
          <PaneMessage
            title={t("contactsFailed")}
            action={
              <Button variant="outlined" onClick={() => void mutate()}>
                {tCommon("retry")}
              </Button>
            }
          />
        ) : (
          <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
            <CircularProgress size={28} aria-label={t("loading")} />
          </Box>
        )}
      </Box>
    </>
  );
}
