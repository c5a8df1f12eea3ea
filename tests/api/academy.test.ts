import { db } from "@/lib/db";
import { GET as getCategories } from "@/app/api/apps/academy/categories/route";
import { GET as getCourses } from "@/app/api/apps/academy/courses/route";
import { GET as getCourse } from "@/app/api/apps/academy/courses/course/route";
import { ensureAcademyReferenceData, seedAcademyForUser } from "@/seed/demo/academy";
import { signedInUser } from "@/tests/helpers/auth";
import { callRoute } from "@/tests/helpers/route";

type Course = {
  id: string;
  slug: string;
  title: string;
  category: string;
  totalSteps: number;
  progress: { currentStep: number; completed: number };
};

beforeAll(async () => {
  // Twice: the second call must not add anything.
  await ensureAcademyReferenceData(db);
  await ensureAcademyReferenceData(db);
});

/** A fresh user with the sample progress. */
async function userWithSampleProgress() {
  const signedIn = await signedInUser();
  await db.$transaction((tx) => seedAcademyForUser(tx, signedIn.user.id));
  return signedIn;
}

const bySlug = (courses: Course[], slug: string) => {
  const course = courses.find((item) => item.slug === slug);
  if (!course) throw new Error(`no course ${slug}`);
  return course;
};

describe("academy reference data", () => {
  it("is written once however often it is ensured: 5 categories, 8 courses of 11 steps", async () => {
    expect(await db.academyCategory.count()).toBe(5);
    expect(await db.academyCourse.count()).toBe(8);
    expect(await db.academyCourseStep.count()).toBe(88);
  });
});

describe("GET /api/apps/academy/categories", () => {
  it("needs a signed-in user", async () => {
    expect((await callRoute(getCategories)).status).toBe(401);
  });

  it("answers the categories by title", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await callRoute(getCategories, { headers });
    expect(status).toBe(200);
    expect(data.map((category: { title: string }) => category.title)).toEqual([
      "Finance",
      "Marketing",
      "Operations",
      "Planning",
      "Ticketing",
    ]);
    expect(data[0]).toEqual({ id: expect.any(String), title: "Finance", slug: "finance" });
  });
});

describe("GET /api/apps/academy/courses", () => {
  it("needs a signed-in user", async () => {
    expect((await callRoute(getCourses)).status).toBe(401);
  });

  it("answers every course by title, without steps, with 11 steps counted and no progress for a new user", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await callRoute(getCourses, { headers });
    expect(status).toBe(200);
    expect(data).toHaveLength(8);
    const titles = data.map((course: Course) => course.title);
    expect(titles).toEqual([...titles].sort());
    expect(titles[0]).toBe("Budgeting for live events");
    expect(bySlug(data, "planning-your-first-event")).toEqual({
      id: expect.any(String),
      title: "Planning your first event",
      slug: "planning-your-first-event",
      description: "From an idea and a date to a published event page, step by step.",
      category: "planning",
      duration: 45,
      totalSteps: 11,
      updatedAt: "2025-04-02T10:00:00.000Z",
      featured: true,
      progress: { currentStep: 0, completed: 0 },
    });
    for (const course of data) {
      expect(course.totalSteps).toBe(11);
      expect(course).not.toHaveProperty("steps");
    }
  });

  it("answers each user's own progress", async () => {
    const learner = await userWithSampleProgress();
    const newcomer = await signedInUser();
    const learnerCourses = (await callRoute(getCourses, { headers: learner.headers })).data;
    expect(bySlug(learnerCourses, "planning-your-first-event").progress).toEqual({ currentStep: 3, completed: 0 });
    expect(bySlug(learnerCourses, "understanding-payouts-and-fees").progress).toEqual({ currentStep: 0, completed: 2 });
    expect(bySlug(learnerCourses, "working-with-vendors").progress).toEqual({ currentStep: 0, completed: 0 });
    const newcomerCourses = (await callRoute(getCourses, { headers: newcomer.headers })).data;
    for (const course of newcomerCourses) expect(course.progress).toEqual({ currentStep: 0, completed: 0 });
  });
});

describe("GET /api/apps/academy/courses/course", () => {
  it("needs a signed-in user", async () => {
    expect((await callRoute(getCourse, { url: "/api/apps/academy/courses/course?id=x" })).status).toBe(401);
  });

  it("answers one course with its 11 steps in order and the user's progress", async () => {
    const { headers } = await userWithSampleProgress();
    const courses: Course[] = (await callRoute(getCourses, { headers })).data;
    const checkIn = bySlug(courses, "running-a-smooth-check-in");
    const { status, data } = await callRoute(getCourse, {
      url: `/api/apps/academy/courses/course?id=${checkIn.id}`,
      headers,
    });
    expect(status).toBe(200);
    expect(data).toEqual({ ...checkIn, progress: { currentStep: 7, completed: 1 }, steps: expect.any(Array) });
    expect(data.steps).toHaveLength(11);
    expect(data.steps.map((step: { order: number }) => step.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(data.steps[0]).toEqual({
      order: 0,
      title: "Introduction",
      subtitle: "First impressions happen at the door",
      content:
        "<h2>Introduction</h2><p>A queue that moves sets the mood for the whole event. This course shows how to plan it.</p>",
    });
  });

  it("answers 404 for a course that does not exist", async () => {
    const { headers } = await signedInUser();
    const { status, data } = await callRoute(getCourse, {
      url: "/api/apps/academy/courses/course?id=00000000-0000-4000-8000-000000000000",
      headers,
    });
    expect(status).toBe(404);
    expect(data.error.code).toBe("not_found");
  });

  it("refuses a missing, empty or over-long id with 400", async () => {
    const { headers } = await signedInUser();
    for (const query of ["", "?id=", `?id=${"x".repeat(101)}`]) {
      const { status, data } = await callRoute(getCourse, { url: `/api/apps/academy/courses/course${query}`, headers });
      expect(status).toBe(400);
      expect(data.error.code).toBe("invalid_request");
      expect(data.error.issues[0].path).toEqual(["id"]);
    }
  });
});
