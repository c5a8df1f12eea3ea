"use client";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from "@dnd-kit/core";
import type { TaskAnswer } from "@/lib/tasks/schema";

/** What screen readers hear while a row is moved with the keyboard or a pointer, in the user's language. */
export function useDragAnnouncements(rows: TaskAnswer[]): {
  announcements: Announcements;
  screenReaderInstructions: ScreenReaderInstructions;
} {
  const t = useTranslations("tasksApp.drag");
  const tApp = useTranslations("tasksApp");
  return useMemo(() => {
    const index = new Map(rows.map((task, place) => [task.id, place]));
    const titleOf = (id: UniqueIdentifier) => {
      const task = rows[index.get(String(id)) ?? -1];
      if (!task) return "";
      return task.title.trim() || (task.type === "section" ? tApp("untitledSection") : tApp("untitled"));
    };
    const position = (id: UniqueIdentifier) => (index.get(String(id)) ?? 0) + 1;
    const total = rows.length;
    return {
      screenReaderInstructions: { draggable: t("instructions") },
      announcements: {
        onDragStart: ({ active }) => t("picked", { title: titleOf(active.id), position: position(active.id), total }),
        onDragOver: ({ active, over }) =>
          over
            ? t("over", { title: titleOf(active.id), position: position(over.id), total })
            : t("outside", { title: titleOf(active.id) }),
        onDragEnd: ({ active, over }) =>
          over
            ? t("dropped", { title: titleOf(active.id), position: position(over.id), total })
            : t("cancelled", { title: titleOf(active.id) }),
        onDragCancel: ({ active }) => t("cancelled", { title: titleOf(active.id) }),
      },
    };
  }, [rows, t, tApp]);
}
