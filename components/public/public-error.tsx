"use client";
import { useEffect, useState } from "react";
import { ErrorCard } from "@/components/public/error-card";
import { ErrorIcon } from "@/components/public/error-icons";
import ui from "@/components/public/ui.module.css";
import { isLocale, type Locale } from "@/lib/i18n/config";
import { loadCatalogue } from "@/lib/i18n/load-catalogue";
import { PageLink } from "@/components/public/page-link";

type ErrorTexts = { title: string; text: string; reference: string; retry: string; back: string };

/** The page's language's words, read only when an error is shown (never part of the page's first load). */
async function loadTexts(locale: Locale): Promise<ErrorTexts> {
  const { error, back } = (await loadCatalogue(locale)).errorPages;
  return { ...error, back: back.home };
}

function digestOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("digest" in error)) return undefined;
  return typeof error.digest === "string" ? error.digest : undefined;
}

/**
 * A failing page without MUI (the public pages, the plain sign-in): "Try again" (reads the segment
 * again) and a way back to the home page. These pages ship no message catalogue, so the error
 * fetches its few words in the page's language when it is shown.
 */
export function PublicError({ error, retry, reset }: { error: unknown; retry?: () => void; reset: () => void }) {
  const [texts, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    console.error(error);
    const lang = document.documentElement.lang;
    void loadTexts(isLocale(lang) ? lang : "en").then(setTexts, () => {});
  }, [error]);
  if (!texts) return null;
  const digest = digestOf(error);
  return (
    <ErrorCard
      title={texts.title}
      text={texts.text}
      reference={digest && texts.reference.replace("{digest}", digest)}
      actions={
        <>
          <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => (retry ?? reset)()}>
            <ErrorIcon name="refresh" />
            {texts.retry}
          </button>
          <PageLink href="/home" className={`${ui.button} ${ui.outlined}`}>
            {texts.back}
          </PageLink>
        </>
      }
    />
  );
}
