"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import EventRepeatOutlinedIcon from "@mui/icons-material/EventRepeatOutlined";
import { LinkButton } from "@/components/ui/links";

/** The screen's title and account, with the subscribe button and (for editors) a new event. */
export function CalendarHeader({
  accountName,
  canEdit,
  onSubscribe,
}: {
  accountName: string;
  canEdit: boolean;
  onSubscribe: () => void;
}) {
  const t = useTranslations("calendar");
  return (
    <Box
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "flex-end",
        justifyContent: "space-between",
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em", mb: 0.5 }}>
          {t("title")}
        </Typography>
        <Typography color="text.secondary">{t("intro", { account: accountName })}</Typography>
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button variant="outlined" color="inherit" startIcon={<EventRepeatOutlinedIcon />} onClick={onSubscribe}>
          {t("subscribe.open")}
        </Button>
        {canEdit && (
          <LinkButton href="/pages/events/new" variant="contained" startIcon={<AddIcon />}>
            {t("newEvent")}
          </LinkButton>
        )}
      </Stack>
    </Box>
  );
}
