"use client";
import { useTranslations } from "next-intl";
import { useMemo, useRef, useState } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from "@dnd-kit/sortable";
import Add from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import InputBase from "@mui/material/InputBase";
import { ChecklistItem } from "@/components/apps/notes/note-checklist-item";
import { moveItem } from "@/lib/notes/draft";
import { NOTE_TASK_CONTENT_MAX, NOTE_TASKS_MAX, type NoteTask } from "@/lib/notes/schema";

/** What screen readers hear while an item is moved, in the user's language. */
function useAnnouncements(tasks: NoteTask[]) {
  const t = useTranslations("notesApp.checklist");
  return useMemo(() => {
    const place = new Map(tasks.map((task, index) => [task.id, index]));
    const name = (id: UniqueIdentifier) => tasks[place.get(String(id)) ?? -1]?.content.trim() || t("emptyItem");
    const position = (id: UniqueIdentifier) => (place.get(String(id)) ?? 0) + 1;
    const total = tasks.length;
    const announcements: Announcements = {
      onDragStart: ({ active }) => t("drag.picked", { item: name(active.id), position: position(active.id), total }),
      onDragOver: ({ active, over }) =>
        over ? t("drag.over", { item: name(active.id), position: position(over.id), total }) : undefined,
      onDragEnd: ({ active, over }) =>
        over
          ? t("drag.dropped", { item: name(active.id), position: position(over.id), total })
          : t("drag.cancelled", { item: name(active.id) }),
      onDragCancel: ({ active }) => t("drag.cancelled", { item: name(active.id) }),
    };
    return { announcements, screenReaderInstructions: { draggable: t("drag.instructions") } };
  }, [tasks, t]);
}

/**
 * The note's checklist: tick, edit, remove and reorder items (drag the handle, or focus it and use
 * space and the arrow keys), and add items at the end. Enter in an item moves to the new-item field.
 */
export function NoteChecklist({
  tasks,
  onChange,
  newId,
}: {
  tasks: NoteTask[];
  onChange: (tasks: NoteTask[]) => void;
  newId: () => string;
}) {
  const t = useTranslations("notesApp.checklist");
  const [newText, setNewText] = useState("");
  const addRef = useRef<HTMLInputElement>(null);
  const itemRefs = useRef(new Map<string, HTMLInputElement>());
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const accessibility = useAnnouncements(tasks);
  const ids = useMemo(() => tasks.map((task) => task.id), [tasks]);
  const isFull = tasks.length >= NOTE_TASKS_MAX;

  const update = (id: string, fields: Partial<NoteTask>) =>
    onChange(tasks.map((task) => (task.id === id ? { ...task, ...fields } : task)));
  const remove = (id: string, focusPrevious = false) => {
    const index = tasks.findIndex((task) => task.id === id);
    onChange(tasks.filter((task) => task.id !== id));
    const previous = tasks[index - 1];
    if (focusPrevious && previous) requestAnimationFrame(() => itemRefs.current.get(previous.id)?.focus());
    else addRef.current?.focus();
  };
  const add = () => {
    const content = newText.trim();
    if (!content || isFull) return;
    onChange([...tasks, { id: newId(), content, completed: false }]);
    setNewText("");
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(tasks, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <Box>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        accessibility={accessibility}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <Box component="ul" aria-label={t("label")} sx={{ listStyle: "none", m: 0, p: 0 }}>
            {tasks.map((task) => (
              <ChecklistItem
                key={task.id}
                task={task}
                inputRef={(element) => {
                  if (element) itemRefs.current.set(task.id, element);
                  else itemRefs.current.delete(task.id);
                }}
                onChange={(fields) => update(task.id, fields)}
                onRemove={(focusPrevious) => remove(task.id, focusPrevious)}
                onEnter={() => addRef.current?.focus()}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      {!isFull && (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, pl: 4.5, pr: 1, py: 0.5 }}>
          <Add fontSize="small" sx={{ color: "text.secondary" }} />
          <InputBase
            inputRef={addRef}
            value={newText}
            placeholder={t("newItem")}
            onChange={(event) => setNewText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
            onBlur={add}
            slotProps={{ input: { "aria-label": t("newItem"), maxLength: NOTE_TASK_CONTENT_MAX } }}
            sx={{ flex: 1 }}
          />
        </Box>
      )}
    </Box>
  );
}
