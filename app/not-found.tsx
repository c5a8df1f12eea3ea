import { LocalizedNotFound, type NotFoundTexts } from "@/components/errors/localized-not-found";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";

// An address no route matches. The root layout only passes through (two root layouts below it
// render the document), so this page brings its own. Next renders it into every route's tree, the
// cached public pages' too, so it reads nothing of the request and ships next to nothing: plain
// HTML, its own few styles (light or dark as the system prefers), and a tiny island that picks the
// visitor's language in the browser from the three catalogues' few words. No MUI, no providers.

const STYLES = `
:root { color-scheme: light dark; --bg: #f1f5f9; --text: #1e293b; --muted: #475569; --primary: #4f46e5; --on-primary: #fff; }
@media (prefers-color-scheme: dark) { :root { --bg: #0f172a; --text: #f1f5f9; --muted: #b0bccb; --primary: #818cf8; --on-primary: #0f172a; } }
body { margin: 0; background: var(--bg); color: var(--text); font-family: Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; line-height: 1.5; -webkit-font-smoothing: antialiased; }
main { box-sizing: border-box; min-height: 100dvh; display: grid; place-items: center; padding: 24px; text-align: center; }
h1 { margin: 0; font-size: 3.75rem; font-weight: 800; line-height: 1.2; }
p { margin: 8px 0 24px; color: var(--muted); }
a { display: inline-block; padding: 6px 16px; border-radius: 8px; background: var(--primary); color: var(--on-primary); font-size: 0.875rem; font-weight: 600; line-height: 1.75; text-decoration: none; }
a:hover { filter: brightness(0.92); }
a:focus-visible { outline: 2px solid var(--primary); outline-offset: 2px; }
`;

export default async function NotFound() {
  const catalogues = await Promise.all(LOCALES.map(async (locale) => [locale, (await loadMessages(locale)).notFound]));
  const texts = Object.fromEntries(catalogues) as NotFoundTexts;
  return (
    <html lang={DEFAULT_LOCALE}>
      <body>
        <style>{STYLES}</style>
        <LocalizedNotFound texts={texts} />
      </body>
    </html>
  );
}
