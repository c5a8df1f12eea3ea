"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useOptimistic, useTransition } from "react";

/**
 * The address's search parameters, and a way to change some in place (a replace, no scroll) so
 * that a reload or a shared link shows the same screen. What was asked for shows at once: a
 * navigation's parameters reach `useSearchParams` only when the new page has rendered, and a
 * second click before then — a column's header clicked twice to sort descending — must build on
 * the first, not on the address still shown.
 */
export function useQueryParams() {
  const router = useRouter();
  const pathname = usePathname();
  const [params, showParams] = useOptimistic<URLSearchParams, URLSearchParams>(
    useSearchParams(),
    (_shown, next) => next,
  );
  const [, startTransition] = useTransition();

  /** Sets each key to its value; `null` removes it (a default the address leaves out). */
  function replaceParams(changes: Record<string, string | null>) {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const text = next.toString();
    startTransition(() => {
      showParams(next);
      router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
    });
  }

  return { params, replaceParams };
}
