import type { ReactNode } from "react";
import { ErrorIcon } from "@/components/public/error-icons";
import styles from "./error-card.module.css";

/** An error or not-found page between the public header and footer (plain HTML: no MUI on these pages). */
export function ErrorCard({
  code,
  title,
  text,
  reference,
  actions,
}: {
  /** "404" for a missing page; otherwise the error mark. */
  code?: string;
  title: string;
  text: string;
  reference?: string;
  actions: ReactNode;
}) {
  return (
    <div className={styles.frame}>
      <section className={styles.card}>
        {code ? (
          <p className={styles.code} aria-hidden>
            {code}
          </p>
        ) : (
          <span className={styles.mark} aria-hidden>
            <ErrorIcon name="errorOutline" />
          </span>
        )}
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{actions}</div>
        {reference && <p className={styles.reference}>{reference}</p>}
      </section>
    </div>
  );
}
