import type { Metadata } from "next";
import { DocPage, docTitle } from "../_components/doc-page";
import { CHANGELOG_PAGE } from "@/lib/docs/pages";

export async function generateMetadata(): Promise<Metadata> {
  return { title: await docTitle(CHANGELOG_PAGE) };
}

/** /docs/changelog: what each version brought, newest first (content/docs/<lang>/changelog.md). */
export default function ChangelogPage() {
  return <DocPage page={CHANGELOG_PAGE} />;
}
