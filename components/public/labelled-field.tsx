"use client";
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import styles from "./field.module.css";

/**
 * A labelled text field with its hint or error under it (announced with the field), for the pages
 * without MUI: the checkout's fields (name, email, a donation's amount, the promo code) and the
 * plain sign-in form's.
 */
export function LabelledField({
  label,
  hint,
  error,
  suffix,
  small = false,
  describedBy,
  onValue,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  label: string;
  /** Another element that describes the field (a prompt above it), read before the hint or error. */
  describedBy?: string;
  ref?: Ref<HTMLInputElement>;
  hint?: string | null;
  error?: string | null;
  suffix?: ReactNode;
  small?: boolean;
  onValue: (value: string) => void;
}) {
  const generatedId = useId();
  const id = input.id ?? generatedId;
  const note = error || hint;
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {input.required && <span aria-hidden> *</span>}
      </label>
      <div className={`${styles.control} ${small ? styles.smallControl : ""}`}>
        <input
          {...input}
          id={id}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          ref={ref}
          aria-describedby={[describedBy, note && `${id}-note`].filter(Boolean).join(" ") || undefined}
          onChange={(changeEvent) => onValue(changeEvent.target.value)}
        />
        {suffix && <span className={styles.suffix}>{suffix}</span>}
      </div>
      {note && (
        <p id={`${id}-note`} className={styles.note}>
          {note}
        </p>
      )}
    </div>
  );
}
