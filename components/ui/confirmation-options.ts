// The confirmation dialog's configuration and its defaults (spec section 2, "Confirmation dialog",
// and section 9: title 'Confirm action', message 'Are you sure you want to confirm this action?',
// confirm 'Confirm', cancel 'Cancel'; a warning icon; not dismissible unless asked).

export type ConfirmationColour = "primary" | "secondary" | "info" | "success" | "warning" | "error";
export type ConfirmationIconName = "warning" | "error" | "info" | "success" | "question";
type Action = { show?: boolean; label?: string; color?: ConfirmationColour | "inherit" };

export type ConfirmationOptions = {
  title?: string;
  message?: string;
  icon?: { show?: boolean; name?: ConfirmationIconName; color?: ConfirmationColour };
  actions?: { confirm?: Action; cancel?: Action };
  dismissible?: boolean;
};

/** The default texts, in the reader's language (messages `confirmation.*`). */
export type ConfirmationTexts = { title: string; message: string; confirm: string; cancel: string };

/** What the dialog shows: every field decided, the caller's options over the defaults, field by field. */
export function resolveConfirmation(options: ConfirmationOptions, texts: ConfirmationTexts) {
  return {
    title: options.title ?? texts.title,
    message: options.message ?? texts.message,
    icon: {
      show: true,
      name: "warning" as ConfirmationIconName,
      color: "warning" as ConfirmationColour,
      ...options.icon,
    },
    confirm: { show: true, label: texts.confirm, color: "warning" as Action["color"], ...options.actions?.confirm },
    cancel: { show: true, label: texts.cancel, color: "inherit" as Action["color"], ...options.actions?.cancel },
    isDismissible: options.dismissible ?? false,
  };
}
