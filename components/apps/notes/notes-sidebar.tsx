"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import LabelOutlined from "@mui/icons-material/LabelOutlined";
import LightbulbOutlined from "@mui/icons-material/LightbulbOutlined";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import type { NoteLabelAnswer } from "@/lib/notes/schema";
import { noteViewPath, type NoteView } from "@/lib/notes/view";

const itemSx = { borderRadius: "0 24px 24px 0", ml: { md: -1 }, pl: 2.5 } as const;

function ViewLink({ href, icon, text, selected }: { href: string; icon: ReactNode; text: string; selected: boolean }) {
  return (
    <li>
      <ListItemButton
        component={NextLink}
        href={href}
        selected={selected}
        aria-current={selected ? "page" : undefined}
        sx={itemSx}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText
          primary={text}
          slotProps={{ primary: { noWrap: true, sx: { fontWeight: selected ? 700 : 500 } } }}
        />
      </ListItemButton>
    </li>
  );
}

/** Keep's sidebar: Notes, Reminders, the labels, Edit labels, Archive. */
export function NotesSidebar({
  view,
  labels,
  onEditLabels,
}: {
  view: NoteView;
  labels: NoteLabelAnswer[] | undefined;
  onEditLabels: () => void;
}) {
  const t = useTranslations("notesApp");
  return (
    <List disablePadding>
      <ViewLink
        href={noteViewPath({ kind: "notes" })}
        icon={<LightbulbOutlined />}
        text={t("views.notes")}
        selected={view.kind === "notes"}
      />
      <ViewLink
        href={noteViewPath({ kind: "reminders" })}
        icon={<NotificationsOutlined />}
        text={t("views.reminders")}
        selected={view.kind === "reminders"}
      />
      {labels === undefined
        ? [0, 1, 2].map((index) => <Skeleton key={index} height={44} sx={{ mx: 2 }} />)
        : labels.map((label) => (
            <ViewLink
              key={label.id}
              href={noteViewPath({ kind: "label", label })}
              icon={<LabelOutlined />}
              text={label.title}
              selected={view.kind === "label" && view.label.id === label.id}
            />
          ))}
      <li>
        <ListItemButton onClick={onEditLabels} sx={itemSx}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <EditOutlined />
          </ListItemIcon>
          <ListItemText primary={t("editLabels")} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
        </ListItemButton>
      </li>
      <ViewLink
        href={noteViewPath({ kind: "archive" })}
        icon={<ArchiveOutlined />}
        text={t("views.archive")}
        selected={view.kind === "archive"}
      />
    </List>
  );
}
