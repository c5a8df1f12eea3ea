"use client";
import { useTranslations } from "next-intl";
import { useState, type ChangeEvent } from "react";
import type { z } from "zod";

type FormValues = Record<string, string | boolean>;

/**
 * Form state checked by the same zod schema the API uses. Errors are message keys under
 * `validation` in messages/*.json, shown at their field after a submit attempt or a blur.
 */
export function useZodForm<Values extends FormValues, Output>(schema: z.ZodType<Output>, initialValues: Values) {
  const t = useTranslations("validation");
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});

  function errorsOf(next: Values): Partial<Record<keyof Values, string>> {
    const result = schema.safeParse(next);
    if (result.success) return {};
    const found: Partial<Record<keyof Values, string>> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as keyof Values;
      found[name] ??= t.has(issue.message as never) ? t(issue.message as never) : issue.message;
    }
    return found;
  }

  function setValue<K extends keyof Values>(name: K, value: Values[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    // Once a field has shown an error, re-check it as the user types so the error clears at once.
    if (touched[name]) setErrors((current) => ({ ...current, [name]: errorsOf(next)[name] }));
  }

  /** Props for a MUI TextField bound to `name`. */
  function textField(name: keyof Values & string) {
    return {
      name,
      value: values[name] as string,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.target.value as Values[typeof name]),
      onBlur: () => {
        if (values[name] === "") return; // leaving an empty field is not yet a mistake
        setTouched((current) => ({ ...current, [name]: true }));
        setErrors((current) => ({ ...current, [name]: errorsOf(values)[name] }));
      },
      error: Boolean(errors[name]),
      helperText: errors[name],
    };
  }

  /** Checks every field; returns the parsed values, or null after showing the errors. */
  function validate(): Output | null {
    const result = schema.safeParse(values);
    setTouched(
      Object.fromEntries(Object.keys(values).map((key) => [key, true])) as Partial<Record<keyof Values, boolean>>,
    );
    if (!result.success) {
      setErrors(errorsOf(values));
      return null;
    }
    setErrors({});
    return result.data;
  }

  return { values, errors, setValue, textField, validate };
}
