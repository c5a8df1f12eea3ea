"use client";
import type { ReactNode } from "react";
import { IslandIcon } from "@/components/public/island-icons";
import ui from "@/components/public/ui.module.css";
import styles from "./sign-in.module.css";

/** The password field's show / hide button (named for what it does next). */
export function PasswordToggle({
  isVisible,
  onToggle,
  showLabel,
  hideLabel,
}: {
  isVisible: boolean;
  onToggle: () => void;
  showLabel: string;
  hideLabel: string;
}) {
  return (
    <button type="button" className={styles.reveal} onClick={onToggle} aria-label={isVisible ? hideLabel : showLabel}>
      <IslandIcon name={isVisible ? "visibilityOff" : "visibility"} />
    </button>
  );
}

/** The form's main button; while the request runs it is busy (a spinner, no second submit). */
export function SubmitButton({ isSubmitting, children }: { isSubmitting: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className={`${ui.button} ${ui.contained} ${ui.large} ${styles.submit}`}
      disabled={isSubmitting}
      aria-busy={isSubmitting || undefined}
    >
      {isSubmitting && <span className={styles.spinner} aria-hidden />}
      {children}
    </button>
  );
}
