"use client";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import { FeedbackProvider } from "@/components/events/feedback";
import { AdminTab } from "@/components/settings/admin-tab";
import { DataTab } from "@/components/settings/data-tab";
import { PreferencesTab } from "@/components/settings/preferences-tab";
import { ProfileTab } from "@/components/settings/profile-tab";
import { SecurityTab } from "@/components/settings/security-tab";
import { visibleSettingsTabs, type SettingsTab } from "@/components/settings/settings-tabs";
import { useSettingsTab } from "@/components/settings/use-settings-tab";
import type { Appearance } from "@/lib/shell/appearance";
import type { ProfileAnswer } from "@/lib/users/schema";

type Props = {
  /** What the server read for the first paint (the browser keeps it current). */
  profile: ProfileAnswer;
  appearance: Appearance;
  isAdmin: boolean;
};

export function SettingsScreen(props: Props) {
  return (
    <FeedbackProvider>
      <Settings {...props} />
    </FeedbackProvider>
  );
}

/**
 * /pages/settings?tab=…: the account's profile, security, preferences, data and — for
 * administrators only — the feature flags and the outbox. Each tab has its own address.
 */
function Settings({ profile, appearance, isAdmin }: Props) {
  const t = useTranslations("settings");
  const { tab, selectTab, emailChange } = useSettingsTab(isAdmin);

  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800, letterSpacing: "-0.02em" }}>
          {t("title")}
        </Typography>
        <Typography color="text.secondary">{t("subtitle")}</Typography>
      </Box>

      {emailChange && (
        <Alert severity={emailChange === "1" ? "success" : "error"} role={emailChange === "1" ? "status" : "alert"}>
          {emailChange === "1"
            ? t("profile.email.changed", { email: profile.user.email })
            : t(`profile.email.${emailChange}`)}
        </Alert>
      )}

      <Paper variant="outlined" sx={{ overflow: "hidden" }}>
        <Tabs
          value={tab}
          onChange={(_event, next: SettingsTab) => selectTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t("tabsLabel")}
          sx={{ px: { xs: 0, sm: 1 }, "& .MuiTabs-scrollButtons.Mui-disabled": { display: "none" } }}
        >
          {visibleSettingsTabs(isAdmin).map((value) => (
            <Tab
              key={value}
              value={value}
              label={t(`tabs.${value}`)}
              id={`settings-tab-${value}`}
              aria-controls={`settings-panel-${value}`}
              sx={{ minHeight: 52 }}
            />
          ))}
        </Tabs>
      </Paper>

      <Box
        role="tabpanel"
        id={`settings-panel-${tab}`}
        aria-labelledby={`settings-tab-${tab}`}
        sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}
      >
        {tab === "profile" && <ProfileTab initial={profile} />}
        {tab === "security" && <SecurityTab account={profile.user.email} />}
        {tab === "preferences" && <PreferencesTab appearance={appearance} />}
        {tab === "data" && <DataTab />}
        {tab === "admin" && isAdmin && <AdminTab />}
      </Box>
    </Box>
  );
}
