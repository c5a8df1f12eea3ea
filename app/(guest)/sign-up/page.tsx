import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthHeading } from "@/components/auth/auth-heading";
import { SignUpForm } from "./_components/sign-up-form";
import { TextLink } from "@/components/ui/links";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signUp"))("title") };
}

export default async function SignUpPage() {
  const t = await getTranslations("auth.signUp");
  return (
    <>
      <AuthHeading title={t("title")}>
        {t("haveAccount")} <TextLink href="/sign-in">{t("signInLink")}</TextLink>
      </AuthHeading>
      <SignUpForm />
    </>
  );
}
