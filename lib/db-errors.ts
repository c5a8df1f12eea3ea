import { Prisma } from "@/lib/generated/prisma/client";

/**
 * A unique-index violation (Prisma's P2002), optionally on an insert into or update of `model`.
 * The SQLite driver adapter names the model (`meta.modelName`) but not the index (no `meta.target`),
 * so a caller that must tell its own index from another's can narrow it down to the model only.
 */
export function isUniqueViolation(error: unknown, model?: Prisma.ModelName): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError &&
    error.code === "P2002" &&
    (model === undefined || error.meta?.modelName === model)
  );
}
