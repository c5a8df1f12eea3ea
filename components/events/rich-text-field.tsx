"use client";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import FormatBold from "@mui/icons-material/FormatBold";
import FormatItalic from "@mui/icons-material/FormatItalic";
import FormatListBulleted from "@mui/icons-material/FormatListBulleted";
import FormatListNumbered from "@mui/icons-material/FormatListNumbered";
import InsertLink from "@mui/icons-material/InsertLink";
import LinkOff from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";

type Command = "bold" | "italic" | "insertUnorderedList" | "insertOrderedList";

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
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: boolean;
  helperText?: string;
  id?: string;
}) {
  const t = useTranslations("events.editor.richText");
  const ownId = useId();
  const id = givenId ?? ownId;
  const editorRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [isLinkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("https://");
  const [active, setActive] = useState<Record<Command, boolean>>({
    bold: false,
    italic: false,
    insertUnorderedList: false,
    insertOrderedList: false,
  });

  // The box is not controlled (React would move the caret on every keystroke): the value is
  // written into it once, and again only when it changes from outside (e.g. a reset).
  useEffect(() => {
    const editor = editorRef.current;
    if (editor && editor.innerHTML !== value) editor.innerHTML = value;
  }, [value]);

  useEffect(() => {
    // Enter makes paragraphs (<p>), which the sanitiser keeps, rather than <div>s, which it drops.
    document.execCommand("defaultParagraphSeparator", false, "p");
    const update = () => {
      if (!editorRef.current?.contains(document.getSelection()?.anchorNode ?? null)) return;
      setActive({
        bold: document.queryCommandState("bold"),
        italic: document.queryCommandState("italic"),
        insertUnorderedList: document.queryCommandState("insertUnorderedList"),
        insertOrderedList: document.queryCommandState("insertOrderedList"),
      });
    };
    document.addEventListener("selectionchange", update);
    return () => document.removeEventListener("selectionchange", update);
  }, []);

  const emit = () => onChange(editorRef.current?.innerHTML ?? "");

  function run(command: Command) {
    editorRef.current?.focus();
    document.execCommand(command);
    emit();
  }

  function openLinkDialog() {
    const selection = document.getSelection();
    savedRange.current =
      selection && selection.rangeCount > 0 && editorRef.current?.contains(selection.anchorNode)
        ? selection.getRangeAt(0).cloneRange()
        : null;
    const anchor = selection?.anchorNode?.parentElement?.closest("a");
    setLinkUrl(anchor?.getAttribute("href") ?? "https://");
    setLinkOpen(true);
  }

  function applyLink() {
    const url = linkUrl.trim();
    setLinkOpen(false);
    const editor = editorRef.current;
    if (!editor || !/^(https?:\/\/|mailto:)\S+$/i.test(url)) return;
    editor.focus();
    const selection = document.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!selection || selection.isCollapsed) {
      // No text chosen: the address itself becomes the link's text.
      document.execCommand(
        "insertHTML",
        false,
        `<a href="${url.replace(/"/g, "&quot;")}">${url.replace(/</g, "&lt;")}</a>`,
      );
    } else {
      document.execCommand("createLink", false, url);
    }
    emit();
  }

  function onKeyDown(event: KeyboardEvent) {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      openLinkDialog();
    }
  }

  const tools: { command: Command; label: string; icon: ReactNode }[] = [
    { command: "bold", label: t("bold"), icon: <FormatBold fontSize="small" /> },
    { command: "italic", label: t("italic"), icon: <FormatItalic fontSize="small" /> },
    { command: "insertUnorderedList", label: t("bulletList"), icon: <FormatListBulleted fontSize="small" /> },
    { command: "insertOrderedList", label: t("numberedList"), icon: <FormatListNumbered fontSize="small" /> },
  ];

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
        <Box
          role="toolbar"
          aria-label={t("toolbar")}
          aria-controls={id}
          sx={{
            display: "flex",
            gap: 0.25,
            px: 0.5,
            py: 0.25,
            borderBottom: 1,
            borderColor: "divider",
            bgcolor: "action.hover",
          }}
        >
          {tools.map((tool) => (
            <Tooltip key={tool.command} title={tool.label}>
              <IconButton
                size="small"
                aria-label={tool.label}
                aria-pressed={active[tool.command]}
                color={active[tool.command] ? "primary" : "default"}
                // Keeps the selection in the box while the button is pressed.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => run(tool.command)}
              >
                {tool.icon}
              </IconButton>
            </Tooltip>
          ))}
          <Tooltip title={t("link")}>
            <IconButton
              size="small"
              aria-label={t("link")}
              onMouseDown={(event) => event.preventDefault()}
              onClick={openLinkDialog}
            >
              <InsertLink fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={t("unlink")}>
            <IconButton
              size="small"
              aria-label={t("unlink")}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                document.execCommand("unlink");
                emit();
              }}
            >
              <LinkOff fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
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
          onInput={emit}
          onBlur={emit}
          onKeyDown={onKeyDown}
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
            "&:empty::before": { content: `"${t("placeholder").replace(/"/g, "'")}"`, color: "text.disabled" },
          }}
        />
      </Box>
      {helperText && (
        <FormHelperText id={`${id}-helper`} error={error} sx={{ mx: 1.75 }}>
          {helperText}
        </FormHelperText>
      )}
      <Dialog open={isLinkOpen} onClose={() => setLinkOpen(false)} fullWidth maxWidth="xs">
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            applyLink();
          }}
        >
          <DialogTitle>{t("linkTitle")}</DialogTitle>
          <DialogContent>
            <TextField
              autoFocus
              margin="dense"
              label={t("linkUrl")}
              type="url"
              value={linkUrl}
              onChange={(event) => setLinkUrl(event.target.value)}
            />
          </DialogContent>
          <DialogActions>
            <Button color="inherit" onClick={() => setLinkOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" variant="contained">
              {t("apply")}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
    </Box>
  );
}
