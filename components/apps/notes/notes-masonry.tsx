"use client";
import { useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import Box from "@mui/material/Box";
import {
  CARD_GAP,
  cardKeys,
  columnCount,
  estimatedHeight,
  layoutColumns,
} from "@/components/apps/notes/masonry-layout";
import type { NoteAnswer } from "@/lib/notes/schema";

/** Measures its own width, so the number of columns follows the space (the sidebar, the window). */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/** The notes in columns, read left to right (components/apps/notes/masonry-layout.ts). */
export function NotesMasonry({
  notes,
  label,
  renderCard,
}: {
  notes: NoteAnswer[];
  /** The accessible name of the list ("Notes", "Archive"). */
  label: string;
  renderCard: (note: NoteAnswer) => ReactNode;
}) {
  const { ref, width } = useWidth();
  const columns = useMemo(() => {
    const keys = cardKeys(notes);
    const items = notes.map((note, index) => ({ note, key: keys[index] }));
    return layoutColumns(items, columnCount(width), (item) => estimatedHeight(item.note));
  }, [notes, width]);
  return (
    <Box
      ref={ref}
      role="list"
      aria-label={label}
      sx={{ display: "flex", gap: `${CARD_GAP}px`, alignItems: "flex-start", visibility: width ? "visible" : "hidden" }}
    >
      {columns.map((column, index) => (
        <Box
          key={index}
          role="presentation"
          sx={{ flex: "1 1 0", minWidth: 0, display: "flex", flexDirection: "column", gap: `${CARD_GAP}px` }}
        >
          {column.map(({ note, key }) => (
            <Box key={key} role="listitem">
              {renderCard(note)}
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
