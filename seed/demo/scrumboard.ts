import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/prisma-client";
import { positionAt } from "@/lib/scrumboard/positions";
import { avatarDataUrl } from "@/lib/sample/images";
import { createRandom } from "@/lib/sample/random";
import { insertRows } from "@/seed/demo/insert-rows";

// The scrumboard sample: three boards of an events team, each with its lists, cards and labels,
// and eight people to show on them. Titles are written by hand; which labels, members and due
// dates a card gets comes from a fixed seed, so every account gets the same board. Due dates and
// last activity are days relative to the seeding day, so the sample never looks stale.

const MEMBER_NAMES = [
  "Amara Okafor",
  "Bruno Lindqvist",
  "Chen Wei",
  "Daniela Ruiz",
  "Elif Yildiz",
  "Farah Haddad",
  "Gabriel Moreau",
  "Hana Sato",
];

type SampleCard = string | { title: string; description: string };
type SampleBoard = {
  title: string;
  description: string;
  icon: string;
  /** Days before the seeding day. */
  lastActivityDaysAgo: number;
  memberCount: number;
  labels: string[];
  lists: { title: string; cards: SampleCard[] }[];
};

const BOARDS: SampleBoard[] = [
  {
    title: "Event launch",
    description: "Everything between announcing the spring festival and opening the doors.",
    icon: "heroicons_outline:rocket-launch",
    lastActivityDaysAgo: 0,
    memberCount: 6,
    labels: ["Marketing", "Tickets", "Sponsors", "Logistics", "Urgent"],
    lists: [
      {
        title: "Ideas",
        cards: [
          "Early-bird bundle with the workshop day",
          "Live stream of the closing concert",
          "Volunteer thank-you party",
        ],
      },
      {
        title: "To do",
        cards: [
          {
            title: "Write the announcement post",
            description: "Dates, line-up teaser, ticket tiers and the early-bird deadline.",
          },
          "Book the photographer",
          "Order lanyards and wristbands",
          "Send the sponsor information pack",
        ],
      },
      {
        title: "In progress",
        cards: [
          {
            title: "Set up the ticket tiers",
            description: "Standard, early bird, student and group of five; check the fee settings.",
          },
          "Design the poster series",
          "Confirm the stage schedule",
        ],
      },
      { title: "Review", cards: ["Press release draft", "Accessibility information page"] },
      { title: "Done", cards: ["Pick the festival dates", "Sign the venue contract", "Register the event domain"] },
    ],
  },
  {
    title: "Venue operations",
    description: "Requests, bookings and on-site work for the harbour hall and the rooftop terrace.",
    icon: "heroicons_outline:building-office-2",
    lastActivityDaysAgo: 2,
    memberCount: 5,
    labels: ["Safety", "Catering", "Audio & video", "Cleaning", "Urgent"],
    lists: [
      {
        title: "Requests",
        cards: [
          "Extra power outlets backstage",
          "Vegan option for the crew dinner",
          "Quiet room for speakers",
          "Bike parking near the entrance",
        ],
      },
      {
        title: "Scheduled",
        cards: [
          {
            title: "Fire safety walk-through",
            description: "With the venue manager; bring the floor plan with the new bar layout.",
          },
          "Sound check with the house technician",
          "Deep clean after the trade fair",
        ],
      },
      {
        title: "On site",
        cards: ["Rig the projector in hall B", "Stock the cloakroom tags", "Replace the broken terrace lights"],
      },
      { title: "Closed", cards: ["Renew the liquor licence", "Service the lift", "Update the evacuation signs"] },
    ],
  },
  {
    title: "Website relaunch",
    description: "The new public site: event pages, ticket checkout and the organiser blog.",
    icon: "heroicons_outline:globe-alt",
    lastActivityDaysAgo: 5,
    memberCount: 4,
    labels: ["Design", "Content", "Development", "Search", "Bug"],
    lists: [
      {
        title: "Backlog",
        cards: [
          "Dark mode for the event pages",
          "Calendar export for every event",
          {
            title: "Organiser blog",
            description: "Three launch posts: why we host, how check-in works, a venue portrait.",
          },
          "Newsletter sign-up on the home page",
          "Redirects from the old addresses",
        ],
      },
      {
        title: "In progress",
        cards: [
          "New checkout flow",
          "Event page template",
          "Image compression for uploads",
          "Footer links and legal pages",
        ],
      },
      {
        title: "Done",
        cards: ["Choose the typeface", "Set up analytics without cookies", "Move hosting to the new server"],
      },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes this user's own copy of the scrumboard sample (about 40 cards); a few multi-row INSERTs. */
export async function seedScrumboardForUser(tx: Tx, userId: string): Promise<void> {
  const random = createRandom(0x5c7b0a7d);
  const now = new Date();
  const today = new Date(now);
  today.setUTCHours(12, 0, 0, 0);
  // Due dates sit at noon; activity is never in the future, whatever the hour of seeding.
  const daysFromToday = (days: number) => new Date(today.getTime() + days * DAY_MS);
  const daysAgo = (days: number) => new Date(Math.min(daysFromToday(-days).getTime(), now.getTime() - days * DAY_MS));

  const members = MEMBER_NAMES.map((name) => ({ id: randomUUID(), userId, name, avatar: avatarDataUrl(name) }));
  const boards: { id: string; userId: string; title: string; description: string; icon: string; lastActivity: Date }[] =
    [];
  const boardMembers: { boardId: string; memberId: string }[] = [];
  const labels: { id: string; userId: string; boardId: string; title: string }[] = [];
  const lists: { id: string; userId: string; boardId: string; position: number; title: string }[] = [];
  const cards: {
    id: string;
    userId: string;
    boardId: string;
    listId: string;
    position: number;
    title: string;
    description: string;
    dueDate: Date | null;
  }[] = [];
  const cardLabels: { cardId: string; labelId: string }[] = [];

  for (const sample of BOARDS) {
    const boardId = randomUUID();
    boards.push({
      id: boardId,
      userId,
      title: sample.title,
      description: sample.description,
      icon: sample.icon,
      lastActivity: daysAgo(sample.lastActivityDaysAgo),
    });
    for (const member of random.sample(members, sample.memberCount))
      boardMembers.push({ boardId, memberId: member.id });
    const boardLabels = sample.labels.map((title) => ({ id: randomUUID(), userId, boardId, title }));
    labels.push(...boardLabels);

    sample.lists.forEach((list, listIndex) => {
      const listId = randomUUID();
      lists.push({ id: listId, userId, boardId, position: positionAt(listIndex), title: list.title });
      list.cards.forEach((card, cardIndex) => {
        const cardId = randomUUID();
        const { title, description } = typeof card === "string" ? { title: card, description: "" } : card;
        cards.push({
          id: cardId,
          userId,
          boardId,
          listId,
          position: positionAt(cardIndex),
          title,
          description,
          // About a third of the cards have a due date, from last week to a month ahead.
          dueDate: random.chance(0.35) ? daysFromToday(random.int(-7, 30)) : null,
        });
        for (const label of random.sample(boardLabels, random.int(0, 2)))
          cardLabels.push({ cardId, labelId: label.id });
      });
    });
  }

  // Parents before children: the join tables and cards refer to the rows above them.
  await insertRows(tx, "ScrumboardMember", { data: members });
  await insertRows(tx, "ScrumboardBoard", { data: boards });
  await insertRows(tx, "ScrumboardBoardMember", { data: boardMembers });
  await insertRows(tx, "ScrumboardLabel", { data: labels });
  await insertRows(tx, "ScrumboardList", { data: lists });
  await insertRows(tx, "ScrumboardCard", { data: cards });
  await insertRows(tx, "ScrumboardCardLabel", { data: cardLabels });
}
