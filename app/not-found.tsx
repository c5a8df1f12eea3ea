import { HtmlDocument } from "@/components/providers/html-document";
import { LocalizedNotFound, type NotFoundTexts } from "@/components/errors/localized-not-found";
import { CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";
import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/config";
import { loadMessages } from "@/lib/i18n/messages";
import { DEFAULT_APPEARANCE, toMuiMode } from "@/lib/shell/appearance";

// An address no route matches. The root layout only passes through (two root layouts below it
// render the document), so this page brings its own. Next renders it into every route's tree, the
// cached public pages' too, so it reads nothing of the request: the visitor's language is chosen
// in the browser from the three catalogues' few words.
export default async function NotFound() {
  const catalogues = await Promise.all(LOCALES.map(async (locale) => [locale, (await loadMessages(locale)).notFound]));
  const texts = Object.fromEntries(catalogues) as NotFoundTexts;
  const english = await loadMessages(DEFAULT_LOCALE);
  const messages = Object.fromEntries(CLIENT_NAMESPACES.root.map((namespace) => [namespace, english[namespace]]));
  return (
    <HtmlDocument
      locale={DEFAULT_LOCALE}
      mode={toMuiMode(DEFAULT_APPEARANCE.scheme)}
      theme={DEFAULT_APPEARANCE.theme}
      messages={messages}
    >
      <LocalizedNotFound texts={texts} />
    </HtmlDocument>
  );
}
