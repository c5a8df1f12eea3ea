"use client";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
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

type Colour = "primary" | "secondary" | "info" | "success" | "warning" | "error";
type Action = { show?: boolean; label?: string; color?: Colour | "inherit" };

/** The confirmation dialog's configuration (spec section 2, "Confirmation dialog"). */
export type ConfirmationOptions = {
  title?: string;
  message?: string;
  icon?: { show?: boolean; name?: "warning" | "error" | "info" | "success" | "question"; color?: Colour };
  actions?: { confirm?: Action; cancel?: Action };
  dismissible?: boolean;
};

const ICONS = {
  warning: WarningAmber,
  error: ErrorOutline,
  info: InfoOutlined,
  success: CheckCircleOutline,
  question: HelpOutline,
};

type Open = (options?: ConfirmationOptions) => Promise<boolean>;
const ConfirmationContext = createContext<Open | null>(null);

/** `const confirm = useConfirm(); if (await confirm({ message })) ...` — one dialog service for every screen. */
export function useConfirm(): Open {
  const open = useContext(ConfirmationContext);
  if (!open) throw new Error("useConfirm needs <ConfirmationProvider>.");
  return open;
}

export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("confirmation");
  const [options, setOptions] = useState<ConfirmationOptions | null>(null);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const open = useCallback<Open>((next = {}) => {
    resolveRef.current?.(false);
    setOptions(next);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const close = (confirmed: boolean) => {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    setOptions(null);
  };

  const icon = { show: true, name: "warning" as const, color: "warning" as Colour, ...options?.icon };
  const confirm = {
    show: true,
    label: t("confirm"),
    color: "warning" as ButtonProps["color"],
    ...options?.actions?.confirm,
  };
  const cancel = { show: true, label: t("cancel"), ...options?.actions?.cancel };
  const isDismissible = options?.dismissible ?? false;
  const Icon = ICONS[icon.name] ?? WarningAmber;

  return (
    <ConfirmationContext.Provider value={open}>
      {children}
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
              {options?.title ?? t("title")}
            </DialogTitle>
            <DialogContent sx={{ p: 0, mt: 1 }}>
              <Typography id="confirmation-message" color="text.secondary">
                {options?.message ?? t("message")}
              </Typography>
            </DialogContent>
          </Box>
        </Box>
        <DialogActions sx={{ p: 3, pt: 3, gap: 1 }}>
          {cancel.show && (
            <Button onClick={() => close(false)} color={cancel.color ?? "inherit"}>
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
    </ConfirmationContext.Provider>
  );
}
