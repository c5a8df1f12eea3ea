"use client";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useFeedback } from "@/components/events/feedback";
import { formatDateTime } from "@/components/events/format";
import { RetryAlert } from "@/components/ui/retry-alert";
import { SettingsSection } from "@/components/settings/settings-section";
import { useSettingsErrors } from "@/components/settings/use-settings-errors";
import { FLAG_CHANGED_BY_CLI } from "@/lib/flags/definitions";
import { setFeatureFlag, useFeatureFlags, type FeatureFlag } from "@/lib/swr/use-settings";

/**
 * The feature flags, a switch each, with who switched them last and when. A switch applies to the
 * next request of every user; the page's own shell is refreshed so it follows at once.
 */
export function FeatureFlagsSection() {
  const t = useTranslations("settings.admin.flags");
  const router = useRouter();
  const notify = useFeedback();
  const errors = useSettingsErrors();
  const { data, error, mutate } = useFeatureFlags();

  async function toggle(flag: FeatureFlag, enabled: boolean) {
    if (!data) return;
    const optimistic = { flags: data.flags.map((item) => (item.key === flag.key ? { ...item, enabled } : item)) };
    try {
      await mutate(
        async () => {
          const saved = await setFeatureFlag(flag.key, enabled);
          return { flags: data.flags.map((item) => (item.key === saved.key ? saved : item)) };
        },
        { optimisticData: optimistic, rollbackOnError: true, revalidate: false },
      );
      notify(t(enabled ? "turnedOn" : "turnedOff", { key: flag.key }));
      router.refresh();
    } catch (failure) {
      notify(errors.text(failure, t("saveFailed")), "error");
    }
  }

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      {!data && error && <RetryAlert message={t("loadFailed")} retryLabel={t("retry")} onRetry={() => void mutate()} />}
      {!data && !error && <Skeleton variant="rounded" height={72} />}
      {data && data.flags.length === 0 && <Typography color="text.secondary">{t("empty")}</Typography>}
      {data && data.flags.length > 0 && (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, border: 1, borderColor: "divider", borderRadius: 1 }}>
          {data.flags.map((flag, index) => (
            <FlagRow
              key={flag.key}
              flag={flag}
              isFirst={index === 0}
              onToggle={(enabled) => void toggle(flag, enabled)}
            />
          ))}
        </Box>
      )}
    </SettingsSection>
  );
}

function FlagRow({
  flag,
  isFirst,
  onToggle,
}: {
  flag: FeatureFlag;
  isFirst: boolean;
  onToggle: (enabled: boolean) => void;
}) {
  const t = useTranslations("settings.admin.flags");
  const locale = useLocale();
  const labelId = `flag-${flag.key}`;
  const who = flag.updatedBy === FLAG_CHANGED_BY_CLI ? t("commandLine") : flag.updatedBy;
  return (
    <Box
      component="li"
      data-flag={flag.key}
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 2,
        p: 2,
        ...(!isFirst && { borderTop: 1, borderColor: "divider" }),
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography
          id={labelId}
          sx={{ fontWeight: 700, fontFamily: "ui-monospace, Menlo, Consolas, monospace", wordBreak: "break-all" }}
        >
          {flag.key}
        </Typography>
        {(t.has(`descriptions.${flag.key}` as never) || flag.description) && (
          <Typography variant="body2" color="text.secondary">
            {t.has(`descriptions.${flag.key}` as never) ? t(`descriptions.${flag.key}` as never) : flag.description}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {!flag.updatedAt
            ? t("neverChanged")
            : who
              ? t("changedBy", { who, date: formatDateTime(flag.updatedAt, locale) })
              : t("changedAt", { date: formatDateTime(flag.updatedAt, locale) })}
        </Typography>
      </Box>
      <Switch
        checked={flag.enabled}
        onChange={(event) => onToggle(event.target.checked)}
        slotProps={{ input: { "aria-labelledby": labelId } }}
      />
    </Box>
  );
}
