"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import AddOutlined from "@mui/icons-material/AddOutlined";
import ConfirmationNumberOutlined from "@mui/icons-material/ConfirmationNumberOutlined";
import EditCalendarOutlined from "@mui/icons-material/EditCalendarOutlined";
import IosShareOutlined from "@mui/icons-material/IosShareOutlined";
import RocketLaunchOutlined from "@mui/icons-material/RocketLaunchOutlined";
import SwapHorizOutlined from "@mui/icons-material/SwapHorizOutlined";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useAccountSwitcher } from "@/components/shell/user/use-account-switcher";
import type { OtherAccount } from "@/lib/dashboard/schema";

// What an account without events sees instead of a wall of zeros: what the dashboard will show,
// the way to the first event, and, when the user's events (the demo data, say) are in another of
// their accounts, a switch to it.

const STEPS = [
  { key: "create", icon: <EditCalendarOutlined /> },
  { key: "tickets", icon: <ConfirmationNumberOutlined /> },
  { key: "share", icon: <IosShareOutlined /> },
] as const;

export function FirstRun({
  accountName,
  activeVendorId,
  otherAccounts,
}: {
  accountName: string;
  activeVendorId: string | null;
  otherAccounts: OtherAccount[];
}) {
  const t = useTranslations("dashboard.firstRun");
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5 }}>
      {otherAccounts.length > 0 && <SwitchHint accounts={otherAccounts} activeVendorId={activeVendorId} />}
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: "center" }}>
        <Box
          aria-hidden
          sx={{
            width: 64,
            height: 64,
            mx: "auto",
            mb: 2,
            borderRadius: "50%",
            display: "grid",
            placeItems: "center",
            color: "primary.main",
            bgcolor: "action.selected",
            "& svg": { fontSize: 32 },
          }}
        >
          <RocketLaunchOutlined />
        </Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 800 }}>
          {t("title")}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: "auto", mt: 1 }}>
          {t("text", { account: accountName })}
        </Typography>
        <Button
          component={NextLink}
          href="/pages/events/new"
          variant="contained"
          size="large"
          startIcon={<AddOutlined />}
          sx={{ mt: 3 }}
        >
          {t("create")}
        </Button>
        <Box
          component="ol"
          sx={{
            listStyle: "none",
            p: 0,
            m: 0,
            mt: 4,
            display: "grid",
            gridTemplateColumns: { xs: "1fr", sm: "repeat(3, minmax(0, 1fr))" },
            gap: 2,
            textAlign: "left",
          }}
        >
          {STEPS.map((step, index) => (
            <Box
              component="li"
              key={step.key}
              sx={{ display: "flex", gap: 1.5, p: 2, borderRadius: 2, border: 1, borderColor: "divider" }}
            >
              <Box sx={{ color: "primary.main", pt: 0.25 }} aria-hidden>
                {step.icon}
              </Box>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>{t(`steps.${step.key}.title`, { step: index + 1 })}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`steps.${step.key}.text`)}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}

/** "Your events are in another account": one button per account of the user that has events. */
function SwitchHint({ accounts, activeVendorId }: { accounts: OtherAccount[]; activeVendorId: string | null }) {
  const t = useTranslations("dashboard.firstRun");
  const switcher = useAccountSwitcher(activeVendorId);
  const [hasFailed, setFailed] = useState(false);
  const isBusy = switcher.pending !== null || switcher.isRefreshing;

  async function switchTo(vendorId: string | null) {
    setFailed(false);
    const outcome = await switcher.switchTo(vendorId);
    if (outcome.kind === "failed") setFailed(true);
  }

  return (
    <Alert severity="info" icon={<SwapHorizOutlined />} sx={{ alignItems: "flex-start" }}>
      <AlertTitle sx={{ fontWeight: 700 }}>{t("elsewhereTitle")}</AlertTitle>
      {t("elsewhereText")}
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mt: 1.5 }}>
        {accounts.map((account) => (
          <Button
            key={account.vendorId ?? "personal"}
            variant="outlined"
            color="info"
            size="small"
            disabled={isBusy}
            onClick={() => void switchTo(account.vendorId)}
          >
            {t("switchTo", { account: account.name, count: account.events })}
          </Button>
        ))}
      </Box>
      {hasFailed && (
        <Typography variant="body2" color="error" role="alert" sx={{ mt: 1 }}>
          {t("switchFailed")}
        </Typography>
      )}
    </Alert>
  );
}
