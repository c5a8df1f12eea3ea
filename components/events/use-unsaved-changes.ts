"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";
import { useConfirm } from "@/components/ui/confirmation";

/**
 * Keeps a form's unsaved changes from being lost: the browser asks before a reload or closing the
 * tab, and a click on any link inside the app asks with the shell's confirmation dialog first
 * (the App Router has no navigation events to hook, so links are caught on the document).
 * `leave(href)` does the same for the form's own Cancel button.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const t = useTranslations("events.editor.unsaved");
  const confirm = useConfirm();
  const router = useRouter();
  const dirtyRef = useRef(isDirty);
  useEffect(() => {
    dirtyRef.current = isDirty;
  }, [isDirty]);

  const askToLeave = useCallback(
    () =>
      confirm({
        title: t("title"),
        message: t("message"),
        actions: { confirm: { label: t("leave"), color: "warning" }, cancel: { label: t("stay") } },
        dismissible: true,
      }),
    [confirm, t],
  );

  useEffect(() => {
    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!dirtyRef.current) return;
      event.preventDefault();
      event.returnValue = "";
    }
    function onClick(event: MouseEvent) {
      if (
        !dirtyRef.current ||
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (
        url.origin !== window.location.origin ||
        (url.pathname === window.location.pathname && url.search === window.location.search)
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      void askToLeave().then((isLeaving) => {
        if (!isLeaving) return;
        dirtyRef.current = false;
        router.push(`${url.pathname}${url.search}${url.hash}`);
      });
    }
    window.addEventListener("beforeunload", onBeforeUnload);
    // Capture phase: before Next's <Link> handles the click.
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [askToLeave, router]);

  return {
    /** Goes to `href`, asking first when there are unsaved changes. */
    leave: async (href: string) => {
      if (dirtyRef.current && !(await askToLeave())) return;
      dirtyRef.current = false;
      router.push(href);
    },
    /** Call after a save, before navigating away. */
    markSaved: () => {
      dirtyRef.current = false;
    },
  };
}
