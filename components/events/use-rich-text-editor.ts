"use client";
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";

/** The browser's editing commands the toolbar offers as toggles. */
export type RichTextCommand = "bold" | "italic" | "insertUnorderedList" | "insertOrderedList";

export type RichTextActive = Record<RichTextCommand, boolean>;

/**
 * The description editor's behaviour: the contentEditable box (`editorRef`, which the field owns
 * and renders) kept in step with `value`, which toggles are on where the caret is, running a
 * command, and the link dialog (the selection is remembered while the dialog has the focus, and
 * restored to link it).
 */
export function useRichTextEditor(
  editorRef: RefObject<HTMLDivElement | null>,
  value: string,
  onChange: (html: string) => void,
) {
  const savedRange = useRef<Range | null>(null);
  const [isLinkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState("https://");
  const [active, setActive] = useState<RichTextActive>({
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
  }, [editorRef, value]);

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
  }, [editorRef]);

  const emit = () => onChange(editorRef.current?.innerHTML ?? "");

  function run(command: RichTextCommand) {
    editorRef.current?.focus();
    document.execCommand(command);
    emit();
  }

  function unlink() {
    document.execCommand("unlink");
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

  return {
    active,
    emit,
    run,
    unlink,
    onKeyDown,
    link: {
      isOpen: isLinkOpen,
      url: linkUrl,
      setUrl: setLinkUrl,
      open: openLinkDialog,
      apply: applyLink,
      close: () => setLinkOpen(false),
    },
  };
}
