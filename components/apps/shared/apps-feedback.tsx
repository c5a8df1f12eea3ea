"use client";
import { useTranslations } from "next-intl";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Alert, { type AlertColor } from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Snackbar from "@mui/material/Snackbar";

/** How long a deletion can be undone before it is sent to the server. */
export const UNDO_WINDOW_MS = 6000;

export type UndoableDelete = {
  /** The snackbar's text ("Contact deleted"). */
  message: string;
  /** Takes the item off the screen at once (the optimistic removal). */
  hide: () => void;
  /** Puts it back: on Undo, or when the server refuses the deletion. */
  restore: () => void;
  /** The real deletion, sent once the Undo window has passed (or another deletion starts, or the screen goes). */
  commit: () => Promise<unknown>;
};

type Notify = (text: string, severity?: AlertColor) => void;
type AppsFeedback = { notify: Notify; deleteWithUndo: (deletion: UndoableDelete) => void };

const AppsFeedbackContext = createContext<AppsFeedback | null>(null);

/** `const { notify, deleteWithUndo } = useAppsFeedback()` inside any demo app. */
export function useAppsFeedback(): AppsFeedback {
  const feedback = useContext(AppsFeedbackContext);
  if (!feedback) throw new Error("useAppsFeedback needs <AppsFeedbackProvider>.");
  return feedback;
}

type Message = { key: number; text: string; severity: AlertColor; canUndo: boolean };

/**
 * The demo apps' snackbar, and deletes that can be undone the way Gmail does it: the item leaves
 * the screen at once, and the DELETE is only sent when the Undo window closes. Nothing has to be
 * re-created on Undo (ids, positions and cascades stay as they were), and there is one pending
 * deletion at a time: starting another, or leaving the apps, sends the pending one first.
 */
export function AppsFeedbackProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("appsCommon");
  const [message, setMessage] = useState<Message | null>(null);
  const [isOpen, setOpen] = useState(false);
  const pendingRef = useRef<UndoableDelete | null>(null);

  const notify = useCallback<Notify>((text, severity = "success") => {
    setMessage({ key: Date.now(), text, severity, canUndo: false });
    setOpen(true);
  }, []);

  const commitPending = useCallback(() => {
    const pending = pendingRef.current;
    pendingRef.current = null;
    if (!pending) return;
    pending.commit().catch(() => {
      pending.restore();
      notify(t("deleteFailed"), "error");
    });
  }, [notify, t]);

  const deleteWithUndo = useCallback(
    (deletion: UndoableDelete) => {
      commitPending();
      deletion.hide();
      pendingRef.current = deletion;
      setMessage({ key: Date.now(), text: deletion.message, severity: "info", canUndo: true });
      setOpen(true);
    },
    [commitPending],
  );

  const undo = () => {
    const pending = pendingRef.current;
    pendingRef.current = null;
    pending?.restore();
    setOpen(false);
  };

  // Leaving the apps (or the page) sends what is pending rather than dropping it.
  useEffect(() => {
    window.addEventListener("pagehide", commitPending);
    return () => {
      window.removeEventListener("pagehide", commitPending);
      commitPending();
    };
  }, [commitPending]);

  const value = useMemo(() => ({ notify, deleteWithUndo }), [notify, deleteWithUndo]);
  const isError = message?.severity === "error";

  return (
    <AppsFeedbackContext.Provider value={value}>
      {children}
      <Snackbar
        key={message?.key}
        open={isOpen}
        autoHideDuration={message?.canUndo ? UNDO_WINDOW_MS : isError ? 8000 : 4000}
        onClose={(_event, reason) => {
          if (reason === "clickaway") return;
          setOpen(false);
          if (message?.canUndo) commitPending();
        }}
        anchorOrigin={{ vertical: "bottom", horizontal: "center" }}
      >
        <Alert
          severity={message?.severity ?? "info"}
          variant="filled"
          role={isError ? "alert" : "status"}
          onClose={() => {
            setOpen(false);
            if (message?.canUndo) commitPending();
          }}
          closeText={t("dismiss")}
          action={
            message?.canUndo ? (
              <Button color="inherit" size="small" onClick={undo} sx={{ fontWeight: 700 }}>
                {t("undo")}
              </Button>
            ) : undefined
          }
          sx={{ width: "100%", alignItems: "center" }}
        >
          {message?.text}
        </Alert>
      </Snackbar>
    </AppsFeedbackContext.Provider>
  );
}
