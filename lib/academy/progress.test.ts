import { isCompleted, progressAfterMove, progressPercent } from "@/lib/academy/progress";

describe("progressAfterMove", () => {
  it("moves to the step without counting a finish before the last step", () => {
    expect(progressAfterMove({ currentStep: 0, completed: 0 }, 3, 11)).toEqual({ currentStep: 3, completed: 0 });
    expect(progressAfterMove({ currentStep: 10, completed: 1 }, 2, 11)).toEqual({ currentStep: 2, completed: 1 });
  });

  it("counts a finish when the last step is reached from another step, not when staying there", () => {
    expect(progressAfterMove({ currentStep: 9, completed: 0 }, 10, 11)).toEqual({ currentStep: 10, completed: 1 });
    expect(progressAfterMove({ currentStep: 10, completed: 1 }, 10, 11)).toEqual({ currentStep: 10, completed: 1 });
    expect(progressAfterMove({ currentStep: 0, completed: 2 }, 10, 11)).toEqual({ currentStep: 10, completed: 3 });
  });
});

describe("progressPercent", () => {
  it("runs from 0 at the first step to 100 at the last", () => {
    expect(progressPercent({ currentStep: 0, completed: 0 }, 11)).toBe(0);
    expect(progressPercent({ currentStep: 5, completed: 0 }, 11)).toBe(50);
    expect(progressPercent({ currentStep: 10, completed: 1 }, 11)).toBe(100);
  });

  it("keeps out-of-range steps within 0-100 and handles one-step courses", () => {
    expect(progressPercent({ currentStep: 40, completed: 0 }, 11)).toBe(100);
    expect(progressPercent({ currentStep: -2, completed: 0 }, 11)).toBe(0);
    expect(progressPercent({ currentStep: 0, completed: 0 }, 1)).toBe(0);
    expect(progressPercent({ currentStep: 0, completed: 1 }, 1)).toBe(100);
    expect(progressPercent({ currentStep: 0, completed: 0 }, 0)).toBe(0);
  });
});

describe("isCompleted", () => {
  it("is true once the course was finished", () => {
    expect(isCompleted({ currentStep: 0, completed: 0 })).toBe(false);
    expect(isCompleted({ currentStep: 0, completed: 2 })).toBe(true);
  });
});
