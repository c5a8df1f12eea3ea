import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { FileManagerScreen } from "@/components/apps/file-manager/file-manager-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("fileManagerApp"))("title") };
}

// /apps/file-manager (the root) and /apps/file-manager/{folderId}; `?item={id}` shows an item's
// details. The listing is read in the browser (SWR), so the first paint is the frame and skeletons.
export default async function FileManagerPage({ params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params;
  if (slug && slug.length > 1) notFound();
  return <FileManagerScreen folderId={slug?.[0] ?? null} />;
}
