"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Typography from "@mui/material/Typography";
import ErrorOutline from "@mui/icons-material/ErrorOutlined";
import HelpOutline from "@mui/icons-material/HelpOutlined";
import InfoOutlined from "@mui/icons-material/InfoOutlined";
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlined";
import WarningAmber from "@mui/icons-material/WarningAmber";
import { resolveConfirmation, type ConfirmationOptions } from "@/components/ui/confirmation-options";

const ICONS = {
  warning: WarningAmber,
  error: ErrorOutline,
  info: InfoOutlined,
  success: CheckCircleOutline,
  question: HelpOutline,
};

/**
 * The confirmation dialog itself (components/ui/confirmation.tsx opens it). A module of its own,
 * loaded the first time a screen asks: the provider is on every page, the dialog on few.
 */
export default function ConfirmationDialog({
  options,
  close,
}: {
  options: ConfirmationOptions | null;
  close: (confirmed: boolean) => void;
}) {
  const t = useTranslations("confirmation");
  const { title, message, icon, confirm, cancel, isDismissible } = resolveConfirmation(options ?? {}, {
    title: t("title"),
    message: t("message"),
    confirm: t("confirm"),
    cancel: t("cancel"),
  });
  const Icon = ICONS[icon.name] ?? WarningAmber;

  return (
    <Dialog
      open={options !== null}
      onClose={() => isDismissible && close(false)}
      aria-labelledby="confirmation-title"
      aria-describedby="confirmation-message"
      slotProps={{ paper: { sx: { width: { xs: "calc(100% - 32px)", md: "32rem" }, maxWidth: { md: "32rem" } } } }}
    >
      <Box sx={{ display: "flex", gap: 2, p: 3, pb: 0 }}>
        {icon.show && (
          <Box
            sx={{
              flex: "none",
              width: 40,
              height: 40,
              borderRadius: "50%",
              display: "grid",
              placeItems: "center",
              bgcolor: `${icon.color}.main`,
              color: `${icon.color}.contrastText`,
              opacity: 0.9,
            }}
          >
            <Icon fontSize="small" />
          </Box>
        )}
        <Box sx={{ minWidth: 0 }}>
          <DialogTitle id="confirmation-title" sx={{ p: 0, fontWeight: 700 }}>
            {title}
          </DialogTitle>
          <DialogContent sx={{ p: 0, mt: 1 }}>
            <Typography id="confirmation-message" color="text.secondary">
              {message}
            </Typography>
          </DialogContent>
        </Box>
      </Box>
      <DialogActions sx={{ p: 3, pt: 3, gap: 1 }}>
        {cancel.show && (
          <Button onClick={() => close(false)} color={cancel.color}>
            {cancel.label}
          </Button>
        )}
        {confirm.show && (
          <Button onClick={() => close(true)} variant="contained" color={confirm.color} autoFocus>
            {confirm.label}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
