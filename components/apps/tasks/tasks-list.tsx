"use client";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
  type Modifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { SortableTaskRow, TaskRowView, type RowHandlers } from "@/components/apps/tasks/task-row";
import { useDragAnnouncements } from "@/components/apps/tasks/use-drag-announcements";
import type { TaskAnswer } from "@/lib/tasks/schema";

// Module constants: a new options object each render would make new sensors, new drag listeners,
// and so a re-render of every mounted row's content.
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/** Rows move up and down only. */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

type Props = RowHandlers & {
  rows: TaskAnswer[];
  tagTitles: ReadonlyMap<string, string>;
  sectionRemaining: ReadonlyMap<string, number>;
  selectedId: string | null;
  onReorder: (activeId: string, overId: string) => void;
};

/**
 * The list, sortable with @dnd-kit and virtualised against the window with @tanstack/react-virtual:
 * with 2,000 tasks only the rows in view (and a few around them) are mounted, so a drag re-renders
 * a few dozen `useSortable` rows instead of every one. The two work together because
 * - the sortable context lists every id, mounted or not;
 * - the dragged row follows the pointer as a DragOverlay copy, and its own slot is always kept
 *   mounted (`rangeExtractor`), so scrolling far while dragging never unmounts the active item;
 * - droppables are measured while dragging (the default), rows that mount as the window scrolls
 *   during a drag included;
 * - each row's heavy part is memoised apart from its `useSortable` wrapper: every row that mounts
 *   registers with the drag context and re-renders the mounted wrappers, not their contents.
 * Keyboard dragging (space, arrows, space; Escape cancels) moves one row per arrow press and
 * scrolls along. Rows are memoised, so a tick re-renders one row.
 */
export function TasksList({
  rows,
  tagTitles,
  sectionRemaining,
  selectedId,
  onReorder,
  onOpen,
  onToggle,
  onAddToSection,
}: Props) {
  const t = useTranslations("tasksApp");
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = activeId ? rows.findIndex((task) => task.id === activeId) : -1;

  // The list's distance from the top of the page: the window virtualiser counts from there.
  useLayoutEffect(() => {
    const measure = () => {
      const top = listRef.current?.getBoundingClientRect().top ?? 0;
      setScrollMargin(Math.round(top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.type === "section" ? 58 : 52),
    overscan: 12,
    scrollMargin,
    getItemKey: (index) => rows[index]?.id ?? index,
    rangeExtractor,
  });

  // A deep link to a task far down the list scrolls it into view once.
  const hasScrolledRef = useRef(false);
  useEffect(() => {
    if (hasScrolledRef.current || !selectedId || rows.length === 0) return;
    hasScrolledRef.current = true;
    const index = rows.findIndex((task) => task.id === selectedId);
    if (index > 8) virtualizer.scrollToIndex(index, { align: "center" });
  }, [rows, selectedId, virtualizer]);

  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));
  const ids = useMemo(() => rows.map((task) => task.id), [rows]);
  const accessibility = useDragAnnouncements(rows);

  const onDragStart = ({ active }: DragStartEvent) => setActiveId(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (over && active.id !== over.id) onReorder(String(active.id), String(over.id));
  };
  const activeTask = activeIndex >= 0 ? rows[activeIndex] : null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      accessibility={accessibility}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Paper variant="outlined" sx={{ overflow: "hidden" }}>
          <Box
            ref={listRef}
            role="list"
            aria-label={t("listLabel")}
            sx={{ position: "relative", height: virtualizer.getTotalSize() }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const task = rows[item.index];
              return (
                <Box
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  role="listitem"
                  aria-setsize={rows.length}
                  aria-posinset={item.index + 1}
                  sx={{ position: "absolute", top: 0, left: 0, width: "100%" }}
                  style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
                >
                  <SortableTaskRow
                    task={task}
                    tagTitles={tagTitles}
                    isSelected={task.id === selectedId}
                    remaining={task.type === "section" ? sectionRemaining.get(task.id) : undefined}
                    onOpen={onOpen}
                    onToggle={onToggle}
                    onAddToSection={onAddToSection}
                  />
                </Box>
              );
            })}
          </Box>
        </Paper>
      </SortableContext>
      <DragOverlay>
        {activeTask && (
          <TaskRowView
            task={activeTask}
            tagTitles={tagTitles}
            isSelected={false}
            remaining={sectionRemaining.get(activeTask.id)}
            isOverlay
            onOpen={onOpen}
            onToggle={onToggle}
            onAddToSection={onAddToSection}
          />
        )}
      </DragOverlay>
    </DndContext>
  );
}
