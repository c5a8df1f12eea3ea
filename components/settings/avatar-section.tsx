"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import DeleteOutline from "@mui/icons-material/DeleteOutlineOutlined";
import UploadOutlined from "@mui/icons-material/UploadOutlined";
import { useFeedback } from "@/components/events/feedback";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";
import { FilePickButton } from "@/components/ui/file-pick-button";
import { avatarFileProblem, fileToAvatarDataUrl } from "@/components/settings/avatar-image";
import { SettingsSection } from "@/components/settings/settings-section";
import { saveAvatar } from "@/lib/swr/use-settings";
import { UPLOAD_MAX_BYTES } from "@/lib/uploads/schema";

/**
 * The picture the shell shows beside the user's name: uploaded from the device (cropped square and
 * scaled down in the browser, then saved through the shell's own user API) or removed.
 */
export function AvatarSection({
  name,
  avatar,
  onChanged,
}: {
  name: string;
  avatar: string | null;
  onChanged: (avatar: string | null) => void;
}) {
  const t = useTranslations("settings.profile.avatar");
  const router = useRouter();
  const notify = useFeedback();
  const [busy, setBusy] = useState<"upload" | "remove" | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const megabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

  async function save(next: string | null, kind: "upload" | "remove") {
    setBusy(kind);
    try {
      await saveAvatar(next);
      onChanged(next);
      router.refresh();
      notify(kind === "upload" ? t("uploaded") : t("removed"));
    } catch {
      setProblem(t("failed"));
    } finally {
      setBusy(null);
    }
  }

  async function onPick(file: File) {
    setProblem(null);
    const wrong = avatarFileProblem(file);
    if (wrong) return setProblem(t(wrong, { megabytes }));
    let dataUrl: string;
    try {
      dataUrl = await fileToAvatarDataUrl(file);
    } catch {
      return setProblem(t("unreadable"));
    }
    await save(dataUrl, "upload");
  }

  return (
    <SettingsSection title={t("title")} description={t("description")}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2.5, flexWrap: "wrap" }}>
        <Box data-testid="settings-avatar" data-has-avatar={avatar ? "true" : "false"}>
          <InitialAvatar name={name} src={avatar} size={72} />
        </Box>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 1, minWidth: 0 }}>
          <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
            <FilePickButton
              onFile={(file) => void onPick(file)}
              startIcon={<UploadOutlined />}
              loading={busy === "upload"}
              disabled={busy !== null}
            >
              {t("upload")}
            </FilePickButton>
            {avatar && (
              <Button
                color="inherit"
                startIcon={<DeleteOutline />}
                onClick={() => void save(null, "remove")}
                loading={busy === "remove"}
                disabled={busy !== null}
              >
                {t("remove")}
              </Button>
            )}
          </Box>
          <FormHelperText error={Boolean(problem)} role={problem ? "alert" : undefined} sx={{ m: 0 }}>
            {problem ?? t("hint", { megabytes })}
          </FormHelperText>
        </Box>
      </Box>
    </SettingsSection>
  );
}
