"use client";
import { useId, type ChangeEvent, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Button, { type ButtonProps } from "@mui/material/Button";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";
import { UPLOAD_MIME_TYPES } from "@/lib/uploads/schema";

/**
 * A button that opens the device's file picker (a label for a hidden file input, images by default)
 * and hands on the file picked; the input is emptied, so the same file can be picked again.
 */
export function FilePickButton({
  children,
  onFile,
  accept = UPLOAD_MIME_TYPES.join(","),
  ...buttonProps
}: Omit<ButtonProps<"label">, "component" | "htmlFor" | "onChange"> & {
  children: ReactNode;
  onFile: (file: File) => void;
  accept?: string;
}) {
  const inputId = useId();
  return (
    <Button component="label" htmlFor={inputId} variant="outlined" {...buttonProps}>
      {children}
      <Box
        component="input"
        id={inputId}
        type="file"
        accept={accept}
        sx={visuallyHiddenSx}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </Button>
  );
}
