import { avatarDataUrl } from "@/lib/sample/images";
import { createRandom } from "@/lib/sample/random";
import { HOUR_MS, MINUTE_MS, sampleUuid } from "@/lib/dashboards/series";

/** An entry of the activities page (spec section 3). `icon` and `image` are exclusive. */
export type Activity = {
  id: string;
  icon: string | null;
  image: string | null;
  /** May contain markup (bold names). */
  description: string;
  /** ISO date-time. */
  date: string;
  extraContent: string | null;
  linkedContent: string | null;
  link: string | null;
  useRouter: boolean;
};

type SampleActivity = Omit<Activity, "id" | "date" | "icon" | "image"> & {
  /** How long before now it happened. */
  ago: number;
  /** An icon name ("mat_outline:…", from the installed Material set), or a person whose avatar is shown. */
  icon?: string;
  person?: string;
};

const DAY = 24 * HOUR_MS;
const none = { extraContent: null, linkedContent: null, link: null, useRouter: false };

const SAMPLE: SampleActivity[] = [
  {
    ...none,
    ago: 25 * MINUTE_MS,
    icon: "mat_outline:star",
    description: "Your event <strong>Harbour Jazz Night</strong> was approved",
    extraContent: "<div>It is now listed on the public events page.</div>",
  },
  {
    ...none,
    ago: 50 * MINUTE_MS,
    person: "Leona Grant",
    description:
      "<strong>Leona Grant</strong> added you to the <strong>Autumn Conference</strong> project as <strong>Project Manager</strong>",
    linkedContent: "Autumn Conference",
    link: "/dashboards/project",
    useRouter: true,
  },
  {
    ...none,
    ago: 3 * HOUR_MS,
    icon: "mat_outline:mail",
    description: "You have 15 unread mails across 3 mailboxes",
    linkedContent: "Mailbox",
    link: "/apps/mailbox",
    useRouter: true,
  },
  {
    ...none,
    ago: 5 * HOUR_MS,
    icon: "mat_outline:confirmation_number",
    description: "<strong>120 tickets</strong> were sold for <strong>Open Air Cinema</strong>",
    linkedContent: "See the sales",
    link: "/dashboards/analytics",
    useRouter: true,
  },
  {
    ...none,
    ago: 7 * HOUR_MS,
    person: "Rafael Souza",
    description: "<strong>Rafael Souza</strong> accepted your invitation",
    extraContent: "You have <strong>8</strong> contacts in common.",
  },
  {
    ...none,
    ago: 9 * HOUR_MS,
    person: "Sofia Lindqvist",
    description: "<strong>Sofia Lindqvist</strong> sent you a direct message",
    linkedContent: "Open the chat",
    link: "/apps/chat",
    useRouter: true,
  },
  {
    ...none,
    ago: 1 * DAY,
    icon: "mat_outline:mail",
    description: "You have 3 new mails",
    extraContent:
      "<ol><li>Please review and sign the venue agreement</li><li>Delivery address confirmation</li><li>Invoices from the last festival</li></ol>",
    linkedContent: "Mailbox",
    link: "/apps/mailbox",
    useRouter: true,
  },
  {
    ...none,
    ago: 1 * DAY + 2 * HOUR_MS,
    person: "Tobias Keller",
    description: "<strong>Tobias Keller</strong> started a chat with you",
    linkedContent: "Go to the chat",
    link: "/apps/chat",
    useRouter: true,
  },
  {
    ...none,
    ago: 2 * DAY,
    icon: "mat_outline:task_alt",
    description: "You completed <strong>Book the sound engineer</strong>",
    linkedContent: "Tasks",
    link: "/apps/tasks",
    useRouter: true,
  },
  {
    ...none,
    ago: 2 * DAY + 5 * HOUR_MS,
    icon: "mat_outline:payments",
    description: "A payout of <strong>$4,820.00</strong> is on its way to your bank",
    linkedContent: "Stripe payouts",
    link: "https://dashboard.stripe.com/payouts",
    useRouter: false,
  },
  {
    ...none,
    ago: 3 * DAY,
    icon: "mat_outline:star",
    description: "Your speaker application was accepted; the final programme will be ready in 2 days",
  },
  { ...none, ago: 4 * DAY, icon: "mat_outline:autorenew", description: "Your attendee export is ready to download" },
  {
    ...none,
    ago: 5 * DAY,
    person: "Maya Chen",
    description: "<strong>Maya Chen</strong> joined <strong>Northwind Live</strong> as staff",
  },
  {
    ...none,
    ago: 6 * DAY,
    icon: "mat_outline:contacts",
    description: "12 contacts were imported",
    linkedContent: "Contacts",
    link: "/apps/contacts",
    useRouter: true,
  },
  {
    ...none,
    ago: 8 * DAY,
    icon: "mat_outline:help_outline",
    description: "New guide: <strong>Getting started with check-in</strong>",
    linkedContent: "Help center",
    link: "/apps/help-center",
    useRouter: true,
  },
];

const random = createRandom(9090);
const IDS = SAMPLE.map(() => sampleUuid(random));

/** The activities page's entries, newest first, dated relative to `now`. */
export function listActivities(now: Date): Activity[] {
  return SAMPLE.map(({ ago, icon, person, ...activity }, index) => ({
    id: IDS[index],
    icon: icon ?? null,
    image: person ? avatarDataUrl(person) : null,
    ...activity,
    date: new Date(now.getTime() - ago).toISOString(),
  })).sort((a, b) => b.date.localeCompare(a.date));
}
