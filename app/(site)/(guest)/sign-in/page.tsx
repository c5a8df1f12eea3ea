import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Alert from "@mui/material/Alert";
import { AuthHeading } from "@/components/auth/auth-heading";
import { SignInForm } from "./_components/sign-in-form";
import { TextLink } from "@/components/ui/links";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signIn"))("title") };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations("auth.signIn");
  const { redirectURL, emailVerified } = await searchParams;
  // The demo account is shown where nobody real signs in: development, or a demo deployment.
  const showDemoHint = process.env.NODE_ENV !== "production" || process.env.SHOW_DEMO_CREDENTIALS === "1";
  return (
    <>
      <AuthHeading title={t("title")}>
        {t("noAccount")} <TextLink href="/sign-up">{t("signUpLink")}</TextLink>
      </AuthHeading>
      {emailVerified === "1" && (
        <Alert severity="success" sx={{ mb: 3 }}>
          {t("emailVerified")}
        </Alert>
      )}
      {emailVerified === "0" && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {t("emailVerifyFailed")}
        </Alert>
      )}
      {showDemoHint && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t("demoHint", { email: "demo@example.com", password: "Demo123!" })}
        </Alert>
      )}
      <SignInForm redirectURL={typeof redirectURL === "string" ? redirectURL : undefined} />
    </>
  );
}
