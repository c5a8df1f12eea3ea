"use client";
import type { ReactNode } from "react";
import Paper from "@mui/material/Paper";
import { TabHeader } from "@/components/events/tab-parts";

/** A titled card of the dashboard (upcoming events, latest orders, needs attention); its rows draw their own top rule. */
export function DashboardPanel({
  title,
  subtitle,
  action,
  children,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ overflow: "hidden", minWidth: 0 }}>
      <TabHeader title={title} subtitle={subtitle} action={action} />
      {children}
    </Paper>
  );
}
