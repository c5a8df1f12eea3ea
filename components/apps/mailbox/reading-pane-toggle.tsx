"use client";
import { useTranslations } from "next-intl";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import VerticalSplitOutlined from "@mui/icons-material/VerticalSplitOutlined";
import ViewAgendaOutlined from "@mui/icons-material/ViewAgendaOutlined";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import type { MessageLayout } from "@/lib/mailbox/constants";
import type { MailboxSettings } from "@/lib/mailbox/schema";
import { SETTINGS_URL, patchMailboxSettings, useMailboxCache } from "@/lib/swr/use-mailbox";

/**
 * Where an open mail shows: beside the list (`right`) or instead of it. Saved at once in the
 * mailbox settings (optimistically; it switches back with a message when the server says no). Not
 * offered on a phone, where an open mail always fills the screen.
 */
export function ReadingPaneToggle({ layout }: { layout: MessageLayout }) {
  const t = useTranslations("mailboxApp.readingPane");
  const tCommon = useTranslations("appsCommon");
  const { notify } = useAppsFeedback();
  const { mutate } = useMailboxCache();

  const choose = async (next: MessageLayout) => {
    try {
      await mutate<MailboxSettings>(SETTINGS_URL, patchMailboxSettings({ messageLayout: next }), {
        optimisticData: { messageLayout: next },
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    } catch {
      notify(tCommon("saveFailed"), "error");
    }
  };

  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={layout}
      onChange={(_event, next: MessageLayout | null) => next && next !== layout && void choose(next)}
      aria-label={t("label")}
      sx={{ display: { xs: "none", md: "inline-flex" } }}
    >
      <Tooltip title={t("right")}>
        <ToggleButton value="right" aria-label={t("right")}>
          <VerticalSplitOutlined fontSize="small" />
        </ToggleButton>
      </Tooltip>
      <Tooltip title={t("full")}>
        <ToggleButton value="full" aria-label={t("full")}>
          <ViewAgendaOutlined fontSize="small" />
        </ToggleButton>
      </Tooltip>
    </ToggleButtonGroup>
  );
}
