"use client";
import useSWR from "swr";
import { apiFetch, jsonBody } from "@/lib/http/api-fetch";
import type { NoteAnswer, NoteLabelAnswer } from "@/lib/notes/schema";

// The notes app reads two resources (all notes with labels resolved, and the labels) and writes
// through the API's own calls (specification section 7 "Notes"). The screen updates the cached
// lists optimistically and puts them back when a write fails (components/apps/notes/*).

export const NOTES_URL = "/api/apps/notes/all";
export const NOTE_LABELS_URL = "/api/apps/notes/labels";
const NOTE_URL = "/api/apps/notes";

/** The fields of a note the screen writes; labels go as ids. */
export type NoteChanges = Partial<{
  title: string;
  content: string;
  tasks: { id: string; content: string; completed: boolean }[] | null;
  image: string | null;
  reminder: string | null;
  labels: string[];
  archived: boolean;
}>;

/** Every note, archived included, newest first (the screen filters by view). */
export function useNotes() {
  return useSWR<NoteAnswer[]>(NOTES_URL);
}

/** The user's note labels, oldest first. */
export function useNoteLabels() {
  return useSWR<NoteLabelAnswer[]>(NOTE_LABELS_URL);
}

/** POST notes: answers the note as stored. */
export function createNote(note: NoteChanges): Promise<NoteAnswer> {
  return apiFetch<NoteAnswer>(NOTE_URL, jsonBody("POST", { note }));
}

/** PATCH notes {updatedNote}: answers the note, or null when it no longer exists. */
export function updateNote(id: string, changes: NoteChanges): Promise<NoteAnswer | null> {
  return apiFetch<NoteAnswer | null>(NOTE_URL, jsonBody("PATCH", { updatedNote: { id, ...changes } }));
}

export function deleteNote(id: string): Promise<true> {
  return apiFetch<true>(`${NOTE_URL}?id=${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** POST notes/labels: answers every label. */
export function createNoteLabel(title: string): Promise<NoteLabelAnswer[]> {
  return apiFetch<NoteLabelAnswer[]>(NOTE_LABELS_URL, jsonBody("POST", { title }));
}

/** PATCH notes/labels: answers every label, or null when the label is gone. */
export function updateNoteLabel(label: NoteLabelAnswer): Promise<NoteLabelAnswer[] | null> {
  return apiFetch<NoteLabelAnswer[] | null>(NOTE_LABELS_URL, jsonBody("PATCH", { label }));
}

/** DELETE notes/labels: the label leaves every note too. */
export function deleteNoteLabel(id: string): Promise<true> {
  return apiFetch<true>(`${NOTE_LABELS_URL}?id=${encodeURIComponent(id)}`, { method: "DELETE" });
}
