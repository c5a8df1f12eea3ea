"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef } from "react";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { SortableCard } from "@/components/apps/scrumboard/board-card";
import { cardsContainerId } from "@/components/apps/scrumboard/board-dnd";
import { isProvisional } from "@/components/apps/scrumboard/use-board-actions";
import type { BoardCard, BoardLabel } from "@/lib/scrumboard/board-state";

const CARD_GAP = 8;

type Props = {
  listId: string;
  cards: BoardCard[];
  labels: Map<string, BoardLabel>;
  /** The card being dragged, kept mounted even when scrolled out of view. */
  activeCardId: string | null;
  onOpenCard: (cardId: string) => void;
};

/**
 * A list's cards, virtualised: only the cards in view (and a few either side) are in the page,
 * so a list of hundreds of cards (a board of 1,000) scrolls and drags as lightly as a short one.
 */
export function ListCards({ listId, cards, labels, activeCardId, onOpenCard }: Props) {
  const t = useTranslations("scrumboardApp.list");
  const scrollRef = useRef<HTMLDivElement>(null);
  const activeIndex = activeCardId ? cards.findIndex((card) => card.id === activeCardId) : -1;
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return activeIndex < 0 || indexes.includes(activeIndex)
        ? indexes
        : [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  // The virtualiser re-renders this list itself as it scrolls; React Compiler leaving this one
  // component unmemoised is what it should do.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: cards.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 64,
    overscan: 4,
    gap: CARD_GAP,
    getItemKey: (index) => cards[index].id,
    rangeExtractor,
    initialRect: { width: 272, height: 600 },
  });

  // A card just added at the foot (not saved yet) is scrolled into view, as the composer is below it.
  const lastCardId = cards.at(-1)?.id;
  useEffect(() => {
    if (lastCardId && isProvisional(lastCardId)) virtualizer.scrollToIndex(cards.length - 1, { align: "end" });
  }, [cards.length, lastCardId, virtualizer]);

  return (
    <Box
      ref={scrollRef}
      sx={{ flex: "0 1 auto", minHeight: 0, overflowY: "auto", overflowX: "hidden", px: 1, pb: 0.5 }}
    >
      <SortableContext id={cardsContainerId(listId)} items={cards} strategy={verticalListSortingStrategy}>
        {cards.length === 0 ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              px: 1,
              py: 1.5,
              textAlign: "center",
              border: 1,
              borderStyle: "dashed",
              borderColor: "divider",
              borderRadius: 2,
            }}
          >
            {t("empty")}
          </Typography>
        ) : (
          <Box sx={{ position: "relative", height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => (
              <Box
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                sx={{ position: "absolute", top: 0, left: 0, width: "100%", transform: `translateY(${item.start}px)` }}
              >
                <SortableCard card={cards[item.index]} labels={labels} onOpen={onOpenCard} />
              </Box>
            ))}
          </Box>
        )}
      </SortableContext>
    </Box>
  );
}
