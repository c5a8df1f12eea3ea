import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import MarkEmailReadOutlined from "@mui/icons-material/MarkEmailReadOutlined";
import { AuthHeading } from "@/components/auth/auth-heading";
import { emailField } from "@/lib/auth/schema";
import { LinkButton } from "@/components/ui/links";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.confirmationRequired"))("title") };
}

export default async function ConfirmationRequiredPage({
  searchParams,
}: {
  searchParams: Promise<{ email?: string }>;
}) {
  const t = await getTranslations("auth.confirmationRequired");
  const email = emailField.safeParse((await searchParams).email);
  return (
    <>
      <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <AuthHeading title={t("title")}>
        {email.success ? t("text", { email: email.data }) : t("textWithoutEmail")}
      </AuthHeading>
      <LinkButton href="/sign-in" variant="contained" size="large" fullWidth>
        {t("backToSignIn")}
      </LinkButton>
    </>
  );
}
