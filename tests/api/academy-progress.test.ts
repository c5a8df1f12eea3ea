import { db } from "@/lib/db";
import { PATCH as saveProgress } from "@/app/api/apps/academy/courses/course/progress/route";
import { GET as getCourse } from "@/app/api/apps/academy/courses/course/route";
import { GET as getCourses } from "@/app/api/apps/academy/courses/route";
import { ensureAcademyReferenceData } from "@/seed/demo/academy";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

let courseId: string;
const LAST_STEP = 10; // the sample courses have 11 steps

beforeAll(async () => {
  await ensureAcademyReferenceData(db);
  ({ id: courseId } = await db.academyCourse.findUniqueOrThrow({
    where: { slug: "planning-your-first-event" },
    select: { id: true },
  }));
});

const save = (headers: Record<string, string>, json: unknown) =>
  callRoute(saveProgress, { method: "PATCH", url: "/api/apps/academy/courses/course/progress", headers, json });

const readCourse = (headers: Record<string, string>) =>
  callRoute(getCourse, { url: `/api/apps/academy/courses/course?id=${courseId}`, headers });

describe("PATCH /api/apps/academy/courses/course/progress", () => {
  it("needs a signed-in user", async () => {
    expect((await callRoute(saveProgress, { method: "PATCH", json: { id: courseId, currentStep: 1 } })).status).toBe(
      401,
    );
  });

  it("saves the step, so the course and the course list read it back", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await save(headers, { id: courseId, currentStep: 3 });
    expect(status).toBe(200);
    expect(data).toEqual({ currentStep: 3, completed: 0 });
    expect((await readCourse(headers)).data.progress).toEqual({ currentStep: 3, completed: 0 });
    const list = await callRoute(getCourses, { headers });
    expect(list.data.find((course: { id: string }) => course.id === courseId).progress).toEqual({
      currentStep: 3,
      completed: 0,
    });
    expect((await save(headers, { id: courseId, currentStep: 1 })).data).toEqual({ currentStep: 1, completed: 0 });
  });

  it("counts the course finished when the last step is reached, once per arrival", async () => {
    const { headers } = await signedInUser();
    expect((await save(headers, { id: courseId, currentStep: LAST_STEP })).data).toEqual({
      currentStep: LAST_STEP,
      completed: 1,
    });
    // Saving the last step again (a reload, a repeated request) counts nothing.
    expect((await save(headers, { id: courseId, currentStep: LAST_STEP })).data.completed).toBe(1);
    expect((await save(headers, { id: courseId, currentStep: 0 })).data).toEqual({ currentStep: 0, completed: 1 });
    expect((await save(headers, { id: courseId, currentStep: LAST_STEP })).data.completed).toBe(2);
  });

  it.each([
    ["a step past the last", { currentStep: LAST_STEP + 1 }],
    ["a negative step", { currentStep: -1 }],
    ["a fractional step", { currentStep: 1.5 }],
    ["a step as a string", { currentStep: "2" }],
    ["no step", { currentStep: undefined }],
    ["no id", { id: undefined, currentStep: 1 }],
  ])("answers 400 for %s and saves nothing", async (_case, change) => {
    const { user, headers } = await signedInUser();
    const { status, data } = await save(headers, { id: courseId, ...change });
    expect(status).toBe(400);
    expect(data.error.code).toBe("invalid_request");
    expect(await db.academyCourseProgress.count({ where: { userId: user.id } })).toBe(0);
  });

  it("answers 404 for a course that does not exist", async () => {
    const { headers } = await signedInUser();
    const { status } = await save(headers, { id: "00000000-0000-4000-8000-000000000000", currentStep: 0 });
    expect(status).toBe(404);
  });

  it("keeps each user's progress their own", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    await save(first.headers, { id: courseId, currentStep: 5 });
    await save(second.headers, { id: courseId, currentStep: 2 });
    expect((await readCourse(first.headers)).data.progress).toEqual({ currentStep: 5, completed: 0 });
    expect((await readCourse(second.headers)).data.progress).toEqual({ currentStep: 2, completed: 0 });
    const fresh = await signedInUser();
    expect((await readCourse(fresh.headers)).data.progress).toEqual({ currentStep: 0, completed: 0 });
  });
});
