import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlainAuthHeading, PlainAuthShell } from "@/components/auth/plain-auth-shell";
import { PageLink } from "@/components/public/page-link";
import ui from "@/components/public/ui.module.css";
import { SignInForm } from "./_components/sign-in-form";
import type { SignInTexts } from "./_components/sign-in-texts";
import styles from "./_components/sign-in.module.css";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("auth.signIn"))("title") };
}

/** The form's words, handed from the server: the page ships no message catalogue. */
async function signInTexts(): Promise<SignInTexts> {
  const [t, tTwoFactor, tCommon, tValidation] = await Promise.all([
    getTranslations("auth.signIn"),
    getTranslations("twoFactor"),
    getTranslations("common"),
    getTranslations("validation"),
  ]);
  return {
    email: t("email"),
    password: t("password"),
    rememberMe: t("rememberMe"),
    forgotPassword: t("forgotPassword"),
    submit: t("submit"),
    wrongCredentials: t("wrongCredentials"),
    throttled: t("throttled"),
    genericError: tCommon("genericError"),
    showPassword: tCommon("showPassword"),
    hidePassword: tCommon("hidePassword"),
    twoFactor: {
      title: tTwoFactor("signInTitle"),
      prompt: tTwoFactor("signInPrompt"),
      codeLabel: tTwoFactor("codeLabel"),
      verify: tTwoFactor("verify"),
      back: tTwoFactor("back"),
      invalidCode: tTwoFactor("invalidCode"),
    },
    // What the sign-in schemas (lib/auth/schema.ts) can say about a field.
    validation: {
      required: tValidation("required"),
      tooLong: tValidation("tooLong"),
      emailInvalid: tValidation("emailInvalid"),
    },
  };
}

export default async function SignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [t, texts, { redirectURL, emailVerified }] = await Promise.all([
    getTranslations("auth.signIn"),
    signInTexts(),
    searchParams,
  ]);
  // The demo account is shown where nobody real signs in: development, or a demo deployment.
  const showDemoHint = process.env.NODE_ENV !== "production" || process.env.SHOW_DEMO_CREDENTIALS === "1";
  return (
    <PlainAuthShell>
      <PlainAuthHeading title={t("title")}>
        {t("noAccount")}{" "}
        <PageLink href="/sign-up" className={ui.link}>
          {t("signUpLink")}
        </PageLink>
      </PlainAuthHeading>
      {emailVerified === "1" && (
        <p role="status" className={`${ui.alert} ${ui.alertSuccess} ${styles.notice}`}>
          {t("emailVerified")}
        </p>
      )}
      {emailVerified === "0" && (
        <p role="status" className={`${ui.alert} ${styles.notice}`}>
          {t("emailVerifyFailed")}
        </p>
      )}
      {showDemoHint && (
        <p className={`${ui.alert} ${ui.alertInfo} ${styles.notice}`}>
          {t("demoHint", { email: "demo@example.com", password: "Demo123!" })}
        </p>
      )}
      <SignInForm texts={texts} redirectURL={typeof redirectURL === "string" ? redirectURL : undefined} />
    </PlainAuthShell>
  );
}
