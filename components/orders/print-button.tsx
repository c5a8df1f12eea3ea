"use client";
import Button, { type ButtonProps } from "@mui/material/Button";
import PrintOutlined from "@mui/icons-material/PrintOutlined";

/** "Print tickets": the page's print styles leave just the tickets and the event. */
export function PrintButton({ label, ...props }: ButtonProps & { label: string }) {
  return (
    <Button startIcon={<PrintOutlined />} onClick={() => window.print()} {...props}>
      {label}
    </Button>
  );
}
