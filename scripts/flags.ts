// `npm run flags -- list` and `npm run flags -- set ENABLE_VENDORS on|off`, on the database of
// DATABASE_URL. A running server reads flags on every request, so a change applies at once.
import { FEATURE_FLAGS, FLAG_CHANGED_BY_CLI, isFeatureFlagKey } from "@/lib/flags/definitions";
import { createPrismaClient } from "@/lib/prisma-client";

const USAGE = `Usage:
  npm run flags -- list
  npm run flags -- set <FLAG> on|off
Known flags: ${Object.keys(FEATURE_FLAGS).join(", ")}`;

async function main(args: string[]): Promise<number> {
  const [command, key, value] = args;
  const db = createPrismaClient();
  try {
    if (command === "list" && args.length === 1) {
      const flags = await db.featureFlag.findMany({ orderBy: { key: "asc" } });
      if (flags.length === 0) console.log("No flags are stored yet (every flag is off).");
      for (const flag of flags)
        console.log(
          `${flag.key.padEnd(20)} ${flag.enabled ? "on " : "off"}  ${flag.description}` +
            (flag.updatedBy ? `  (switched by ${flag.updatedBy}, ${flag.updatedAt.toISOString()})` : ""),
        );
      return 0;
    }
    if (command === "set" && key && (value === "on" || value === "off") && args.length === 3) {
      if (!isFeatureFlagKey(key)) {
        console.error(`Unknown flag "${key}".\n${USAGE}`);
        return 2;
      }
      const enabled = value === "on";
      await db.featureFlag.upsert({
        where: { key },
        create: { key, enabled, description: FEATURE_FLAGS[key], updatedBy: FLAG_CHANGED_BY_CLI },
        update: { enabled, updatedBy: FLAG_CHANGED_BY_CLI },
      });
      console.log(`${key} is now ${value}.`);
      return 0;
    }
    console.error(USAGE);
    return 2;
  } finally {
    await db.$disconnect();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
