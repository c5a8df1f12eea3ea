"use client";
import { ThemeProvider } from "@mui/material/styles";
import CssBaseline from "@mui/material/CssBaseline";
import { Suspense, useEffect, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { theme as muiTheme } from "@/components/providers/theme";
import { THEME_COLOURS, type ThemeClass } from "@/lib/shell/themes";
import { apiFetch, setAccessToken } from "@/lib/http/api-fetch";
import { onOtherTabSessionChange, refreshSession, subscribeToSession, currentSession } from "@/lib/auth/client-session";
import { TrackingRecorder } from "@/components/providers/tracking-recorder";
import { LoadingBar } from "@/components/ui/loading-bar";
import { ConfirmationProvider } from "@/components/ui/confirmation";

/**
 * Keeps `apiFetch`'s bearer token in step with the session, as next-auth's SessionProvider did
 * (lib/auth/client-session.ts): read once when the page loads (telling the other tabs), again
 * when another tab says the session changed, and after every change made in this tab.
 */
function AccessTokenBridge() {
  useEffect(() => {
    const stopListening = subscribeToSession(() => setAccessToken(currentSession().data?.accessToken));
    const stopHearing = onOtherTabSessionChange(() => void refreshSession({ broadcast: false }));
    void refreshSession({ broadcast: true });
    return () => {
      stopListening();
      stopHearing();
    };
  }, []);
  return null;
}

/** Keeps the `theme-*` class on <body> in step with the saved theme after a change. */
function ThemeClassSync({ theme }: { theme: ThemeClass }) {
  useEffect(() => {
    document.body.classList.remove(...Object.keys(THEME_COLOURS));
    document.body.classList.add(theme);
  }, [theme]);
  return null;
}

/** Client-side context for every page: session, theme, and SWR reading through `apiFetch`. */
export function AppProviders({
  children,
  mode,
  theme,
}: {
  children: ReactNode;
  mode: "light" | "dark" | "system";
  theme: ThemeClass;
}) {
  return (
    <>
      <AccessTokenBridge />
      <ThemeClassSync theme={theme} />
      {/* The scheme is the user's saved preference (server side), not the browser's storage, so
          it follows the user to another browser: storage is off and the server says the mode. */}
      <ThemeProvider
        theme={muiTheme}
        defaultMode={mode}
        storageManager={null}
        modeStorageKey="hostdeck-mode"
        colorSchemeNode={typeof document === "undefined" ? null : document.body}
      >
        <CssBaseline enableColorScheme />
        <LoadingBar />
        <Suspense fallback={null}>
          <TrackingRecorder />
        </Suspense>
        <SWRConfig value={{ fetcher: (url: string) => apiFetch(url) }}>
          <ConfirmationProvider>{children}</ConfirmationProvider>
        </SWRConfig>
      </ThemeProvider>
    </>
  );
}
