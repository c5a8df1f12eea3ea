import { db } from "@/lib/db";
import * as messages from "@/app/api/common/messages/route";
import { GET as markAllMessagesRead } from "@/app/api/common/messages/mark-all-as-read/route";
import { POST as toggleMessage } from "@/app/api/common/messages/toggle-read-status/route";
import * as notifications from "@/app/api/common/notifications/route";
import { POST as toggleNotification } from "@/app/api/common/notifications/toggle-read-status/route";
import * as shortcuts from "@/app/api/common/shortcuts/route";
import { seedShellForUser } from "@/seed/demo/shell";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

async function userWithShellData() {
  const signedIn = await signedInUser();
  await db.$transaction((tx) => seedShellForUser(tx, signedIn.user.id));
  return signedIn;
}

describe("messages and notifications", () => {
  it("list the user's items newest first in the specification's shape", async () => {
    const { headers } = await userWithShellData();
    const { status, data } = await callRoute(messages.GET, { headers });
    expect(status).toBe(200);
    expect(data).toHaveLength(5);
    expect(Object.keys(data[0]).sort()).toEqual([
      "description",
      "icon",
      "id",
      "image",
      "link",
      "read",
      "seen",
      "time",
      "title",
      "useRouter",
    ]);
    const times = data.map((item: { time: string }) => Date.parse(item.time));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const notes = (await callRoute(notifications.GET, { headers })).data;
    expect(notes).toHaveLength(5);
    expect(notes.every((item: { icon: string | null }) => item.icon)).toBe(true);
  });

  it("create, change, toggle and delete (answering the deleted item)", async () => {
    const { headers } = await userWithShellData();
    const created = await callRoute(notifications.POST, {
      method: "POST",
      headers,
      json: { notification: { title: "Hello", description: "World", useRouter: false } },
    });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ title: "Hello", description: "World", read: false, seen: false });
    const id = created.data.id;

    const patched = await callRoute(notifications.PATCH, {
      method: "PATCH",
      headers,
      json: { id, notification: { title: "Changed" } },
    });
    expect(patched.data).toMatchObject({ id, title: "Changed", description: "World" });

    const toggled = await callRoute(toggleNotification, {
      method: "POST",
      headers,
      json: { notification: { id, read: true } },
    });
    expect(toggled.data).toMatchObject({ id, read: true });

    const removed = await callRoute(notifications.DELETE, { method: "DELETE", url: `/x?id=${id}`, headers });
    expect(removed.data).toMatchObject({ id, title: "Changed" });
    expect((await callRoute(notifications.DELETE, { method: "DELETE", url: `/x?id=${id}`, headers })).data).toBeNull();
  });

  it("mark-all-as-read sets read and seen on every item of that kind only", async () => {
    const { user, headers } = await userWithShellData();
    expect((await callRoute(markAllMessagesRead, { headers })).data).toBe(true);
    expect(
      await db.shellNotice.count({
        where: { userId: user.id, kind: "message", OR: [{ read: false }, { seen: false }] },
      }),
    ).toBe(0);
    expect(
      await db.shellNotice.count({ where: { userId: user.id, kind: "notification", read: false } }),
    ).toBeGreaterThan(0);
  });

  it("another user's items behave as missing", async () => {
    const owner = await userWithShellData();
    const intruder = await signedInUser();
    const [item] = (await callRoute(messages.GET, { headers: owner.headers })).data;
    expect((await callRoute(messages.GET, { headers: intruder.headers })).data).toEqual([]);
    expect(
      (
        await callRoute(messages.PATCH, {
          method: "PATCH",
          headers: intruder.headers,
          json: { id: item.id, message: { title: "pwned" } },
        })
      ).data,
    ).toBeNull();
    expect(
      (
        await callRoute(toggleMessage, {
          method: "POST",
          headers: intruder.headers,
          json: { message: { id: item.id, read: true } },
        })
      ).data,
    ).toBeNull();
    expect(
      (await callRoute(messages.DELETE, { method: "DELETE", url: `/x?id=${item.id}`, headers: intruder.headers })).data,
    ).toBeNull();
    expect(await db.shellNotice.findUniqueOrThrow({ where: { id: item.id } })).toMatchObject({
      title: item.title,
      read: item.read,
    });
  });

  it("refuses bad input with 400 and writes nothing", async () => {
    const { user, headers } = await userWithShellData();
    const before = await db.shellNotice.count({ where: { userId: user.id } });
    const bad: [typeof messages.POST, unknown][] = [
      [messages.POST, {}],
      [messages.POST, { notification: { title: "wrong field" } }],
      [messages.POST, { message: { title: 42 } }],
      [messages.POST, { message: { title: "x".repeat(201) } }],
      [messages.POST, { message: { time: "yesterday" } }],
      [messages.PATCH, { message: { title: "no id" } }],
      [toggleMessage, { message: { id: "x" } }],
    ];
    for (const [handler, json] of bad) {
      expect((await callRoute(handler, { method: "POST", headers, json })).status).toBe(400);
    }
    expect((await callRoute(messages.POST, { method: "POST", headers, rawBody: "{oops" })).status).toBe(400);
    expect((await callRoute(messages.DELETE, { method: "DELETE", headers })).status).toBe(400);
    expect(await db.shellNotice.count({ where: { userId: user.id } })).toBe(before);
  });

  it("needs a signed-in user", async () => {
    expect((await callRoute(messages.GET)).status).toBe(401);
  });
});

describe("shortcuts", () => {
  it("list, add, update and delete with the form's rules", async () => {
    const { headers } = await userWithShellData();
    expect((await callRoute(shortcuts.GET, { headers })).data.map((s: { label: string }) => s.label)).toEqual([
      "Events",
      "Calendar",
      "Payments",
      "Analytics",
      "Settings",
    ]);
    const shortcut = { label: "Help", description: null, icon: "help", link: "/apps/help-center", useRouter: true };
    const created = await callRoute(shortcuts.POST, { method: "POST", headers, json: { shortcut } });
    expect(created.data).toMatchObject(shortcut);
    const updated = await callRoute(shortcuts.PATCH, {
      method: "PATCH",
      headers,
      json: { id: created.data.id, shortcut: { ...shortcut, label: "Help center" } },
    });
    expect(updated.data.label).toBe("Help center");
    expect(
      (await callRoute(shortcuts.DELETE, { method: "DELETE", url: `/x?id=${created.data.id}`, headers })).data,
    ).toBe(true);
    expect((await callRoute(shortcuts.GET, { headers })).data).toHaveLength(5);
  });

  it("requires label, icon, link and useRouter (400, nothing written)", async () => {
    const { user, headers } = await userWithShellData();
    for (const shortcut of [
      {},
      { label: "", icon: "x", link: "/x", useRouter: true },
      { label: "A", icon: "x", link: "/x" },
      { label: "A", icon: "", link: "/x", useRouter: true },
      { label: "A", icon: "x", link: "", useRouter: true },
    ]) {
      expect((await callRoute(shortcuts.POST, { method: "POST", headers, json: { shortcut } })).status).toBe(400);
    }
    expect(await db.shellShortcut.count({ where: { userId: user.id } })).toBe(5);
  });

  it("keeps users apart", async () => {
    const owner = await userWithShellData();
    const intruder = await signedInUser();
    const [first] = (await callRoute(shortcuts.GET, { headers: owner.headers })).data;
    const shortcut = { label: "pwned", icon: "mat_outline:star", link: "/x", useRouter: true };
    expect(
      (
        await callRoute(shortcuts.PATCH, {
          method: "PATCH",
          headers: intruder.headers,
          json: { id: first.id, shortcut },
        })
      ).data,
    ).toBeNull();
    await callRoute(shortcuts.DELETE, { method: "DELETE", url: `/x?id=${first.id}`, headers: intruder.headers });
    expect(await db.shellShortcut.findUniqueOrThrow({ where: { id: first.id } })).toMatchObject({ label: first.label });
  });
});

describe("GET and PATCH /api/common/user", () => {
  it("answers the user and changes name, avatar and status", async () => {
    const { GET, PATCH } = await import("@/app/api/common/user/route");
    const { user, headers } = await signedInUser({ firstName: "Ada", lastName: "Byron" });
    expect((await callRoute(GET, { headers })).data).toEqual({
      id: user.id,
      name: "Ada Byron",
      email: user.email,
      avatar: null,
      status: "online",
    });
    const changed = await callRoute(PATCH, {
      method: "PATCH",
      headers,
      json: { user: { name: "Ada King", status: "busy" } },
    });
    expect(changed.data).toMatchObject({ name: "Ada King", status: "busy" });
    expect(
      await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { firstName: true, lastName: true } }),
    ).toEqual({ firstName: "Ada", lastName: "King" });
    for (const bad of [
      { user: { status: "asleep" } },
      { user: { name: "" } },
      { user: { avatar: "javascript:alert(1)" } },
      { user: { email: "x@y.z", name: 5 } },
    ]) {
      expect((await callRoute(PATCH, { method: "PATCH", headers, json: bad })).status).toBe(400);
    }
    expect((await callRoute(GET, { headers })).data).toMatchObject({ name: "Ada King", status: "busy" });
  });
});
