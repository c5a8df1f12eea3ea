"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import { useChatProfile } from "@/lib/swr/use-chats";
import { PaneHeader, PaneMessage } from "@/components/apps/chat/pane-header";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";

/** The user as their contacts see them (avatar, name, about, email); edited in the settings. */
export function ProfilePanel({ onBack }: { onBack: () => void }) {
  const t = useTranslations("chatApp");
  const tCommon = useTranslations("appsCommon");
  const { data: profile, error, mutate } = useChatProfile();
  return (
    <>
      <PaneHeader title={t("profile")} backLabel={tCommon("back")} onBack={onBack} />
      {profile ? (
        <Box sx={{ overflowY: "auto", flex: 1 }} data-testid="chat-profile">
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <InitialAvatar name={profile.name} src={profile.avatar} size={160} />
          </Box>
          <Section label={t("yourName")}>{profile.name}</Section>
          <Section label={t("about")}>{profile.about || t("noAbout")}</Section>
          <Section label={t("email")}>{profile.email}</Section>
          <Box sx={{ px: 3, py: 2 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {t("profileHint")}
            </Typography>
            <Button component={NextLink} href="/pages/settings?tab=profile" variant="outlined">
              {t("editProfile")}
            </Button>
          </Box>
        </Box>
      ) : error ? (
        <PaneMessage
          title={t("profileFailed")}
          action={
            <Button variant="outlined" onClick={() => void mutate()}>
              {tCommon("retry")}
            </Button>
          }
        />
      ) : (
        <Box sx={{ display: "grid", placeItems: "center", flex: 1 }}>
          <CircularProgress size={28} aria-label={t("loading")} />
        </Box>
      )}
    </>
  );
}

function Section({ label, children }: { label: string; children: string }) {
  return (
    <Box sx={{ px: 3, py: 1.75, borderTop: 1, borderColor: "divider" }}>
      <Typography variant="caption" sx={{ color: "primary.main", fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: "anywhere" }}>{children}</Typography>
    </Box>
  );
}
