import { noteImageProblem, scaledSize } from "@/components/apps/notes/note-image";

describe("scaledSize", () => {
  it("scales wide pictures down to the width, keeping the aspect", () => {
    expect(scaledSize(4000, 3000)).toEqual({ width: 1200, height: 900 });
    expect(scaledSize(1000, 500, 400)).toEqual({ width: 400, height: 200 });
  });

  it("never blows a small picture up", () => {
    expect(scaledSize(300, 200)).toEqual({ width: 300, height: 200 });
  });
});

describe("noteImageProblem", () => {
  it("takes the upload image types only", () => {
    expect(noteImageProblem({ type: "image/png" })).toBeNull();
    expect(noteImageProblem({ type: "application/pdf" })).toBe("wrongType");
  });
});
