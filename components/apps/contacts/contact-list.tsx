"use client";
import Link from "next/link";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import Box from "@mui/material/Box";
import ListItemButton from "@mui/material/ListItemButton";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { ContactAvatar } from "@/components/apps/contacts/contact-avatar";
import { contactsPath, showContact } from "@/components/apps/contacts/paths";
import { groupByLetter, type ListRow } from "@/lib/contacts/contact-list";
import type { ContactAnswer } from "@/lib/contacts/schema";

const LETTER_HEIGHT = 40;
const ROW_HEIGHT = 64;
/** The shell's sticky top bar: a letter heading sticks below it. */
const TOP_BAR_HEIGHT = 64;

/** The last letter heading at or before `start` (the first row in view). */
function activeLetter(letterIndexes: number[], start: number): number {
  let active = 0;
  for (const index of letterIndexes) if (index <= start) active = index;
  return active;
}

function secondLine(contact: ContactAnswer): string {
  const job = [contact.title, contact.company].filter(Boolean).join(" · ");
  return job || contact.emails[0]?.email || contact.phoneNumbers[0]?.phoneNumber || "";
}

function ContactRow({ contact, isSelected }: { contact: ContactAnswer; isSelected: boolean }) {
  const detail = secondLine(contact);
  return (
    <ListItemButton
      component={Link}
      href={contactsPath(contact.id)}
      scroll={false}
      onClick={(event: MouseEvent) => {
        // A plain click opens the contact in place; a modified one (new tab, new window) follows the link.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        showContact(contact.id);
      }}
      selected={isSelected}
      aria-current={isSelected ? "page" : undefined}
      sx={{ height: ROW_HEIGHT, gap: 2, px: 2, borderRadius: 2 }}
    >
      <ContactAvatar name={contact.name} avatar={contact.avatar} size={40} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography noWrap sx={{ fontWeight: 600 }}>
          {contact.name}
        </Typography>
        {detail && (
          <Typography noWrap variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
}

/**
 * The address book by letter, virtualised against the window (5,000 contacts draw only the rows in
 * view), with the current letter's heading sticking under the top bar. ↑ and ↓ move between contacts.
 */
export function ContactList({
  contacts,
  selectedId,
  locale,
  label,
}: {
  contacts: readonly ContactAnswer[];
  selectedId: string | null;
  locale: string;
  label: string;
}) {
  const rows = useMemo(() => groupByLetter(contacts, locale), [contacts, locale]);
  const letterIndexes = useMemo(() => rows.flatMap((row, index) => (row.kind === "letter" ? [index] : [])), [rows]);
  const listRef = useRef<HTMLUListElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);

  // Where the list starts on the page; what is above it (the header, the search box, a results line)
  // moves it when the list changes or the window is resized.
  useLayoutEffect(() => {
    const measure = () => {
      const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
      setScrollMargin((current) => (Math.abs(top - current) > 0.5 ? top : current));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [rows]);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const active = activeLetter(letterIndexes, range.startIndex);
      return [...new Set([active, ...defaultRangeExtractor(range)])].sort((a, b) => a - b);
    },
    [letterIndexes],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index].kind === "letter" ? LETTER_HEIGHT : ROW_HEIGHT),
    overscan: 8,
    scrollMargin,
    rangeExtractor,
    getItemKey: (index) => rows[index].key,
  });

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const current = (event.target as HTMLElement).closest<HTMLElement>("[data-index]");
    if (!current) return;
    const step = event.key === "ArrowDown" ? 1 : -1;
    let next = Number(current.dataset.index) + step;
    while (rows[next]?.kind === "letter") next += step;
    if (!rows[next]) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: "auto" });
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLElement>(`[data-index="${next}"] a`)?.focus({ preventScroll: true }),
    );
  };

  // A contact opened from a link (or a reload) is scrolled into view once, when the list first shows.
  const [openedId] = useState(selectedId);
  const hasScrolledRef = useRef(false);
  useEffect(() => {
    if (hasScrolledRef.current) return;
    hasScrolledRef.current = true;
    const index = rows.findIndex((row) => row.kind === "contact" && row.contact.id === openedId);
    if (index > 0) requestAnimationFrame(() => virtualizer.scrollToIndex(index, { align: "center" }));
  }, [openedId, rows, virtualizer]);

  const items = virtualizer.getVirtualItems();
  // The heading of the letter at the top of the view sticks under the top bar.
  const stuckIndex = activeLetter(letterIndexes, virtualizer.range?.startIndex ?? 0);

  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Box
        component="ul"
        ref={listRef}
        aria-label={label}
        onKeyDown={moveFocus}
        sx={{ position: "relative", height: virtualizer.getTotalSize(), listStyle: "none", m: 0, p: 0 }}
      >
        {items.map((item) => {
          const row: ListRow<ContactAnswer> = rows[item.index];
          const isStuck = row.kind === "letter" && item.index === stuckIndex;
          return (
            <Box
              component="li"
              key={item.key}
              data-index={item.index}
              aria-hidden={row.kind === "letter" ? true : undefined}
              sx={{
                height: item.size,
                width: "100%",
                left: 0,
                ...(row.kind === "letter" && { bgcolor: "background.paper", zIndex: 1 }),
                ...(isStuck
                  ? { position: "sticky", top: TOP_BAR_HEIGHT, zIndex: 2 }
                  : { position: "absolute", top: 0, transform: `translateY(${item.start - scrollMargin}px)` }),
              }}
            >
              {row.kind === "letter" ? (
                <Typography
                  sx={{ px: 2, lineHeight: `${LETTER_HEIGHT}px`, fontWeight: 700, color: "primary.main", fontSize: 14 }}
                >
                  {row.letter}
                </Typography>
              ) : (
                <ContactRow contact={row.contact} isSelected={row.contact.id === selectedId} />
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
