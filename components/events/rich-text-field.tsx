"use client";
import { useTranslations } from "next-intl";
import { useId, useRef } from "react";
import Box from "@mui/material/Box";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import { RichTextLinkDialog } from "@/components/events/rich-text-link-dialog";
import { RichTextToolbar } from "@/components/events/rich-text-toolbar";
import { useRichTextEditor } from "@/components/events/use-rich-text-editor";

/**
 * The description's editor: a contentEditable box with bold, italic, lists and links, and
 * nothing heavier. The browser's editing commands write the HTML; the server sanitises it
 * (lib/events/sanitize-description.ts keeps only basic formatting), so what is pasted in with
 * other markup loses it there. ⌘/Ctrl+B and +I work as everywhere; ⌘/Ctrl+K adds a link.
 */
export function RichTextField({
  label,
  value,
  onChange,
  error,
  helperText,
  id: givenId,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: boolean;
  helperText?: string;
  id?: string;
  /** Shown while the field is empty; an event description's hint unless given. */
  placeholder?: string;
}) {
  const t = useTranslations("events.editor.richText");
  const ownId = useId();
  const id = givenId ?? ownId;
  const editorRef = useRef<HTMLDivElement>(null);
  const editor = useRichTextEditor(editorRef, value, onChange);

  return (
    <Box>
      <FormLabel id={`${id}-label`} error={error} sx={{ display: "block", mb: 0.75, fontSize: 14 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? "error.main" : "divider",
          borderRadius: 1,
          overflow: "hidden",
          "&:focus-within": {
            borderColor: error ? "error.main" : "primary.main",
            boxShadow: (theme) => `0 0 0 1px ${error ? theme.palette.error.main : theme.palette.primary.main}`,
          },
        }}
      >
        <RichTextToolbar
          editorId={id}
          active={editor.active}
          onRun={editor.run}
          onLink={editor.link.open}
          onUnlink={editor.unlink}
        />
        <Box
          ref={editorRef}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={error || undefined}
          aria-describedby={helperText ? `${id}-helper` : undefined}
          contentEditable
          suppressContentEditableWarning
          tabIndex={0}
          onInput={editor.emit}
          onBlur={editor.emit}
          onKeyDown={editor.onKeyDown}
          sx={{
            minHeight: 160,
            maxHeight: 420,
            overflowY: "auto",
            px: 1.75,
            py: 1.25,
            outline: "none",
            typography: "body1",
            "& p": { my: 0.75 },
            "& ul, & ol": { my: 0.75, pl: 3 },
            "& a": { color: "primary.main" },
            "&:empty::before": {
              content: `"${(placeholder ?? t("placeholder")).replace(/"/g, "'")}"`,
              color: "text.disabled",
            },
          }}
        />
      </Box>
      {helperText && (
        <FormHelperText id={`${id}-helper`} error={error} sx={{ mx: 1.75 }}>
          {helperText}
        </FormHelperText>
      )}
      <RichTextLinkDialog
        open={editor.link.isOpen}
        url={editor.link.url}
        onUrlChange={editor.link.setUrl}
        onClose={editor.link.close}
        onApply={editor.link.apply}
      />
    </Box>
  );
}
