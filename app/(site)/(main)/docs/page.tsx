import { redirect } from "next/navigation";
import { listGuides } from "@/lib/docs/pages";

/** /docs opens the introduction. */
export default function DocsPage() {
  redirect(listGuides()[0].href);
}
