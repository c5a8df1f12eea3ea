import { HARBOR_SAMPLE } from "@/seed/data/events/harbor";
import { NORTHWIND_SAMPLE } from "@/seed/data/events/northwind";
import { PERSONAL_SAMPLE } from "@/seed/data/events/personal";
import type { EventsProfile, ProfileSample } from "@/seed/data/events/types";

export type { EventsProfile, ProfileSample } from "@/seed/data/events/types";

/** The events sample of each demo account. */
export const EVENT_SAMPLES: Record<EventsProfile, ProfileSample> = {
  personal: PERSONAL_SAMPLE,
  northwind: NORTHWIND_SAMPLE,
  harbor: HARBOR_SAMPLE,
};
