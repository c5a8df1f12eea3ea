"use client";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import InputBase from "@mui/material/InputBase";
import Tooltip from "@mui/material/Tooltip";
import SendIcon from "@mui/icons-material/Send";
import { MAX_MESSAGE_LENGTH } from "@/lib/chat/limits";

/**
 * The text box under a conversation: Enter sends, Shift+Enter starts a new line, blank messages
 * are not sent. The box empties at once; `onSend` answers false when sending failed, and the text
 * comes back so nothing typed is lost.
 */
export function MessageComposer({
  onSend,
  isDisabled = false,
}: {
  onSend: (value: string) => Promise<boolean>;
  isDisabled?: boolean;
}) {
  const t = useTranslations("quickChat");
  const [value, setValue] = useState("");
  const text = value.trim();
  const canSend = text.length > 0 && !isDisabled;

  async function send() {
    if (!canSend) return;
    setValue("");
    const isSent = await onSend(text);
    if (!isSent) setValue((typed) => typed || text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement | HTMLInputElement>) {
    // While an input method is composing (e.g. Japanese), Enter confirms the composition instead.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ display: "flex", alignItems: "flex-end", gap: 1, p: 1.5, borderTop: 1, borderColor: "divider" }}
    >
      <InputBase
        multiline
        maxRows={5}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("messagePlaceholder")}
        disabled={isDisabled}
        slotProps={{ input: { "aria-label": t("message"), maxLength: MAX_MESSAGE_LENGTH } }}
        sx={{
          flex: 1,
          minWidth: 0,
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: "action.hover",
          border: 1,
          borderColor: "transparent",
          "&.Mui-focused": { borderColor: "primary.main", bgcolor: "background.paper" },
        }}
      />
      {/* A disabled button fires no events, so the tooltip sits on a span; `describeChild` keeps
          the span from taking the button's name as a label of its own. */}
      <Tooltip title={t("send")} describeChild>
        <span>
          <IconButton type="submit" color="primary" aria-label={t("send")} disabled={!canSend}>
            <SendIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
