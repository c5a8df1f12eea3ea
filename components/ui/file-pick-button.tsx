"use client";
import { useRef, type ChangeEvent, type ReactNode } from "react";
import Button, { type ButtonProps } from "@mui/material/Button";
import { UPLOAD_MIME_TYPES } from "@/lib/uploads/schema";

/**
 * A button that opens the device's file picker (a hidden file input, images by default) and hands
 * on the file picked; the input is emptied, so the same file can be picked again. The input sits
 * beside the button, not inside it: a control inside a control is announced wrongly and adds a
 * second stop to the focus order (WCAG 4.1.2).
 */
export function FilePickButton({
  children,
  onFile,
  accept = UPLOAD_MIME_TYPES.join(","),
  ...buttonProps
}: Omit<ButtonProps, "onClick" | "onChange"> & {
  children: ReactNode;
  onFile: (file: File) => void;
  accept?: string;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" {...buttonProps} onClick={() => inputRef.current?.click()}>
        {children}
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}
