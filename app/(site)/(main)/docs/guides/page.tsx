import { redirect } from "next/navigation";
import { listGuides } from "@/lib/docs/pages";

/** /docs/guides opens the first guide. */
export default function GuidesPage() {
  redirect(listGuides()[0].href);
}
