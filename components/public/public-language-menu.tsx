"use client";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, useTransition, type KeyboardEvent } from "react";
import { IslandIcon } from "@/components/public/island-icons";
import { LOCALES, type Locale } from "@/lib/i18n/config";
import { rememberLocale } from "@/lib/i18n/remember-locale";
import { isCachedPublicPath, localizedPublicPath, splitLocalePrefix } from "@/lib/public/cached-paths";
import styles from "./public-language-menu.module.css";
import ui from "./ui.module.css";

/**
 * The buyer's language switch: a menu button (arrow keys move between the languages, Escape closes).
 * A cached page changes language by address (/tr/p/event/x: the cache keeps one page per language);
 * any other public page is rendered again with the cookie. Either way the choice is remembered.
 */
export function PublicLanguageMenu({
  locale,
  label,
  names,
}: {
  locale: Locale;
  label: string;
  names: Record<Locale, string>;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const menuId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isPending, startTransition] = useTransition();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    menuRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    function closeOutside(event: PointerEvent) {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setIsOpen(false);
    }
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [isOpen]);

  function close() {
    setIsOpen(false);
    buttonRef.current?.focus();
  }

  function choose(next: Locale) {
    close();
    if (next === locale) return;
    rememberLocale(next);
    const path = splitLocalePrefix(pathname)?.pathname ?? pathname;
    // Read at the click: the cached pages are static, and useSearchParams would make the header wait.
    if (isCachedPublicPath(path) && !window.location.search) router.push(localizedPublicPath(next, path));
    else startTransition(() => router.refresh());
  }

  function onMenuKey(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Tab") {
      setIsOpen(false); // the focus moves on as usual
      return;
    }
    const move = (to: number) => items[(to + items.length) % items.length]?.focus();
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(items.length - 1);
    else if (event.key === "Escape") close();
    else return;
    event.preventDefault();
  }

  return (
    <div className={styles.anchor}>
      <button
        ref={buttonRef}
        type="button"
        className={`${ui.button} ${ui.inherit} ${styles.button}`}
        // The name holds the code it shows ("Language: EN"), so speech users can say what they see.
        aria-label={`${label}: ${locale.toUpperCase()}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        disabled={isPending}
        onClick={() => setIsOpen((open) => !open)}
      >
        <IslandIcon name="translate" />
        {locale.toUpperCase()}
      </button>
      {isOpen && (
        <ul ref={menuRef} id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={onMenuKey}>
          {LOCALES.map((code) => (
            <li key={code} role="none">
              <button
                type="button"
                role="menuitem"
                aria-current={code === locale ? "true" : undefined}
                lang={code}
                tabIndex={-1}
                className={styles.item}
                onClick={() => choose(code)}
              >
                {names[code]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
