import type { SearchResultGroup } from "@/lib/shell/navigation-types";
import {
  flattenSearchGroups,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  searchResultLabel,
  toSearchQuery,
} from "@/lib/shell/panels/search-rules";

describe("search rules", () => {
  it("uses the specification's constants", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_MIN_LENGTH).toBe(2);
  });

  it.each([
    ["", null],
    ["a", null],
    ["   ", null],
    [" a  ", null],
    ["ab", "ab"],
    ["  jazz night ", "jazz night"],
    ["ü ", null],
    ["şi", "şi"],
  ])("toSearchQuery(%j) is %j", (input, expected) => {
    expect(toSearchQuery(input)).toBe(expected);
  });

  const groups: SearchResultGroup[] = [
    {
      id: "contacts",
      label: "Contacts",
      results: [{ value: "Lena Brooks", name: "Lena Brooks", avatar: null, link: "/apps/contacts/1" }],
    },
    { id: "pages", label: "Pages", results: [] },
    {
      id: "tasks",
      label: "Tasks",
      results: [
        { value: "Book the venue", title: "Book the venue", completed: true, link: "/apps/tasks/1" },
        { value: "Print badges", title: "Print badges", completed: false, link: "/apps/tasks/2" },
      ],
    },
  ];

  it("flattens the groups in order, keeping each result's group and skipping empty groups", () => {
    expect(
      flattenSearchGroups(groups).map((option) => [option.groupId, option.groupLabel, option.result.link]),
    ).toEqual([
      ["contacts", "Contacts", "/apps/contacts/1"],
      ["tasks", "Tasks", "/apps/tasks/1"],
      ["tasks", "Tasks", "/apps/tasks/2"],
    ]);
    expect(flattenSearchGroups([])).toEqual([]);
  });

  it("labels a result by title, then name, then value", () => {
    expect(searchResultLabel({ value: "v", title: "Title", name: "Name", link: "/" })).toBe("Title");
    expect(searchResultLabel({ value: "v", name: "Name", link: "/" })).toBe("Name");
    expect(searchResultLabel({ value: "v", title: "", link: "/" })).toBe("v");
  });
});
