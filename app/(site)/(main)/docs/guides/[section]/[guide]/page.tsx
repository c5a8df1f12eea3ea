import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocPage, docTitle } from "../../../_components/doc-page";
import { findGuide, guideParams } from "@/lib/docs/pages";

type Params = { params: Promise<{ section: string; guide: string }> };

export function generateStaticParams() {
  return guideParams();
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { section, guide } = await params;
  const page = findGuide(section, guide);
  return page ? { title: await docTitle(page) } : {};
}

/** /docs/guides/<section>/<guide>: one guide (content/docs/<lang>/guides/<section>/<guide>.md). */
export default async function GuidePage({ params }: Params) {
  const { section, guide } = await params;
  const page = findGuide(section, guide);
  if (!page) notFound();
  return <DocPage page={page} />;
}
