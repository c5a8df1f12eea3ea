import {
  courseFiltersQuery,
  filterCourses,
  hasFilters,
  NO_FILTERS,
  readCourseFilters,
} from "@/lib/academy/course-filters";

const course = (title: string, category: string, completed = 0) => ({
  title,
  category,
  progress: { currentStep: 0, completed },
});
const courses = [
  course("Budgeting for live events", "finance", 1),
  course("Planning your first event", "planning"),
  course("Pricing tickets", "finance"),
];

describe("course filters", () => {
  it("reads and writes the URL query, leaving defaults out", () => {
    const filters = readCourseFilters(new URLSearchParams("category=finance&q=pric&hideCompleted=1"));
    expect(filters).toEqual({ category: "finance", query: "pric", hideCompleted: true });
    expect(courseFiltersQuery(filters)).toBe("?category=finance&q=pric&hideCompleted=1");
    expect(readCourseFilters(new URLSearchParams(""))).toEqual(NO_FILTERS);
    expect(courseFiltersQuery(NO_FILTERS)).toBe("");
    expect(courseFiltersQuery({ ...NO_FILTERS, query: "   " })).toBe("");
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it("filters by category, title words and completion", () => {
    expect(filterCourses(courses, NO_FILTERS)).toEqual(courses);
    expect(filterCourses(courses, { ...NO_FILTERS, category: "finance" }).map((c) => c.title)).toEqual([
      "Budgeting for live events",
      "Pricing tickets",
    ]);
    expect(filterCourses(courses, { ...NO_FILTERS, query: "EVENT plan" }).map((c) => c.title)).toEqual([
      "Planning your first event",
    ]);
    expect(filterCourses(courses, { category: "finance", query: "", hideCompleted: true }).map((c) => c.title)).toEqual(
      ["Pricing tickets"],
    );
  });
});
