"use client";
import { useEffect, useState } from "react";
import { browserLocale } from "@/lib/i18n/browser-locale";
import type { Locale } from "@/lib/i18n/config";
import { loadCatalogue } from "@/lib/i18n/load-catalogue";

// The last resort: the root layout itself failed (the session or the messages could not be read),
// so there is no theme, no provider and no server-side translation. This page brings its own
// document and a few styles in the product's colours (light or dark as the user saved it, else as
// the system prefers), and reads its words from the user's language's catalogue only when shown
// (never part of other pages' bundles).

type GlobalText = { title: string; text: string; retry: string; start: string };

async function loadText(locale: Locale): Promise<GlobalText> {
  return (await loadCatalogue(locale)).errorPages.global;
}

/** "light" or "dark" when the user chose one in the settings drawer (stored by MUI's scheme script). */
function savedMode(): string | undefined {
  try {
    const mode = window.localStorage.getItem("hostdeck-mode");
    return mode === "light" || mode === "dark" ? mode : undefined;
  } catch {
    return undefined;
  }
}

const STYLES = `
  :root { color-scheme: light dark; --bg: #f1f5f9; --paper: #fff; --text: #1e293b; --muted: #64748b; --primary: #4f46e5; --on-primary: #fff; --line: #e2e8f0; }
  @media (prefers-color-scheme: dark) { :root:not([data-mode="light"]) { --bg: #0f172a; --paper: #1e293b; --text: #f1f5f9; --muted: #94a3b8; --primary: #818cf8; --on-primary: #0f172a; --line: #334155; } }
  :root[data-mode="dark"] { --bg: #0f172a; --paper: #1e293b; --text: #f1f5f9; --muted: #94a3b8; --primary: #818cf8; --on-primary: #0f172a; --line: #334155; }
  body { margin: 0; min-height: 100dvh; display: grid; place-items: center; padding: 24px; box-sizing: border-box; background: var(--bg); color: var(--text); font-family: Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
  main { max-width: 520px; width: 100%; background: var(--paper); border: 1px solid var(--line); border-radius: 8px; padding: 40px 24px; text-align: center; }
  .mark { width: 56px; height: 56px; margin: 0 auto 16px; border-radius: 50%; display: grid; place-items: center; background: var(--line); color: #dc2626; font-size: 28px; font-weight: 800; }
  h1 { margin: 0 0 8px; font-size: 1.5rem; }
  p { margin: 0 0 24px; color: var(--muted); line-height: 1.5; }
  .actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; }
  button, a { font: inherit; font-weight: 600; border-radius: 8px; padding: 8px 22px; cursor: pointer; text-decoration: none; }
  button { border: 0; background: var(--primary); color: var(--on-primary); }
  a { border: 1px solid var(--primary); color: var(--primary); }
`;

export default function GlobalError({
  error,
  retry,
  reset,
}: {
  error: unknown;
  retry?: () => void;
  reset: () => void;
}) {
  const [page, setPage] = useState<{ locale: Locale; text: GlobalText; mode?: string } | null>(null);

  useEffect(() => {
    console.error(error);
    const locale = browserLocale();
    loadText(locale).then(
      (text) => setPage({ locale, text, mode: savedMode() }),
      // Without its words (the server is gone too) the page keeps its mark and nothing else.
      (loadError: unknown) => console.error("The error page's text could not be loaded", loadError),
    );
  }, [error]);

  return (
    <html lang={page?.locale} data-mode={page?.mode}>
      <body>
        <style>{STYLES}</style>
        {page && <title>{page.text.title}</title>}
        <main>
          <div className="mark" aria-hidden>
            !
          </div>
          {page && (
            <>
              <h1>{page.text.title}</h1>
              <p>{page.text.text}</p>
              <div className="actions">
                <button type="button" onClick={() => (retry ?? reset)()}>
                  {page.text.retry}
                </button>
                {/* A full page load: nothing of the failed render is kept. */}
                {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a router Link would keep the failed tree */}
                <a href="/">{page.text.start}</a>
              </div>
            </>
          )}
        </main>
      </body>
    </html>
  );
}
