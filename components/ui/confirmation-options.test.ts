import { resolveConfirmation } from "@/components/ui/confirmation-options";

const TEXTS = {
  title: "Confirm action",
  message: "Are you sure you want to confirm this action?",
  confirm: "Confirm",
  cancel: "Cancel",
};

describe("the confirmation dialog's options", () => {
  it("has the specification's defaults: texts, a warning icon, both actions, not dismissible", () => {
    expect(resolveConfirmation({}, TEXTS)).toEqual({
      title: "Confirm action",
      message: "Are you sure you want to confirm this action?",
      icon: { show: true, name: "warning", color: "warning" },
      confirm: { show: true, label: "Confirm", color: "warning" },
      cancel: { show: true, label: "Cancel", color: "inherit" },
      isDismissible: false,
    });
  });

  it("takes each option over its default, one field at a time", () => {
    const resolved = resolveConfirmation(
      {
        title: "Delete event",
        icon: { name: "error", color: "error" },
        actions: { confirm: { label: "Delete", color: "error" }, cancel: { show: false } },
        dismissible: true,
      },
      TEXTS,
    );
    expect(resolved.title).toBe("Delete event");
    expect(resolved.message).toBe(TEXTS.message);
    expect(resolved.icon).toEqual({ show: true, name: "error", color: "error" });
    expect(resolved.confirm).toEqual({ show: true, label: "Delete", color: "error" });
    expect(resolved.cancel).toEqual({ show: false, label: "Cancel", color: "inherit" });
    expect(resolved.isDismissible).toBe(true);
  });

  it("can hide the icon", () => {
    expect(resolveConfirmation({ icon: { show: false } }, TEXTS).icon.show).toBe(false);
  });
});
