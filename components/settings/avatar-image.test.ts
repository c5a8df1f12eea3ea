import { AVATAR_SIZE, avatarCrop, avatarFileProblem } from "@/components/settings/avatar-image";

describe("the avatar picture", () => {
  it("crops the centre square of a wide or tall image and scales it down", () => {
    expect(avatarCrop(1200, 800)).toEqual({ sx: 200, sy: 0, side: 800, target: AVATAR_SIZE });
    expect(avatarCrop(600, 1001)).toEqual({ sx: 0, sy: 200, side: 600, target: AVATAR_SIZE });
  });

  it("never enlarges a small image", () => {
    expect(avatarCrop(100, 120)).toEqual({ sx: 0, sy: 10, side: 100, target: 100 });
  });

  it("takes the image types and size every upload takes", () => {
    expect(avatarFileProblem({ type: "image/png", size: 1000 })).toBeNull();
    expect(avatarFileProblem({ type: "image/svg+xml", size: 1000 })).toBe("wrongType");
    expect(avatarFileProblem({ type: "image/jpeg", size: 6 * 1024 * 1024 })).toBe("tooLarge");
  });
});
