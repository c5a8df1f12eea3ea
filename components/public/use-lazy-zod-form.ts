"use client";
import { useRef, useState } from "react";
import type { ZodType } from "zod";

type FormValues = Record<string, string | boolean>;
type FormErrors<Values> = Partial<Record<keyof Values & string, string>>;

/**
 * Form state checked by the API's own zod schema, for the pages that ship without MUI or zod in
 * their first load: `loadSchema` imports the schema when it is first needed (the first check, or
 * `preload` on the first interaction). Errors are kept as the schema's `validation` keys and shown
 * in the words of `validation` (so a language switch re-words them): at a submit, on leaving a
 * filled field, and again as the user types once a field has shown one.
 */
export function useLazyZodForm<Values extends FormValues, Output>(
  loadSchema: () => Promise<ZodType<Output>>,
  initialValues: Values,
  validation: Record<string, string>,
) {
  type Name = keyof Values & string;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const touched = useRef<Partial<Record<Name, boolean>>>({});
  const checks = useRef(0);

  async function errorsOf(next: Values): Promise<FormErrors<Values>> {
    const result = (await loadSchema()).safeParse(next);
    if (result.success) return {};
    const found: FormErrors<Values> = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as Name;
      found[name] ??= issue.message;
    }
    return found;
  }

  /** Checks `name` against `next`; an older check that answers late is dropped. */
  async function check(name: Name, next: Values) {
    const id = ++checks.current;
    const found = await errorsOf(next);
    if (id === checks.current) setErrors((current) => ({ ...current, [name]: found[name] }));
  }

  function setValue<K extends Name>(name: K, value: Values[K]) {
    const next = { ...values, [name]: value };
    setValues(next);
    if (touched.current[name]) void check(name, next);
  }

  /** The value, error and handlers of a text field. */
  function field(name: Name) {
    return {
      name,
      value: values[name] as string,
      error: errors[name] && (validation[errors[name]] ?? errors[name]),
      onChange: (value: string) => setValue(name, value as Values[Name]),
      onBlur: () => {
        if (values[name] === "") return; // leaving an empty field is not yet a mistake
        touched.current[name] = true;
        void check(name, values);
      },
    };
  }

  /** Checks every field; the parsed values, or null after showing the errors. */
  async function validate(): Promise<Output | null> {
    touched.current = Object.fromEntries(Object.keys(values).map((key) => [key, true])) as typeof touched.current;
    checks.current++;
    const result = (await loadSchema()).safeParse(values);
    if (!result.success) {
      setErrors(await errorsOf(values));
      return null;
    }
    setErrors({});
    return result.data;
  }

  return { values, field, setValue, validate, preload: () => void loadSchema() };
}
