"use client";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";

// The switch between a card's ranges ("This week" / "Last week", "Today" / "Tomorrow"): an
// exclusive toggle group with a label for screen readers; Tab reaches it, Space/Enter picks.
// Clicking the chosen range again keeps it (a range is always chosen).

export type RangeOption<T extends string> = { value: T; label: string };

export function RangeToggle<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: RangeOption<T>[];
  onChange: (value: T) => void;
  /** What is switched, e.g. "Period" (read by screen readers). */
  label: string;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={label}
      onChange={(_event, next: T | null) => {
        if (next) onChange(next);
      }}
    >
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          value={option.value}
          sx={{ px: 1.5, py: 0.5, fontWeight: 600, textTransform: "none" }}
        >
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
