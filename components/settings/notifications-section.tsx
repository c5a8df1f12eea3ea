"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useFeedback } from "@/components/events/feedback";
import { RetryAlert } from "@/components/ui/retry-alert";
import {
  REMINDER_OFF,
  reminderDayChoices,
  reminderFromChoice,
  reminderToChoice,
} from "@/components/settings/notification-values";
import { SettingsSection } from "@/components/settings/settings-section";
import { useSettingsErrors } from "@/components/settings/use-settings-errors";
import { saveNotificationPreferences, useNotificationPreferences } from "@/lib/swr/use-settings";
import { notificationPreferencesPatchSchema, type NotificationPreferencesPatch } from "@/lib/users/schema";

const SWITCHES = ["notifyNewOrder", "notifyDailySummary", "notifySoldOut"] as const;

/**
 * Which mails the user gets: each new order, a daily summary, a sold-out event, and a reminder
 * about offline orders still unpaid after N days (or never). Each change is saved at once,
 * shown before the answer comes and undone if the save fails.
 */
export function NotificationsSection() {
  const t = useTranslations("settings.preferences.notifications");
  const notify = useFeedback();
  const errors = useSettingsErrors();
  const { data, error, mutate } = useNotificationPreferences();
  const preferences = data?.notifications;

  async function change(patch: NotificationPreferencesPatch) {
    if (!preferences || !notificationPreferencesPatchSchema.safeParse(patch).success) return;
    const optimistic = { notifications: { ...preferences, ...patch } };
    try {
      await mutate(saveNotificationPreferences(patch), {
        optimisticData: optimistic,
        rollbackOnError: true,
        revalidate: false,
      });
      notify(t("saved"));
    } catch (failure) {
      notify(errors.text(failure, t("saveFailed")), "error");
    }
  }

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      {!preferences && error && (
        <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} />
      )}
      {!preferences && !error && <Skeleton variant="rounded" height={180} />}
      {preferences && (
        <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5 }}>
          {SWITCHES.map((name) => (
            <FormControlLabel
              key={name}
              sx={{ alignItems: "flex-start", ml: 0, gap: 1.5 }}
              control={
                <Switch
                  checked={preferences[name]}
                  onChange={(event) => void change({ [name]: event.target.checked })}
                  sx={{ mt: -0.75, flex: "none" }}
                />
              }
              label={
                <Box>
                  <Typography>{t(`${name}.label`)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`${name}.text`)}
                  </Typography>
                </Box>
              }
              labelPlacement="end"
            />
          ))}
          <TextField
            select
            label={t("unpaid.label")}
            helperText={t("unpaid.text")}
            value={reminderToChoice(preferences.notifyUnpaidAfterDays)}
            onChange={(event) => void change({ notifyUnpaidAfterDays: reminderFromChoice(event.target.value) })}
            sx={{ maxWidth: 360, mt: 1 }}
          >
            <MenuItem value={REMINDER_OFF}>{t("unpaid.off")}</MenuItem>
            {reminderDayChoices(preferences.notifyUnpaidAfterDays).map((days) => (
              <MenuItem key={days} value={String(days)}>
                {t("unpaid.after", { days })}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      )}
    </SettingsSection>
  );
}
