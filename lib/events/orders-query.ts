import { z } from "zod";
import { listOrdersQuerySchema } from "@/lib/events/schema";

/** GET /api/events/{id}/orders: the list query, plus `format=csv` to download every matching order instead of a page. */
export const eventOrdersQuerySchema = listOrdersQuerySchema.extend({ format: z.enum(["json", "csv"]).default("json") });
export type EventOrdersQuery = z.output<typeof eventOrdersQuerySchema>;
