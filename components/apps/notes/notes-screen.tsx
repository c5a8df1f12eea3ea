"use client";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useState } from "react";
import Add from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { LabelManagerDialog } from "@/components/apps/shared/label-manager-dialog";
import { NoteCard } from "@/components/apps/notes/note-card";
import { NoteDialog } from "@/components/apps/notes/note-dialog";
import { NotesBoard } from "@/components/apps/notes/notes-board";
import { NotesComposer } from "@/components/apps/notes/notes-composer";
import { NotesSearch } from "@/components/apps/notes/notes-search";
import { NotesSidebar } from "@/components/apps/notes/notes-sidebar";
import { useNoteActions } from "@/components/apps/notes/use-note-actions";
import { NOTE_LABEL_TITLE_MAX, type NoteAnswer } from "@/lib/notes/schema";
import { isBlankNote, noteViewPath, notesInView, resolveNoteView, type NoteView } from "@/lib/notes/view";
import { useNoteLabels, useNotes } from "@/lib/swr/use-notes";

/**
 * /apps/notes: Google Keep on the notes API. The path picks the view (notes, reminders, a label,
 * the archive), `?note={id}` is the open note (so a reload or a shared link opens it again).
 */
export function NotesScreen({ segment }: { segment?: string }) {
  const t = useTranslations("notesApp");
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const { notify } = useAppsFeedback();
  const notes = useNotes();
  const labels = useNoteLabels();
  const actions = useNoteActions();
  const [search, setSearch] = useState("");
  const [isLabelsOpen, setLabelsOpen] = useState(false);

  const isLabelPending =
    labels.data === undefined && segment !== undefined && !["reminders", "archive"].includes(segment);
  const view = resolveNoteView(segment, labels.data);
  const shown = useMemo(
    () =>
      notes.data ? notesInView(notes.data, view, search).filter((note) => !actions.hidden.has(note.id)) : undefined,
    // `view` is rebuilt each render; its kind and label id are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [notes.data, view.kind, view.kind === "label" ? view.label.id : null, search, actions.hidden],
  );

  const openId = searchParams.get("note");
  const openNote = openId ? notes.data?.find((note) => note.id === openId && !actions.hidden.has(note.id)) : undefined;
  // The open note lives in the query string, written with the History API: Next keeps
  // useSearchParams in step without a round trip to the server, so a note opens at once.
  const showNote = useCallback(
    (note: NoteAnswer) => window.history.pushState(null, "", `${pathname}?note=${encodeURIComponent(note.id)}`),
    [pathname],
  );
  const hideNote = useCallback(() => window.history.replaceState(null, "", pathname), [pathname]);

  // A link to a note that is gone (deleted, someone else's): say so and show the board.
  useEffect(() => {
    if (openId && notes.data && !notes.data.some((note) => note.id === openId)) {
      notify(t("dialog.notFound"), "warning");
      hideNote();
    }
  }, [openId, notes.data, notify, t, hideNote]);

  const create = async (kind: "text" | "list") => {
    const created = await actions.create({
      tasks: kind === "list" ? [] : null,
      labels: view.kind === "label" ? [view.label.id] : [],
    });
    if (created) showNote(created);
  };
  const closeNote = (note: NoteAnswer) => {
    hideNote();
    if (isBlankNote(note)) actions.discard(note);
  };
  const createLabel = async (title: string) => {
    try {
      // The answer is every label, oldest first: the new one is the last with that title.
      const all = await actions.labels.create(title);
      return all.filter((label) => label.title === title).at(-1) ?? null;
    } catch {
      notify(t("labelFailed"), "error");
      return null;
    }
  };
  const onArchiveCard = useCallback(
    (note: NoteAnswer, archived: boolean) => void actions.setArchived(note, archived),
    [actions],
  );

  const title = viewTitle(view, t);
  const count = shown ? t("count", { count: shown.length }) : undefined;

  return (
    <AppFrame
      title={isLabelPending ? t("title") : title}
      count={count}
      sidebar={<NotesSidebar view={view} labels={labels.data} onEditLabels={() => setLabelsOpen(true)} />}
      sidebarLabel={t("sidebar")}
      actions={
        <Button
          variant="contained"
          startIcon={<Add />}
          disabled={actions.isCreating}
          onClick={() => void create("text")}
        >
          {t("newNote")}
        </Button>
      }
    >
      <NotesSearch value={search} onChange={setSearch} />
      {view.kind !== "archive" && view.kind !== "missing" && (
        <NotesComposer disabled={actions.isCreating} onCreate={(kind) => void create(kind)} />
      )}
      <NotesBoard
        view={view}
        notes={shown}
        isLoading={notes.isLoading || isLabelPending}
        error={notes.error ?? (view.kind === "missing" ? labels.error : undefined)}
        onRetry={() => {
          void notes.mutate();
          void labels.mutate();
        }}
        search={search}
        listLabel={title}
        renderCard={(note) => (
          <NoteCard note={note} onOpen={showNote} onArchive={onArchiveCard} onDelete={actions.remove} />
        )}
      />
      {openNote && (
        <NoteDialog
          key={openNote.id}
          note={openNote}
          labels={labels.data ?? []}
          onClose={closeNote}
          onArchive={(note) => {
            hideNote();
            notify(note.archived ? t("feedback.archived") : t("feedback.unarchived"), "success");
          }}
          onDelete={(note) => {
            hideNote();
            actions.remove(note);
          }}
          onCreateLabel={createLabel}
        />
      )}
      <LabelManagerDialog
        open={isLabelsOpen}
        onClose={() => setLabelsOpen(false)}
        title={t("editLabels")}
        items={labels.data ?? []}
        onCreate={({ title: labelTitle }) => actions.labels.create(labelTitle.trim())}
        onUpdate={async (id, { title: labelTitle }) => {
          await actions.labels.rename({ id, title: labelTitle.trim() });
          if (view.kind === "label" && view.label.id === id) {
            router.replace(noteViewPath({ kind: "label", label: { id, title: labelTitle.trim() } }));
          }
        }}
        onDelete={async (id) => {
          await actions.labels.remove(id);
          if (view.kind === "label" && view.label.id === id) router.replace(noteViewPath({ kind: "notes" }));
        }}
        deleteNote={t("labelDeleteNote")}
        maxLength={NOTE_LABEL_TITLE_MAX}
      />
    </AppFrame>
  );
}

function viewTitle(view: NoteView, t: ReturnType<typeof useTranslations<"notesApp">>): string {
  switch (view.kind) {
    case "label":
      return view.label.title;
    case "archive":
      return t("views.archive");
    case "reminders":
      return t("views.reminders");
    case "missing":
      return t("empty.missing.title");
    default:
      return t("views.notes");
  }
}
