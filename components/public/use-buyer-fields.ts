"use client";
import { useRef, useState } from "react";

type BuyerValues = { name: string; email: string };
type BuyerField = keyof BuyerValues;
type BuyerErrors = Partial<Record<BuyerField, string>>;

/** The shared zod schema (the API checks the same), loaded when the buyer first needs it: not part of the page's first load. */
const loadSchema = () => import("@/lib/events/schema").then((module) => module.buyerSchema);

/**
 * The buyer's name and email, checked by the API's own schema: at a submit, on leaving a filled
 * field, and again as they type once a field has shown an error. Errors are `validation` keys.
 */
export function useBuyerFields(validation: Record<string, string>) {
  const [values, setValues] = useState<BuyerValues>({ name: "", email: "" });
  const [errors, setErrors] = useState<BuyerErrors>({});
  const touched = useRef<Partial<Record<BuyerField, boolean>>>({});
  const checks = useRef(0);

  async function errorsOf(next: BuyerValues): Promise<BuyerErrors> {
    const result = (await loadSchema()).safeParse(next);
    if (result.success) return {};
    const found: BuyerErrors = {};
    for (const issue of result.error.issues) {
      const name = issue.path[0] as BuyerField;
      found[name] ??= validation[issue.message] ?? issue.message;
    }
    return found;
  }

  /** Checks `name` against `next`; an older check that answers late is dropped. */
  async function check(name: BuyerField, next: BuyerValues) {
    const id = ++checks.current;
    const found = await errorsOf(next);
    if (id === checks.current) setErrors((current) => ({ ...current, [name]: found[name] }));
  }

  function field(name: BuyerField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (value: string) => {
        const next = { ...values, [name]: value };
        setValues(next);
        if (touched.current[name]) void check(name, next);
      },
      onBlur: () => {
        if (values[name] === "") return; // leaving an empty field is not yet a mistake
        touched.current[name] = true;
        void check(name, values);
      },
    };
  }

  /** Checks both fields; the parsed values, or null after showing the errors. */
  async function validate(): Promise<BuyerValues | null> {
    touched.current = { name: true, email: true };
    checks.current++;
    const result = (await loadSchema()).safeParse(values);
    if (!result.success) {
      setErrors(await errorsOf(values));
      return null;
    }
    setErrors({});
    return result.data;
  }

  return { field, validate, preload: () => void loadSchema() };
}
