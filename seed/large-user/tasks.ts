import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "@/lib/prisma-client";
import type { Random } from "@/lib/sample/random";
import { foldForSearch } from "@/lib/tasks/search-text";
import { DAY_MS, insertInBatches, uuidFrom } from "@/seed/large-user/shared";
import { TASK_OBJECTS, TASK_VERBS } from "@/seed/large-user/words";

/** A section heads every this many generated tasks. */
const TASKS_PER_SECTION = 50;

/**
 * Appends `count` generated tasks to the user's list (after the sample's), under a section every
 * 50 tasks: a quarter completed, some due around today, a third tagged, a few with sub-tasks.
 */
export async function seedLargeTasks(
  tx: Tx,
  { userId, random, count, now }: { userId: string; random: Random; count: number; now: Date },
): Promise<void> {
  const tags = await tx.taskTag.findMany({
    where: { userId },
    select: { id: true },
    orderBy: [{ createdAt: "desc" }, { title: "asc" }],
  });
  let order = await tx.task.count({ where: { userId } });
  const today = new Date(now);
  today.setUTCHours(12, 0, 0, 0);
  const rows: Prisma.TaskCreateManyInput[] = [];
  const links: { taskId: string; tagId: string }[] = [];
  const add = (type: "task" | "section", title: string, fields: Partial<Prisma.TaskCreateManyInput> = {}) => {
    const row = {
      id: uuidFrom(random),
      userId,
      type,
      title,
      notes: "",
      titleFolded: foldForSearch(title),
      notesFolded: "",
      completed: false,
      dueDate: null,
      priority: 1,
      assignedTo: null,
      subTasks: "[]",
      order: order++,
      ...fields,
    };
    rows.push(row);
    return row.id;
  };

  for (let index = 0; index < count; index++) {
    if (index % TASKS_PER_SECTION === 0) add("section", `Week ${index / TASKS_PER_SECTION + 1}`);
    const title = `${random.pick(TASK_VERBS)} ${random.pick(TASK_OBJECTS)} #${index + 1}`;
    const notes = random.chance(0.3) ? `Follow up with the team about item ${index + 1}.` : "";
    const subTasks = random.chance(0.1)
      ? [1, 2, 3].map((step) => ({ id: uuidFrom(random), title: `Step ${step}`, completed: random.chance(0.5) }))
      : [];
    const id = add("task", title, {
      notes,
      notesFolded: foldForSearch(notes),
      completed: random.chance(0.25),
      dueDate: random.chance(0.4) ? new Date(today.getTime() + random.int(-10, 40) * DAY_MS) : null,
      priority: random.int(0, 2),
      subTasks: JSON.stringify(subTasks),
    });
    if (tags.length > 0 && random.chance(0.33))
      for (const tag of random.sample(tags, random.int(1, 2))) links.push({ taskId: id, tagId: tag.id });
  }
  await insertInBatches(rows, (data) => tx.task.createMany({ data }));
  await insertInBatches(links, (data) => tx.taskTagLink.createMany({ data }));
}
