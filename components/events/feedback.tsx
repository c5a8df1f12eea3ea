"use client";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useState, type ReactNode } from "react";
import Alert, { type AlertColor } from "@mui/material/Alert";
import Snackbar from "@mui/material/Snackbar";

type Notify = (message: string, severity?: AlertColor) => void;
const FeedbackContext = createContext<Notify | null>(null);

/** `const notify = useFeedback(); notify(t("saved"))`: a short-lived message at the foot of the screen. */
export function useFeedback(): Notify {
  const notify = useContext(FeedbackContext);
  if (!notify) throw new Error("useFeedback needs <FeedbackProvider>.");
  return notify;
}

/**
 * The events screens' snackbar. The shell has no toast service of its own; this one lives with
 * the screens that need it. A new message replaces the one showing.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("events.common");
  const [message, setMessage] = useState<{ text: string; severity: AlertColor; key: number } | null>(null);
  const [isOpen, setOpen] = useState(false);
  const notify = useCallback<Notify>((text, severity = "success") => {
    setMessage({ text, severity, key: Date.now() });
    setOpen(true);
  }, []);
  return (
    <FeedbackContext.Provider value={notify}>
      {children}
      <Snackbar
        key={message?.key}
        open={isOpen}
        autoHideDuration={message?.severity === "error" ? 8000 : 4000}
        onClose={(_event, reason) => reason !== "clickaway" && setOpen(false)}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert
          severity={message?.severity ?? "success"}
          variant="filled"
          onClose={() => setOpen(false)}
          closeText={t("dismiss")}
          sx={{ width: "100%", alignItems: "center" }}
          role={message?.severity === "error" ? "alert" : "status"}
        >
          {message?.text}
        </Alert>
      </Snackbar>
    </FeedbackContext.Provider>
  );
}
