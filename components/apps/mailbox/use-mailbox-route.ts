"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { mailPath, pageParam, parseMailboxPath, viewPath } from "@/components/apps/mailbox/mailbox-route";
import type { MailView } from "@/lib/swr/use-mailbox";

/** The mailbox's state as the URL holds it (so a reload or a shared link shows the same), and moves. */
export function useMailboxRoute() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const router = useRouter();
  const { view, mailId } = useMemo(() => parseMailboxPath(pathname), [pathname]);
  const page = pageParam(searchParams.get("page"));

  return {
    view,
    mailId,
    page,
    goToPage: (next: number) => router.push(viewPath(view, next)),
    /** The same list at another page without a new history entry (e.g. past the last page). */
    replacePage: (next: number) => router.replace(mailId ? mailPath(view, mailId, next) : viewPath(view, next)),
    openMail: (id: string) => router.push(mailPath(view, id, page)),
    closeMail: () => router.push(viewPath(view, page)),
    goToView: (next: MailView) => router.push(viewPath(next)),
  };
}
