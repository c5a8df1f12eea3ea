import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Alert from "@mui/material/Alert";
import { AuthHeading } from "@/components/auth/auth-heading";
import { ResetPasswordForm } from "./_components/reset-password-form";
import { LinkButton } from "@/components/ui/links";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.resetPassword"))("title") };
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const t = await getTranslations("auth.resetPassword");
  const { token } = await searchParams;
  return (
    <>
      <AuthHeading title={t("title")}>{t("subtitle")}</AuthHeading>
      {typeof token === "string" && token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <>
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t("missingToken")}
          </Alert>
          <LinkButton href="/forgot-password" variant="contained" fullWidth size="large">
            {t("requestNew")}
          </LinkButton>
        </>
      )}
    </>
  );
}
