"use client";
import { useId } from "react";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import Check from "@mui/icons-material/Check";
import type { CourseWithSteps } from "@/lib/swr/use-academy";

/**
 * The course's steps in order; the current one is marked (visually and as `aria-current="step"`),
 * the ones before it ticked. Any step opens on click or Enter.
 */
export function CourseStepsList({
  steps,
  currentStep,
  onSelect,
}: {
  steps: CourseWithSteps["steps"];
  currentStep: number;
  onSelect: (step: number) => void;
}) {
  const t = useTranslations("academyApp");
  const idPrefix = useId();
  return (
    <Box>
      <Typography component="h2" variant="overline" color="text.secondary" sx={{ px: 1, display: "block" }}>
        {t("stepsHeading")}
      </Typography>
      <List dense disablePadding aria-label={t("stepsHeading")}>
        {steps.map((step, index) => {
          const isCurrent = index === currentStep;
          const isDone = index < currentStep;
          return (
            // The button lies under the step's number, title and subtitle instead of holding them:
            // its name is "Step 3: title", and text inside it missing from that name would break
            // WCAG 2.5.3 (label in name). The subtitle describes it.
            <Box component="li" key={step.order} sx={{ position: "relative" }}>
              <ListItemButton
                selected={isCurrent}
                aria-current={isCurrent ? "step" : undefined}
                aria-label={t("stepLabel", { number: index + 1, title: step.title })}
                aria-describedby={step.subtitle ? `${idPrefix}-${index}` : undefined}
                onClick={() => onSelect(index)}
                sx={{ position: "absolute", inset: 0, borderRadius: 2 }}
              />
              <Box
                sx={{
                  position: "relative",
                  pointerEvents: "none",
                  display: "flex",
                  gap: 1.5,
                  alignItems: "flex-start",
                  px: 2,
                  py: 1,
                }}
              >
                <Box
                  aria-hidden
                  sx={(theme) => ({
                    width: 26,
                    height: 26,
                    mt: 0.25,
                    flex: "none",
                    borderRadius: "50%",
                    display: "grid",
                    placeItems: "center",
                    fontSize: 13,
                    fontWeight: 700,
                    border: 2,
                    borderColor: isCurrent || isDone ? "primary.main" : "divider",
                    color: isCurrent ? "primary.contrastText" : isDone ? "primary.main" : "text.secondary",
                    bgcolor: isCurrent ? "primary.main" : "transparent",
                    transition: theme.transitions.create(["background-color", "border-color"]),
                  })}
                >
                  {isDone ? <Check sx={{ fontSize: 16 }} /> : index + 1}
                </Box>
                <ListItemText
                  primary={step.title}
                  secondary={step.subtitle}
                  slotProps={{
                    primary: { sx: { fontWeight: isCurrent ? 700 : 500 } },
                    secondary: { id: `${idPrefix}-${index}`, sx: { overflowWrap: "anywhere" } },
                  }}
                />
              </Box>
            </Box>
          );
        })}
      </List>
    </Box>
  );
}
