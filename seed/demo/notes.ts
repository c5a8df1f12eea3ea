import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/prisma-client";
import { coverDataUrl } from "@/lib/sample/images";
import { insertRows } from "@/seed/demo/insert-rows";

// The notes app's sample data (specification section 3): the six labels and fifteen notes, some
// with checklists, pictures and reminders, three archived. Hand-written, so every account gets the
// same notes; dates are relative to the moment of sign-up so the sample never looks stale.

const LABELS = ["Family", "Work", "Tasks", "Priority", "Personal", "Friends"] as const;
type LabelTitle = (typeof LABELS)[number];

type SampleNote = {
  title: string;
  content?: string;
  /** Checklist items as [text, done]. */
  tasks?: [string, boolean][];
  /** A seed word for a generated cover picture. */
  image?: string;
  /** Days from now; negative is in the past. */
  reminderInDays?: number;
  labels: LabelTitle[];
  archived?: boolean;
  createdDaysAgo: number;
  updatedDaysAgo?: number;
};

const NOTES: SampleNote[] = [
  {
    title: "Venue walkthrough",
    content: "Meet the hall manager at the north entrance, 10:00.",
    tasks: [
      ["Check the loading bay opening hours", true],
      ["Measure the stage", false],
      ["Count the power outlets near the bar", false],
      ["Ask about the cloakroom staff", false],
    ],
    reminderInDays: 2,
    labels: ["Work", "Tasks"],
    createdDaysAgo: 1,
  },
  {
    title: "Catering options",
    content:
      "Three quotes so far. The bakery on Mill Street does vegan pastries and can deliver before 8. The food truck collective wants a flat fee plus a share of sales; ask whether the share is negotiable for a free event.",
    labels: ["Work"],
    createdDaysAgo: 3,
    updatedDaysAgo: 1,
  },
  {
    title: "Grandma's 80th birthday",
    content:
      "Book the garden room for Saturday lunch. Aunt Rosa brings the photo album; we print the old picnic photo.",
    reminderInDays: 9,
    labels: ["Family", "Priority"],
    createdDaysAgo: 4,
  },
  {
    title: "Books to read",
    tasks: [
      ["The Art of Gathering", true],
      ["Event Planning for Dummies", false],
      ["A Field Guide to Getting Lost", false],
    ],
    labels: ["Personal"],
    createdDaysAgo: 6,
    updatedDaysAgo: 2,
  },
  {
    title: "Sponsor follow-ups",
    content: "Everyone who came to the spring meetup gets a thank-you and the attendance numbers.",
    tasks: [
      ["Send the attendance report to the coffee roaster", true],
      ["Invoice the bike shop for the banner space", false],
      ["Call the brewery about next year", false],
    ],
    reminderInDays: 1,
    labels: ["Work", "Priority", "Tasks"],
    createdDaysAgo: 7,
    updatedDaysAgo: 3,
  },
  {
    title: "Stage layout idea",
    content: "Put the stage on the long wall and the bar opposite, so the queue never blocks the view.",
    image: "stage-layout",
    labels: ["Work"],
    createdDaysAgo: 8,
  },
  {
    title: "Weekend hike",
    content: "Lakeside trail, about 14 km. Leave at 8 from the station; bring lunch and a rain jacket.",
    image: "lakeside-trail",
    labels: ["Friends"],
    createdDaysAgo: 9,
  },
  {
    title: "",
    content: "Call the sound technician about the spare microphones before Thursday.",
    labels: ["Tasks"],
    createdDaysAgo: 10,
  },
  {
    title: "Groceries",
    tasks: [
      ["Oat milk", false],
      ["Tomatoes", true],
      ["Bread", false],
      ["Coffee beans", false],
      ["Batteries for the remote", false],
    ],
    labels: ["Family", "Tasks"],
    createdDaysAgo: 11,
    updatedDaysAgo: 0,
  },
  {
    title: "Podcast ideas",
    content:
      "Interview a stage manager about the worst night of their career. An episode on accessible venues. Q&A with first-time organisers.",
    labels: ["Personal"],
    createdDaysAgo: 14,
  },
  {
    title: "Board game night",
    content: "At Sam's place. Bring the new card game and snacks.",
    reminderInDays: 5,
    labels: ["Friends"],
    createdDaysAgo: 15,
  },
  {
    title: "Quarterly budget review",
    content: "Compare the ticket income with the venue costs per event. Flag anything above the 20,000 expense limit.",
    reminderInDays: 12,
    labels: ["Work", "Priority"],
    createdDaysAgo: 18,
    updatedDaysAgo: 5,
  },
  {
    title: "Last year's ticket prices",
    content: "Early bird 15, regular 25, at the door 30. Students 12 with a valid card.",
    labels: ["Work"],
    archived: true,
    createdDaysAgo: 40,
  },
  {
    title: "Summer festival debrief",
    tasks: [
      ["Collect feedback from the volunteers", true],
      ["Return the rented tents", true],
      ["Write the thank-you post", true],
    ],
    image: "summer-festival",
    labels: ["Work", "Friends"],
    archived: true,
    createdDaysAgo: 60,
    updatedDaysAgo: 45,
  },
  {
    title: "Moving boxes",
    content: "Kitchen boxes are the blue ones; books go to the cellar.",
    reminderInDays: -30,
    labels: ["Family"],
    archived: true,
    createdDaysAgo: 75,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes the user's own copy of the notes sample: a handful of bulk inserts. */
export async function seedNotesForUser(tx: Tx, userId: string): Promise<void> {
  const now = Date.now();
  const daysFromNow = (days: number) => new Date(now + days * DAY_MS);
  // Labels a millisecond apart, so the list (oldest first) keeps the order written above.
  const labels = LABELS.map((title, index) => ({
    id: randomUUID(),
    userId,
    title,
    createdAt: new Date(now - (LABELS.length - index)),
  }));
  const labelId = new Map(labels.map(({ id, title }) => [title, id]));
  const notes = NOTES.map((note) => ({
    id: randomUUID(),
    userId,
    title: note.title,
    content: note.content ?? "",
    tasks: note.tasks
      ? JSON.stringify(note.tasks.map(([content, completed]) => ({ id: randomUUID(), content, completed })))
      : null,
    image: note.image ? coverDataUrl(note.image, 640, 360) : null,
    reminder: note.reminderInDays === undefined ? null : daysFromNow(note.reminderInDays),
    archived: note.archived ?? false,
    createdAt: daysFromNow(-note.createdDaysAgo),
    updatedAt: note.updatedDaysAgo === undefined ? null : daysFromNow(-note.updatedDaysAgo),
  }));
  const links = NOTES.flatMap((note, index) =>
    note.labels.map((title) => ({ noteId: notes[index].id, labelId: labelId.get(title)! })),
  );
  await insertRows(tx, "NoteLabel", { data: labels });
  await insertRows(tx, "Note", { data: notes });
  await insertRows(tx, "NoteLabelLink", { data: links });
}
