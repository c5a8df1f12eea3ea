"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DeleteForeverOutlined from "@mui/icons-material/DeleteForeverOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import { DeleteAccountDialog } from "@/components/settings/delete-account-dialog";
import { SettingsSection } from "@/components/settings/settings-section";
import { EXPORT_URL } from "@/lib/swr/use-settings";

/** "Your data": everything the account holds as a zip, and deleting the account. */
export function DataTab() {
  const t = useTranslations("settings.data");
  const [isDeleting, setDeleting] = useState(false);

  return (
    <>
      <SettingsSection title={t("export.title")} description={t("export.description")}>
        <Box sx={{ display: "flex", flexDirection: "column", gap: 1.5, alignItems: "flex-start" }}>
          {/* A plain link: the browser downloads the zip with the session cookie, no script needed. */}
          <Button component="a" href={EXPORT_URL} download variant="contained" startIcon={<DownloadOutlined />}>
            {t("export.action")}
          </Button>
        </Box>
      </SettingsSection>
      <SettingsSection title={t("delete.title")} description={t("delete.description")} tone="danger">
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlined />}
          onClick={() => setDeleting(true)}
        >
          {t("delete.action")}
        </Button>
        {isDeleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
      </SettingsSection>
    </>
  );
}
