import { randomUUID } from "node:crypto";
import type { Tx } from "@/lib/prisma-client";
import { foldForSearch } from "@/lib/tasks/search-text";
import type { TaskPriority, TaskType } from "@/lib/tasks/schema";
import { insertRows } from "@/seed/demo/insert-rows";

// The tasks app's sample data (specification section 3): six tags and four sections holding 26
// tasks, some with sub-tasks, due dates around today. Hand-written, so every account gets the same
// list; dates are relative to the moment of sign-up so the sample never looks stale.

const TAGS = ["Venue", "Marketing", "Finance", "Speakers", "Urgent", "Follow-up"] as const;
type TagTitle = (typeof TAGS)[number];

type SampleTask = {
  title: string;
  notes?: string;
  completed?: boolean;
  /** Days from today; negative is overdue. */
  dueInDays?: number;
  priority?: TaskPriority;
  tags?: TagTitle[];
  /** Sub-tasks as [title, done]. */
  subTasks?: [string, boolean][];
};
type SampleSection = { section: string; tasks: SampleTask[] };

const SECTIONS: SampleSection[] = [
  {
    section: "Spring meetup",
    tasks: [
      {
        title: "Confirm the venue booking",
        notes: "The harbour hall holds the date until Friday; after that it goes to the next enquiry.",
        dueInDays: 1,
        priority: 2,
        tags: ["Venue", "Urgent"],
        subTasks: [
          ["Sign the rental agreement", false],
          ["Pay the deposit", false],
          ["Send the floor plan to the caterer", false],
        ],
      },
      {
        title: "Book two keynote speakers",
        notes: "Shortlist: a product designer and a community organiser.",
        dueInDays: 4,
        priority: 2,
        tags: ["Speakers"],
      },
      { title: "Draft the call for talks", completed: true, dueInDays: -6, tags: ["Speakers", "Marketing"] },
      {
        title: "Order name badges",
        notes: "120 badges, lanyards in the brand colour.",
        dueInDays: 9,
        priority: 0,
        tags: ["Venue"],
      },
      {
        title: "Plan the evening programme",
        dueInDays: 6,
        subTasks: [
          ["Welcome talk", true],
          ["Lightning talks", false],
          ["Networking drinks", false],
        ],
      },
      {
        title: "Arrange step-free access to the stage",
        notes: "Ask the venue for the portable ramp.",
        dueInDays: 3,
        priority: 2,
        tags: ["Venue"],
      },
      {
        title: "Write the speaker guidelines",
        notes: "Slide format, timing, where to find the green room.",
        dueInDays: 8,
        tags: ["Speakers"],
      },
      { title: "Collect the attendee dietary needs", completed: true, dueInDays: -2, priority: 0 },
    ],
  },
  {
    section: "Summer concert series",
    tasks: [
      {
        title: "Negotiate the band fees",
        notes: "Budget per night is 1,800 including travel.",
        dueInDays: 12,
        priority: 2,
        tags: ["Finance"],
      },
      {
        title: "Launch the early-bird tickets",
        dueInDays: 2,
        tags: ["Marketing", "Urgent"],
        subTasks: [
          ["Set the price tiers", true],
          ["Write the announcement", false],
          ["Schedule the newsletter", false],
        ],
      },
      {
        title: "Hire the sound engineer",
        notes: "Same crew as last summer if they are free.",
        dueInDays: 15,
        tags: ["Venue"],
      },
      { title: "Design the poster", completed: true, dueInDays: -4, tags: ["Marketing"] },
      {
        title: "Apply for the noise permit",
        notes: "The council needs it four weeks ahead.",
        dueInDays: -1,
        priority: 2,
        tags: ["Urgent"],
      },
      { title: "Find volunteers for the door", dueInDays: 18, priority: 0 },
      {
        title: "Check the weather backup plan",
        notes: "Marquee rental or move inside the warehouse.",
        dueInDays: 20,
        tags: ["Venue"],
      },
    ],
  },
  {
    section: "Office & admin",
    tasks: [
      { title: "Send the quarterly invoices", dueInDays: 0, priority: 2, tags: ["Finance", "Urgent"] },
      {
        title: "Reconcile the ticket payouts",
        notes: "Match the payouts with the orders of March.",
        dueInDays: 5,
        tags: ["Finance"],
      },
      { title: "Renew the liability insurance", completed: true, dueInDays: -10, tags: ["Finance"] },
      { title: "Update the website team page", priority: 0, tags: ["Marketing"] },
      {
        title: "Back up the attendee lists",
        notes: "Export to the shared drive, then delete the old spreadsheets.",
        dueInDays: 7,
        priority: 0,
      },
    ],
  },
  {
    section: "After the events",
    tasks: [
      { title: "Send thank-you mails to the sponsors", dueInDays: 10, tags: ["Follow-up"] },
      {
        title: "Share the photos",
        notes: "Ask the photographer for the web-sized set.",
        dueInDays: 11,
        tags: ["Marketing", "Follow-up"],
        subTasks: [
          ["Pick the best 30", false],
          ["Credit the photographer", false],
        ],
      },
      { title: "Run the feedback survey", dueInDays: 13, tags: ["Follow-up"] },
      {
        title: "Write the budget report",
        notes: "Income, costs and the margin per event.",
        dueInDays: 21,
        priority: 2,
        tags: ["Finance", "Follow-up"],
      },
      { title: "Archive last season's contracts", completed: true, dueInDays: -14, priority: 0 },
      { title: "Plan next year's calendar" },
    ],
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Writes the user's own copy of the tasks sample: three bulk inserts. */
export async function seedTasksForUser(tx: Tx, userId: string): Promise<void> {
  const now = Date.now();
  // Tags a millisecond apart, newest first in the list, so the list keeps the order written above.
  const tags = TAGS.map((title, index) => ({ id: randomUUID(), userId, title, createdAt: new Date(now - index) }));
  const tagId = new Map(tags.map(({ id, title }) => [title, id]));
  // Due at noon UTC, so the day is the same in every time zone of the sample's users.
  const today = new Date(now);
  today.setUTCHours(12, 0, 0, 0);

  // Each section heads its tasks in the one ordered list.
  const rows: (SampleTask & { type: TaskType })[] = SECTIONS.flatMap(({ section, tasks }) => [
    { type: "section", title: section },
    ...tasks.map((task) => ({ ...task, type: "task" as const })),
  ]);
  const tasks = rows.map((task, order) => {
    const notes = task.notes ?? "";
    return {
      id: randomUUID(),
      userId,
      type: task.type,
      title: task.title,
      notes,
      titleFolded: foldForSearch(task.title),
      notesFolded: foldForSearch(notes),
      completed: task.completed ?? false,
      dueDate: task.dueInDays === undefined ? null : new Date(today.getTime() + task.dueInDays * DAY_MS),
      priority: task.priority ?? 1,
      assignedTo: null,
      subTasks: JSON.stringify(
        (task.subTasks ?? []).map(([title, completed]) => ({ id: randomUUID(), title, completed })),
      ),
      order,
    };
  });
  const links = rows.flatMap((task, index) =>
    (task.tags ?? []).map((title) => ({ taskId: tasks[index].id, tagId: tagId.get(title)! })),
  );
  await insertRows(tx, "TaskTag", { data: tags });
  await insertRows(tx, "Task", { data: tasks });
  await insertRows(tx, "TaskTagLink", { data: links });
}
