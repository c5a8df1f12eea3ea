"use client";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import type { TaskActions } from "@/components/apps/tasks/use-task-actions";
import { updateTaskSchema, type TaskAnswer, type TaskFieldsWire } from "@/lib/tasks/schema";

type Field = keyof NonNullable<TaskFieldsWire>;
export type FieldErrors = Partial<Record<Field, string>>;
export type SaveStatus = "idle" | "saving" | "saved" | "failed";

const fieldsSchema = updateTaskSchema.shape.task;

/** The first problem of each field, as the server's schema words it (keys under `validation`). */
export function fieldProblems(wire: TaskFieldsWire): FieldErrors {
  const result = fieldsSchema.safeParse(wire);
  if (result.success) return {};
  const problems: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= issue.message;
  }
  return problems;
}

/**
 * The drawer's saving: each change is checked with the API's own zod schema (a problem is shown
 * at its field and nothing is sent), then PATCHed with the change shown at once; `status` says
 * whether the last changes are stored.
 */
export function useTaskSave(id: string, update: TaskActions["update"]) {
  const tValidation = useTranslations("validation");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [inFlight, setInFlight] = useState(0);
  const [lastResult, setLastResult] = useState<boolean | null>(null);

  const save = useCallback(
    (wire: TaskFieldsWire, shown: Partial<TaskAnswer>): boolean => {
      const problems = fieldProblems(wire);
      setErrors((previous) => {
        const next = { ...previous };
        for (const field of Object.keys(wire ?? {}) as Field[]) {
          const problem = problems[field];
          if (problem) next[field] = tValidation.has(problem as never) ? tValidation(problem as never) : problem;
          else delete next[field];
        }
        return next;
      });
      if (Object.keys(problems).length > 0) return false;
      setInFlight((count) => count + 1);
      void update(id, wire, shown).then((isSaved) => {
        setLastResult(isSaved);
        setInFlight((count) => count - 1);
      });
      return true;
    },
    [id, update, tValidation],
  );

  const status: SaveStatus = inFlight > 0 ? "saving" : lastResult === null ? "idle" : lastResult ? "saved" : "failed";
  return { save, errors, status };
}
