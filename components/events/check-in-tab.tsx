"use client";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import { CheckInCounter } from "@/components/events/check-in-counter";
import { CheckInMatches } from "@/components/events/check-in-matches";
import { CheckInOutcome } from "@/components/events/check-in-outcome";
import { CheckInSearch } from "@/components/events/check-in-search";
import type { HostEvent } from "@/components/events/types";
import { useCheckIn } from "@/components/events/use-check-in";

/**
 * The door: one big box for a ticket code (typed or from a scanner that types) or a name or
 * email. Enter with a code checks it in at once; a name lists matches, each with its own button.
 * A ticket checked in before says when instead of counting twice, and the last check-in can be undone.
 */
export function CheckInTab({ event }: { event: HostEvent }) {
  const checkIn = useCheckIn(event);
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 1fr) 300px" },
        gap: 2.5,
        alignItems: "start",
      }}
    >
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: "flex", flexDirection: "column", gap: 2, minWidth: 0 }}
      >
        <CheckInSearch
          inputRef={checkIn.inputRef}
          text={checkIn.text}
          onTextChange={checkIn.setText}
          onSubmit={checkIn.onSubmit}
          isSending={checkIn.busyId === "code"}
        />
        <CheckInOutcome
          outcome={checkIn.outcome}
          busyId={checkIn.busyId}
          send={checkIn.send}
          onDismiss={checkIn.dismissOutcome}
        />
        {checkIn.isSearching && (
          <CheckInMatches
            isLoaded={checkIn.areMatchesLoaded}
            matches={checkIn.matches}
            busyId={checkIn.busyId}
            send={checkIn.send}
          />
        )}
      </Paper>
      <CheckInCounter totals={checkIn.totals} />
    </Box>
  );
}
