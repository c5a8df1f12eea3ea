import { db } from "@/lib/db";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import * as contactsAll from "@/app/api/apps/contacts/all/route";
import * as contact from "@/app/api/apps/contacts/contact/route";
import * as tasksAll from "@/app/api/apps/tasks/all/route";
import * as task from "@/app/api/apps/tasks/task/route";
import * as mails from "@/app/api/apps/mailbox/mails/route";
import * as products from "@/app/api/inventory/products/route";
import * as notes from "@/app/api/apps/notes/all/route";
import * as boards from "@/app/api/apps/scrumboard/boards/route";
import * as chats from "@/app/api/apps/chat/chats/route";
import * as files from "@/app/api/file-manager/route";
import * as courses from "@/app/api/apps/academy/courses/route";
import * as notifications from "@/app/api/common/notifications/route";
import { ensureReferenceData } from "@/seed/demo/provision";
import { uniqueEmail } from "@/seed/factories";
import { bearer, callRoute } from "@/tests/helpers/route";

async function signUpAndSignIn() {
  const email = uniqueEmail("provisioned");
  const { status } = await callRoute(signUp, {
    method: "POST",
    json: { name: "Sam Sample", email, password: "Sample-pass1", agreements: true },
  });
  expect(status).toBe(200);
  const { data } = await callRoute(signIn, { method: "POST", json: { email, password: "Sample-pass1" } });
  return { userId: data.user.id as string, headers: bearer(data.accessToken) };
}

/** What a user sees across the demo apps, counted. */
async function sampleDataSeenBy(headers: Record<string, string>) {
  const get = async (handler: Parameters<typeof callRoute>[0], url = "/") =>
    (await callRoute(handler, { url, headers })).data;
  return {
    contacts: (await get(contactsAll.GET)).length,
    tasks: (await get(tasksAll.GET)).length,
    inboxPages: (await get(mails.GET, "/?folder=inbox")).pagination.totalResults,
    products: (await get(products.GET)).pagination.length,
    notes: (await get(notes.GET)).length,
    boards: (await get(boards.GET)).length,
    chats: (await get(chats.GET)).length,
    rootItems: (await get(files.GET)).folders.length + (await get(files.GET)).files.length,
    courses: (await get(courses.GET)).length,
    notifications: (await get(notifications.GET)).length,
  };
}

describe("a new account's sample data", () => {
  beforeAll(() => ensureReferenceData(db));

  it("is a full copy of its own, untouched by another account's edits", async () => {
    const first = await signUpAndSignIn();
    const fresh = await sampleDataSeenBy(first.headers);
    expect(fresh).toEqual({
      contacts: 60,
      tasks: expect.any(Number),
      inboxPages: expect.any(Number),
      products: 50,
      notes: 15,
      boards: 3,
      chats: 8,
      rootItems: 7,
      courses: 8,
      notifications: 5,
    });
    expect(fresh.tasks).toBeGreaterThan(20);
    expect(fresh.inboxPages).toBeGreaterThan(10);

    // The first account edits its copy.
    const [firstContact] = (await callRoute(contactsAll.GET, { headers: first.headers })).data;
    await callRoute(contact.DELETE, { method: "DELETE", url: `/?id=${firstContact.id}`, headers: first.headers });
    const [firstTask] = (await callRoute(tasksAll.GET, { headers: first.headers })).data;
    await callRoute(task.PATCH, {
      method: "PATCH",
      headers: first.headers,
      json: { id: firstTask.id, task: { title: "Edited by the first account" } },
    });

    const second = await signUpAndSignIn();
    const seenBySecond = await sampleDataSeenBy(second.headers);
    expect(seenBySecond).toEqual(fresh);
    const secondContacts = (await callRoute(contactsAll.GET, { headers: second.headers })).data;
    expect(secondContacts.map((c: { name: string }) => c.name)).toContain(firstContact.name);
    expect(secondContacts.map((c: { id: string }) => c.id)).not.toContain(firstContact.id);
    const secondTasks = (await callRoute(tasksAll.GET, { headers: second.headers })).data;
    expect(secondTasks.map((t: { title: string }) => t.title)).not.toContain("Edited by the first account");
    expect((await sampleDataSeenBy(first.headers)).contacts).toBe(59);
  });

  it("goes with the account: deleting the user deletes its rows", async () => {
    const { userId } = await signUpAndSignIn();
    await db.user.delete({ where: { id: userId } });
    const left = await Promise.all([
      db.contact.count({ where: { userId } }),
      db.task.count({ where: { userId } }),
      db.mailboxMail.count({ where: { userId } }),
      db.shellNotice.count({ where: { userId } }),
      db.scrumboardCard.count({ where: { userId } }),
    ]);
    expect(left).toEqual([0, 0, 0, 0, 0]);
  });
});
