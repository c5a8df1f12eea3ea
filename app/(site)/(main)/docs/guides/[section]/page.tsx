import { notFound, redirect } from "next/navigation";
import { listGuides } from "@/lib/docs/pages";

/** /docs/guides/<section> opens the section's first guide. */
export default async function GuideSectionPage({ params }: { params: Promise<{ section: string }> }) {
  const { section } = await params;
  const first = listGuides().find((page) => page.section === section);
  if (!first) notFound();
  redirect(first.href);
}
