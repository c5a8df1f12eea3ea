"use client";
import { useTranslations } from "next-intl";
import { PERIOD_PRESETS, periodDays, type PaymentsView } from "@/components/payments/payments-query";
import { PeriodChips } from "@/components/ui/period-chips";

type Props = {
  view: PaymentsView;
  today: string;
  onChange: (changes: Partial<PaymentsView>) => void;
};

/** The period's presets as a row of toggles, and the custom period's two days (applied as soon as they make a period). */
export function PeriodPicker({ view, today, onChange }: Props) {
  const t = useTranslations("payments.period");
  return (
    <PeriodChips
      presets={PERIOD_PRESETS}
      period={view.period}
      days={periodDays(view, today).totals}
      today={today}
      onChange={onChange}
      labels={{
        group: t("label"),
        preset: (preset) => t(`presets.${preset}`),
        from: t("from"),
        to: t("to"),
        problem: (problem) => t(`problems.${problem}`),
      }}
    />
  );
}
