"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import { AuthHeading } from "@/components/auth/auth-heading";
import { signOutInPlace } from "@/lib/auth/client-session";

const REDIRECT_SECONDS = 5;

/** Ends the session, says so, then counts down to the sign-in page. */
export function SignOutCountdown() {
  const t = useTranslations("auth.signOut");
  const router = useRouter();
  const [isSignedOut, setIsSignedOut] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(REDIRECT_SECONDS);

  useEffect(() => {
    // Also reads the (now empty) session, so this tab's bearer token goes at once.
    void signOutInPlace().then(() => setIsSignedOut(true));
  }, []);

  useEffect(() => {
    if (!isSignedOut) return;
    if (secondsLeft <= 0) {
      router.replace("/sign-in");
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [isSignedOut, secondsLeft, router]);

  return (
    <>
      <LogoutOutlined color="primary" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <AuthHeading title={isSignedOut ? t("title") : t("signingOut")}>
        {isSignedOut && <Typography role="status">{t("redirecting", { seconds: secondsLeft })}</Typography>}
      </AuthHeading>
      <Button component={NextLink} href="/sign-in" variant="contained" size="large" fullWidth disabled={!isSignedOut}>
        {t("goNow")}
      </Button>
    </>
  );
}
