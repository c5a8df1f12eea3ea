// `npm run notify`: sends the notices that are due — the buyers' notices of offline orders expired
// past their payment deadline, each user's daily summary of yesterday and the reminders about
// offline orders still unpaid after the days the host chose — on the
// database of DATABASE_URL. Meant for cron (e.g. hourly); every notice goes once however often,
// and in however many processes, it runs (lib/users/run-notifications.ts).
import { spawnSync } from "node:child_process";

// lib/ modules of the server import "server-only", which resolves to an empty module only under
// the react-server condition: run again with it.
if (!process.execArgv.includes("--conditions=react-server")) {
  const result = spawnSync(
    process.execPath,
    [...process.execArgv, "--conditions=react-server", ...process.argv.slice(1)],
    { stdio: "inherit" },
  );
  process.exit(result.status ?? 1);
} else {
  import("@/lib/users/run-notifications")
    .then(async ({ runScheduledNotifications }) => {
      const { dailySummaries, unpaidReminders, expiredPayments } = await runScheduledNotifications();
      console.log(
        `Expired ${expiredPayments} offline orders past their payment deadline (buyers told); sent ${dailySummaries} daily summaries and ${unpaidReminders} unpaid-order reminders.`,
      );
      process.exit(0);
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
