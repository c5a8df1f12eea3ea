"use client";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import styles from "./checkout.module.css";

/**
 * A labelled text field with its hint or error under it (announced with the field). The checkout's
 * fields: the buyer's name and email, a donation's amount, the promo code.
 */
export function CheckoutField({
  label,
  hint,
  error,
  suffix,
  small = false,
  onValue,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
  label: string;
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
          aria-describedby={note ? `${id}-note` : undefined}
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
