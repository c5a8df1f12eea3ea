"use client";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import EditOutlined from "@mui/icons-material/EditOutlined";
import LabelOutlined from "@mui/icons-material/LabelOutlined";
import PeopleOutline from "@mui/icons-material/PeopleOutlined";
import type { ContactAnswer, ContactTagAnswer } from "@/lib/contacts/schema";

function Count({ value }: { value: number | undefined }) {
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
      {value ?? ""}
    </Typography>
  );
}

/** All contacts, and the contacts of each tag (Google Contacts' labels), with their counts. */
export function ContactsSidebar({
  contacts,
  tags,
  selectedTag,
  onSelectTag,
  onManageTags,
}: {
  contacts: ContactAnswer[] | undefined;
  tags: ContactTagAnswer[] | undefined;
  selectedTag: string | null;
  onSelectTag: (id: string | null) => void;
  onManageTags: () => void;
}) {
  const t = useTranslations("contactsApp.sidebar");
  const counts = useMemo(() => {
    const byTag = new Map<string, number>();
    for (const contact of contacts ?? []) {
      for (const tagId of contact.tags) byTag.set(tagId, (byTag.get(tagId) ?? 0) + 1);
    }
    return byTag;
  }, [contacts]);
  const itemSx = { borderRadius: 5, mb: 0.25 };

  return (
    <>
      <List disablePadding>
        <li>
          <ListItemButton selected={selectedTag === null} onClick={() => onSelectTag(null)} sx={itemSx}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <PeopleOutline />
            </ListItemIcon>
            <ListItemText primary={t("all")} />
            <Count value={contacts?.length} />
          </ListItemButton>
        </li>
      </List>
      <Divider sx={{ my: 1 }} />
      <List
        disablePadding
        aria-labelledby="contacts-tags-heading"
        subheader={
          <ListSubheader
            id="contacts-tags-heading"
            disableSticky
            sx={{ bgcolor: "transparent", lineHeight: "36px", fontWeight: 700 }}
          >
            {t("tags")}
          </ListSubheader>
        }
      >
        {tags === undefined && [0, 1, 2].map((row) => <Skeleton key={row} height={40} sx={{ mx: 2 }} aria-hidden />)}
        {tags?.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
            {t("noTags")}
          </Typography>
        )}
        {tags?.map((tag) => (
          <li key={tag.id}>
            <ListItemButton selected={selectedTag === tag.id} onClick={() => onSelectTag(tag.id)} sx={itemSx}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LabelOutlined />
              </ListItemIcon>
              <ListItemText primary={tag.title} slotProps={{ primary: { noWrap: true } }} />
              <Count value={counts.get(tag.id) ?? 0} />
            </ListItemButton>
          </li>
        ))}
      </List>
      <Button startIcon={<EditOutlined />} onClick={onManageTags} sx={{ mt: 1, ml: 1 }}>
        {t("manageTags")}
      </Button>
    </>
  );
}
