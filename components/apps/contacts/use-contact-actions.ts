"use client";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { describeApiError } from "@/components/events/api-error";
import { useConfirm } from "@/components/ui/confirmation";
import { useTagActions } from "@/components/apps/contacts/use-tag-actions";
import { sortByName } from "@/lib/contacts/contact-list";
import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, type ContactAnswer, type ContactPatch } from "@/lib/contacts/schema";
import {
  contactUrl,
  createContact,
  deleteContact,
  updateContact,
  uploadContactAvatar,
  useContactsCache,
  type ContactsSnapshot,
} from "@/lib/swr/use-contacts";

function findIn(saved: ContactsSnapshot, id: string): ContactAnswer | undefined {
  const single = saved.get(contactUrl(id));
  if (single) return single as ContactAnswer;
  for (const data of saved.values()) {
    if (Array.isArray(data)) {
      const found = (data as ContactAnswer[]).find((contact) => contact.id === id);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Every write of the contacts screen. Changes show at once in the list and the pane and are put
 * back, with a message, when the server says no; deletion waits out the Undo window first.
 */
export function useContactActions(options: { onCreated: (id: string) => void; onDeleted: (id: string) => void }) {
  const t = useTranslations("contactsApp");
  const tc = useTranslations("appsCommon");
  const locale = useLocale();
  const cache = useContactsCache();
  const confirm = useConfirm();
  const { notify, deleteWithUndo } = useAppsFeedback();
  const [isAdding, setAdding] = useState(false);
  const { onCreated, onDeleted } = options;
  const sort = useCallback((list: ContactAnswer[]) => sortByName(list, locale), [locale]);

  /** Shows `optimistic` at once, sends the change, and shows the server's answer (or the old state). */
  const change = useCallback(
    async (
      id: string,
      optimistic: (contact: ContactAnswer) => ContactAnswer,
      send: () => Promise<ContactAnswer | null>,
    ) => {
      const saved = cache.snapshot();
      const current = findIn(saved, id);
      const show = (contact: ContactAnswer) => {
        void cache.setContact(id, contact);
        void cache.updateLists((list) => sort(list.map((item) => (item.id === id ? contact : item))));
      };
      if (current) show(optimistic(current));
      try {
        const answer = await send();
        if (!answer) {
          cache.restore(saved);
          notify(t("errors.gone"), "error");
          return false;
        }
        show(answer);
        return true;
      } catch (error) {
        cache.restore(saved);
        notify(
          describeApiError(error, () => undefined, tc("saveFailed")),
          "error",
        );
        return false;
      }
    },
    [cache, notify, sort, t, tc],
  );

  const saveContact = useCallback(
    (id: string, patch: ContactPatch) =>
      change(
        id,
        (contact) => ({
          ...contact,
          ...patch,
          title: patch.title ?? null,
          company: patch.company ?? null,
        }),
        () => updateContact(id, patch),
      ),
    [change],
  );

  const addContact = useCallback(async () => {
    setAdding(true);
    try {
      const created = await createContact();
      const { job, ...rest } = created;
      const contact: ContactAnswer = { ...rest, background: null, title: job.title, company: job.company };
      void cache.setContact(contact.id, contact);
      // At the top, as the specification says; it takes its place by name once it is saved.
      void cache.updateLists((list) => [contact, ...list.filter((item) => item.id !== contact.id)]);
      onCreated(contact.id);
    } catch (error) {
      notify(
        describeApiError(error, () => undefined, t("errors.addFailed")),
        "error",
      );
    } finally {
      setAdding(false);
    }
  }, [cache, notify, onCreated, t]);

  const removeContact = useCallback(
    async (contact: ContactAnswer) => {
      const isConfirmed = await confirm({
        title: t("delete.title", { name: contact.name }),
        message: t("delete.message"),
        icon: { name: "warning", color: "error" },
        actions: { confirm: { label: tc("delete"), color: "error" } },
        dismissible: true,
      });
      if (!isConfirmed) return;
      let saved: ContactsSnapshot = new Map();
      deleteWithUndo({
        message: t("delete.done", { name: contact.name }),
        hide: () => {
          saved = cache.snapshot();
          void cache.updateLists((list) => list.filter((item) => item.id !== contact.id));
          onDeleted(contact.id);
        },
        restore: () => cache.reinsert(saved, contact, sort),
        commit: async () => {
          await deleteContact(contact.id);
          void cache.setContact(contact.id, null);
        },
      });
    },
    [cache, confirm, deleteWithUndo, onDeleted, sort, t, tc],
  );

  const uploadAvatar = useCallback(
    (contact: ContactAnswer, file: File) => {
      if (!(AVATAR_MIME_TYPES as readonly string[]).includes(file.type)) {
        notify(t("avatar.wrongType"), "error");
        return Promise.resolve(false);
      }
      if (file.size > AVATAR_MAX_BYTES) {
        notify(t("avatar.tooLarge", { max: AVATAR_MAX_BYTES / (1024 * 1024) }), "error");
        return Promise.resolve(false);
      }
      const preview = URL.createObjectURL(file);
      return change(
        contact.id,
        (current) => ({ ...current, avatar: preview }),
        () => uploadContactAvatar(contact.id, file),
      ).finally(() => URL.revokeObjectURL(preview));
    },
    [change, notify, t],
  );

  const removeAvatar = useCallback(
    (contact: ContactAnswer) =>
      change(
        contact.id,
        (current) => ({ ...current, avatar: null }),
        () => updateContact(contact.id, { avatar: null }),
      ),
    [change],
  );

  const tags = useTagActions();
  return { isAdding, addContact, saveContact, removeContact, uploadAvatar, removeAvatar, tags };
}

export type ContactActions = ReturnType<typeof useContactActions>;
