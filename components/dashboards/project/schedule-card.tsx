"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import Typography from "@mui/material/Typography";
import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import ScheduleIcon from "@mui/icons-material/Schedule";
import { DashboardCard } from "@/components/dashboards/shared";
import { timeOnDay } from "@/components/dashboards/project/project-shape";
import { useProjectLabels } from "@/components/dashboards/project/labels";
import { useDateFormat } from "@/lib/dates/use-date-format";
import type { ProjectDashboard } from "@/lib/dashboards/project";

// Today's and tomorrow's schedule: tabs, then each item's title (sample text, as it is), its time
// in the reader's language and its place when it has one.

type Day = "today" | "tomorrow";

export function ScheduleCard({ schedule }: { schedule: ProjectDashboard["schedule"] | undefined }) {
  const common = useTranslations("dashboardsCommon");
  const { t } = useProjectLabels();
  const { format } = useDateFormat();
  const [day, setDay] = useState<Day>("today");
  const date = new Date();
  if (day === "tomorrow") date.setDate(date.getDate() + 1);
  const items = schedule?.[day] ?? [];

  return (
    <DashboardCard title={t("schedule.title")} span={{ md: 6 }} loading={!schedule} skeletonHeight={380} padded={false}>
      <Tabs
        value={day}
        onChange={(_event, next: Day) => setDay(next)}
        aria-label={t("schedule.days")}
        sx={{ px: { xs: 1, sm: 1.5 }, borderBottom: 1, borderColor: "divider" }}
      >
        <Tab value="today" label={common("today")} id="schedule-tab-today" aria-controls="schedule-panel" />
        <Tab value="tomorrow" label={common("tomorrow")} id="schedule-tab-tomorrow" aria-controls="schedule-panel" />
      </Tabs>
      <Box role="tabpanel" id="schedule-panel" aria-labelledby={`schedule-tab-${day}`}>
        <Typography variant="body2" color="text.secondary" sx={{ px: { xs: 2, sm: 2.5 }, pt: 1.5 }}>
          {format(date, "full")}
        </Typography>
        {items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: "center" }}>
            {t("schedule.empty")}
          </Typography>
        ) : (
          <List dense sx={{ pb: 1 }}>
            {items.map((item, index) => (
              <ListItem
                key={`${item.time}-${index}`}
                divider={index < items.length - 1}
                sx={{ px: { xs: 2, sm: 2.5 } }}
              >
                <ListItemText
                  primary={item.title}
                  slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: "div" } }}
                  secondary={
                    <Box sx={{ display: "flex", gap: 2, flexWrap: "wrap", mt: 0.25 }}>
                      <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                        <ScheduleIcon aria-hidden sx={{ fontSize: 16 }} />
                        <time dateTime={item.time}>{format(timeOnDay(item.time, date), "time")}</time>
                      </Box>
                      {item.location && (
                        <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                          <PlaceOutlinedIcon aria-hidden sx={{ fontSize: 16 }} />
                          {item.location}
                        </Box>
                      )}
                    </Box>
                  }
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </DashboardCard>
  );
}
