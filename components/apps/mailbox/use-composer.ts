"use client";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import type { ComposeResult } from "@/components/apps/mailbox/compose-dialog";
import {
  EMPTY_COMPOSE,
  forwardOf,
  fromDraft,
  replyTo,
  type ComposeValues,
} from "@/components/apps/mailbox/compose-prefill";
import { useMailActions } from "@/components/apps/mailbox/use-mail-actions";
import { folderBySlug } from "@/lib/mailbox/constants";
import type { ComposeMailBody, Mail } from "@/lib/mailbox/schema";
import { postComposedMail, useMailboxCache } from "@/lib/swr/use-mailbox";
import { useDateFormat } from "@/lib/dates/use-date-format";

/** The composer's state: what it opens with (new, reply, forward, a draft), storing, and closing. */
export function useComposer() {
  const t = useTranslations("mailboxApp.compose");
  const { format } = useDateFormat();
  const { notify } = useAppsFeedback();
  const cache = useMailboxCache();
  const { change } = useMailActions();
  // The key remounts the dialog for each composition, so it starts from its own values.
  const [composition, setComposition] = useState<{ key: number; values: ComposeValues } | null>(null);

  const open = (values: ComposeValues) => setComposition({ key: Date.now(), values });
  const dateOf = (mail: Mail) => format(mail.date, "mediumTime");

  return {
    composition,
    openNew: () => open(EMPTY_COMPOSE),
    openReply: (mail: Mail) => open(replyTo(mail, t("replyHeader", { date: dateOf(mail), sender: mail.from.contact }))),
    openForward: (mail: Mail) =>
      open(
        forwardOf(
          mail,
          t("forwardHeader", { sender: mail.from.contact, date: dateOf(mail), subject: mail.subject, to: mail.to }),
        ),
      ),
    openDraft: (mail: Mail) => open(fromDraft(mail)),
    submit: async (body: ComposeMailBody) => {
      await postComposedMail(body);
      void cache.refresh();
    },
    close: (result: ComposeResult) => {
      const draftId = composition?.values.draftId;
      setComposition(null);
      if (result.kind === "sent") notify(t("sentNotice"));
      else if (result.kind === "draft") notify(t("draftSaved"), "info");
      else if (result.kind === "discarded" && draftId)
        void change([{ id: draftId, labels: [] }], () => ({ folder: folderBySlug("trash").id }), {
          done: t("draftDiscarded"),
        });
    },
  };
}
