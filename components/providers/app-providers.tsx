"use client";
import { SessionProvider, useSession } from "next-auth/react";
import { ThemeProvider } from "@mui/material/styles";
import CssBaseline from "@mui/material/CssBaseline";
import { useEffect, type ReactNode } from "react";
import { SWRConfig } from "swr";
import { theme } from "@/components/providers/theme";
import { apiFetch, setAccessToken } from "@/lib/http/api-fetch";

function AccessTokenBridge() {
  const { data } = useSession();
  useEffect(() => setAccessToken(data?.accessToken), [data?.accessToken]);
  return null;
}

/** Client-side context for every page: session, theme, and SWR reading through `apiFetch`. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <AccessTokenBridge />
      <ThemeProvider theme={theme} defaultMode="light">
        <CssBaseline enableColorScheme />
        <SWRConfig value={{ fetcher: (url: string) => apiFetch(url) }}>{children}</SWRConfig>
      </ThemeProvider>
    </SessionProvider>
  );
}
