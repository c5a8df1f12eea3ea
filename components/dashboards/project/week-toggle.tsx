"use client";
import { useTranslations } from "next-intl";
import { RangeToggle } from "@/components/dashboards/shared";
import type { Week } from "@/components/dashboards/project/project-shape";

/** This week or last week: the range the project's GitHub issues and task distribution switch between. */
export function WeekToggle({ value, onChange }: { value: Week; onChange: (week: Week) => void }) {
  const common = useTranslations("dashboardsCommon");
  return (
    <RangeToggle
      label={common("range")}
      value={value}
      onChange={onChange}
      options={[
        { value: "this-week", label: common("thisWeek") },
        { value: "last-week", label: common("lastWeek") },
      ]}
    />
  );
}
