"use client";
import { useSession } from "next-auth/react";
import Stack from "@mui/material/Stack";
import { LinkButton } from "@/components/ui/links";

type Labels = { forHosts: string; signIn: string; yourEvents: string; dashboard: string };

/** The hero's way in: sign-up and sign-in for a visitor, the host's events and dashboard once signed in. */
export function HomeHeroActions({ labels }: { labels: Labels }) {
  const { data: session } = useSession();
  const isSignedIn = Boolean(session?.userId) && !session?.locked;
  return (
    <Stack direction="row" spacing={1.5} sx={{ mt: { xs: 3, md: 4 }, alignItems: "center" }}>
      <LinkButton
        href={isSignedIn ? "/pages/events" : "/sign-up"}
        variant="contained"
        size="large"
        sx={{ bgcolor: "#fff", color: "#312e81", "&:hover": { bgcolor: "#e0e7ff" } }}
      >
        {isSignedIn ? labels.yourEvents : labels.forHosts}
      </LinkButton>
      <LinkButton
        href={isSignedIn ? "/pages/dashboard" : "/sign-in"}
        variant="outlined"
        size="large"
        sx={{
          color: "#fff",
          borderColor: "rgba(255,255,255,0.5)",
          "&:hover": { borderColor: "#fff", bgcolor: "rgba(255,255,255,0.08)" },
        }}
      >
        {isSignedIn ? labels.dashboard : labels.signIn}
      </LinkButton>
    </Stack>
  );
}
