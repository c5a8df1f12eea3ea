"use client";
import { useEffect, useId, useRef, type FormEvent } from "react";
import { LabelledField } from "@/components/public/labelled-field";
import ui from "@/components/public/ui.module.css";
import { useLazyZodForm } from "@/components/public/use-lazy-zod-form";
import { SubmitButton } from "./form-parts";
import type { SignInTexts } from "./sign-in-texts";
import styles from "./sign-in.module.css";

const loadSchema = () => import("@/lib/auth/two-factor/schema").then((module) => module.twoFactorCodeSchema);

/**
 * The second step for a user with two-factor sign-in on: the authenticator app's code or a
 * recovery code. The parent makes the call; `codeError` (a wrong code) shows at the field,
 * `formError` (throttled, network) above it.
 */
export function TwoFactorStep({
  texts,
  isSubmitting,
  codeError,
  formError,
  onSubmit,
  onBack,
}: {
  texts: SignInTexts;
  isSubmitting: boolean;
  codeError: string | null;
  formError: string | null;
  onSubmit: (code: string) => void;
  onBack: () => void;
}) {
  const id = useId();
  const form = useLazyZodForm(loadSchema, { code: "" }, texts.validation);
  const code = form.field("code");
  const inputRef = useRef<HTMLInputElement>(null);

  // After a wrong code, the field is ready for the next one without reaching for the mouse.
  useEffect(() => {
    if (codeError) inputRef.current?.select();
  }, [codeError]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = await form.validate();
    if (input) onSubmit(input.code);
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`} className={styles.form}>
      <div>
        <h2 id={`${id}-title`} className={styles.stepTitle}>
          {texts.twoFactor.title}
        </h2>
        <p id={`${id}-prompt`} className={`${ui.muted} ${styles.stepPrompt}`}>
          {texts.twoFactor.prompt}
        </p>
      </div>
      {formError && (
        <p role="alert" className={ui.alert}>
          {formError}
        </p>
      )}
      <LabelledField
        ref={inputRef}
        label={texts.twoFactor.codeLabel}
        name="code"
        autoComplete="one-time-code"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={64}
        autoFocus
        required
        value={code.value}
        error={code.error ?? codeError}
        describedBy={`${id}-prompt`}
        onValue={code.onChange}
        onBlur={code.onBlur}
      />
      <SubmitButton isSubmitting={isSubmitting}>{texts.twoFactor.verify}</SubmitButton>
      <button type="button" className={`${ui.button} ${styles.back}`} onClick={onBack} disabled={isSubmitting}>
        {texts.twoFactor.back}
      </button>
    </form>
  );
}
