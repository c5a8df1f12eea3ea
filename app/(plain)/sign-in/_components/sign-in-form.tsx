"use client";
import { signIn } from "next-auth/react";
import { useState, type FormEvent } from "react";
import { LabelledField } from "@/components/public/labelled-field";
import { PageLink } from "@/components/public/page-link";
import ui from "@/components/public/ui.module.css";
import { useLazyZodForm } from "@/components/public/use-lazy-zod-form";
import { SIGN_IN_ERRORS } from "@/lib/auth/error-codes";
import { safeRedirectPath } from "@/lib/navigation/safe-redirect";
import { PasswordToggle, SubmitButton } from "./form-parts";
import type { SignInTexts } from "./sign-in-texts";
import { TwoFactorStep } from "./two-factor-step";
import styles from "./sign-in.module.css";

type Credentials = { email: string; password: string; rememberMe: boolean };
/** Kept as a key, not as words: a language switch re-renders the form with the new words in place. */
type FormErrorKey = "wrongCredentials" | "throttled" | "genericError";

/** The API's own schema, loaded on the first key or click: zod is not part of the page's first load. */
const loadSchema = () => import("@/lib/auth/schema").then((module) => module.signInFormSchema);

/**
 * Email and password; for a user with two-factor sign-in on, next-auth answers
 * `two_factor_required` and a second step asks for the code, then signs in with all three.
 */
export function SignInForm({ texts, redirectURL }: { texts: SignInTexts; redirectURL?: string }) {
  const form = useLazyZodForm(loadSchema, { email: "", password: "", rememberMe: true as boolean }, texts.validation);
  const [formError, setFormError] = useState<FormErrorKey | null>(null);
  const [isCodeWrong, setIsCodeWrong] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  // The credentials the first step checked, kept for the second.
  const [pending, setPending] = useState<Credentials | null>(null);

  async function attempt(credentials: Credentials, code?: string) {
    setIsSubmitting(true);
    setFormError(null);
    setIsCodeWrong(false);
    try {
      const result = await signIn("credentials", {
        redirect: false,
        email: credentials.email,
        password: credentials.password,
        rememberMe: String(credentials.rememberMe),
        ...(code === undefined ? {} : { code }),
      });
      if (result?.ok) {
        // A full navigation, so every server component renders with the new session.
        window.location.assign(safeRedirectPath(redirectURL));
        return;
      }
      setIsSubmitting(false);
      if (result?.error === SIGN_IN_ERRORS.twoFactorRequired) setPending(credentials);
      else if (result?.error === SIGN_IN_ERRORS.invalidTwoFactorCode) setIsCodeWrong(true);
      else if (result?.error === SIGN_IN_ERRORS.throttled) setFormError("throttled");
      else {
        // Wrong credentials (on the second step only if the password changed meanwhile): back to them.
        setPending(null);
        setFormError("wrongCredentials");
      }
    } catch {
      setFormError("genericError");
      setIsSubmitting(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = await form.validate();
    if (input) void attempt({ email: input.email, password: input.password, rememberMe: input.rememberMe });
  }

  if (pending) {
    return (
      <TwoFactorStep
        texts={texts}
        isSubmitting={isSubmitting}
        codeError={isCodeWrong ? texts.twoFactor.invalidCode : null}
        formError={formError && texts[formError]}
        onSubmit={(code) => void attempt(pending, code)}
        onBack={() => {
          setPending(null);
          setFormError(null);
        }}
      />
    );
  }

  const email = form.field("email");
  const password = form.field("password");
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      // The schema loads when the user starts to type or click, not on the email field's autofocus
      // (which would put it back into the page's load).
      onKeyDown={form.preload}
      onPointerDown={form.preload}
      className={styles.form}
    >
      {formError && (
        <p role="alert" className={ui.alert}>
          {texts[formError]}
        </p>
      )}
      <LabelledField
        label={texts.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoFocus
        required
        value={email.value}
        error={email.error}
        onValue={email.onChange}
        onBlur={email.onBlur}
      />
      <LabelledField
        label={texts.password}
        name="password"
        type={isPasswordVisible ? "text" : "password"}
        autoComplete="current-password"
        required
        value={password.value}
        error={password.error}
        onValue={password.onChange}
        onBlur={password.onBlur}
        suffix={
          <PasswordToggle
            isVisible={isPasswordVisible}
            onToggle={() => setIsPasswordVisible((visible) => !visible)}
            showLabel={texts.showPassword}
            hideLabel={texts.hidePassword}
          />
        }
      />
      <div className={styles.row}>
        <label className={ui.checkbox}>
          <input
            type="checkbox"
            name="rememberMe"
            checked={form.values.rememberMe}
            onChange={(event) => form.setValue("rememberMe", event.target.checked)}
          />
          {texts.rememberMe}
        </label>
        <PageLink href="/forgot-password" className={ui.link}>
          {texts.forgotPassword}
        </PageLink>
      </div>
      <SubmitButton isSubmitting={isSubmitting}>{texts.submit}</SubmitButton>
    </form>
  );
}
