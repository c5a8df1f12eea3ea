"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import Dialog from "@mui/material/Dialog";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import { useFeedback } from "@/components/events/feedback";
import { VendorSignUpForm } from "@/components/vendors/vendor-sign-up-form";
import type { Currency } from "@/lib/events/schema";
import { useRefreshVendors } from "@/lib/swr/use-vendors";
import type { CreatedVendor } from "@/lib/vendors/create-schema";

/**
 * "Create vendor": the /vendor-sign-up form (same fields, rules and errors) in a dialog. The new
 * vendor is the active account at once (the API makes it so); the shell is rendered again to say
 * so and the user lands on the vendor's page to invite their team.
 */
export function CreateVendorDialog({
  appUrl,
  defaultCurrency,
  onClose,
}: {
  appUrl: string;
  defaultCurrency: Currency;
  onClose: () => void;
}) {
  const t = useTranslations("vendors");
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));
  const router = useRouter();
  const notify = useFeedback();
  const refreshVendors = useRefreshVendors();

  function onCreated(vendor: CreatedVendor) {
    notify(t("create.done", { name: vendor.name }));
    void refreshVendors();
    onClose();
    // The shell (user menu, account name) is rendered on the server: refresh it, then open the vendor.
    router.refresh();
    router.push(`/pages/vendors/${encodeURIComponent(vendor.id)}?tab=members`);
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={isPhone} aria-labelledby="create-vendor-title">
      <DialogTitle id="create-vendor-title" sx={{ fontWeight: 700, pr: 7 }}>
        {t("create.title")}
        <IconButton
          aria-label={t("common.close")}
          onClick={onClose}
          sx={{ position: "absolute", right: 12, top: 12 }}
          size="small"
        >
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Typography color="text.secondary" variant="body2" sx={{ mb: 2.5 }}>
          {t("create.intro")}
        </Typography>
        <VendorSignUpForm mode="member" appUrl={appUrl} defaultCurrency={defaultCurrency} onCreated={onCreated} />
      </DialogContent>
    </Dialog>
  );
}
