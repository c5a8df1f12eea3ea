"use client";
import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useMemo, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import PersonAddAlt from "@mui/icons-material/PersonAddAlt";
import { AppFrame } from "@/components/apps/shared/app-frame";
import { ContactDetail } from "@/components/apps/contacts/contact-detail";
import { ContactListArea } from "@/components/apps/contacts/contact-list-area";
import { ContactsSidebar } from "@/components/apps/contacts/contacts-sidebar";
import { TagManager } from "@/components/apps/contacts/tag-manager";
import { useContactActions } from "@/components/apps/contacts/use-contact-actions";
import { contactIdOf, showContact } from "@/components/apps/contacts/paths";
import { useDebounced } from "@/lib/hooks/use-debounced";
import { useAllContacts, useContactList, useContactTags } from "@/lib/swr/use-contacts";
import { withTag } from "@/lib/contacts/contact-list";

/**
 * The contacts app, Google Contacts' way: the address book by letter with a search box, the tags
 * in the sidebar, and the contact named by the URL (`/apps/contacts/{id}`) in the detail pane.
 */
export function ContactsScreen() {
  const t = useTranslations("contactsApp");
  const locale = useLocale();
  const selectedId = contactIdOf(usePathname());
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim(), 250);
  const [tagFilter, setTagFilter] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [isManagingTags, setManagingTags] = useState(false);

  const all = useAllContacts();
  const list = useContactList(query);
  const tags = useContactTags();
  const actions = useContactActions({
    onCreated: (id) => {
      setSearch("");
      setTagFilter(null);
      setEditingId(id);
      showContact(id);
    },
    onDeleted: (id) => {
      if (editingId === id) setEditingId(null);
      showContact();
    },
  });

  const shown = useMemo(() => (list.data ? withTag(list.data, tagFilter) : undefined), [list.data, tagFilter]);
  const fallback = useMemo(
    () => (selectedId ? all.data?.find((contact) => contact.id === selectedId) : undefined),
    [all.data, selectedId],
  );
  const activeTag = tags.data?.find((tag) => tag.id === tagFilter);
  const close = () => {
    setEditingId(null);
    showContact();
  };

  return (
    <AppFrame
      title={activeTag ? activeTag.title : t("title")}
      count={all.data ? t("count", { count: (activeTag ? withTag(all.data, tagFilter) : all.data).length }) : undefined}
      actions={
        <Button
          variant="contained"
          startIcon={<PersonAddAlt />}
          onClick={actions.addContact}
          disabled={actions.isAdding}
          aria-label={t("addContact")}
          sx={{ minWidth: 0, "& .MuiButton-startIcon": { mr: { xs: 0, sm: 1 } } }}
        >
          <Box component="span" sx={{ display: { xs: "none", sm: "inline" } }}>
            {t("addContact")}
          </Box>
        </Button>
      }
      sidebarLabel={t("sidebar.label")}
      sidebar={
        <ContactsSidebar
          contacts={all.data}
          tags={tags.data}
          selectedTag={tagFilter}
          onSelectTag={setTagFilter}
          onManageTags={() => setManagingTags(true)}
        />
      }
      detailLabel={t("detail.label")}
      detailOpen={selectedId !== null}
      onDetailClose={close}
      detail={
        selectedId && (
          <ContactDetail
            key={selectedId}
            id={selectedId}
            fallback={fallback}
            isEditing={editingId === selectedId}
            onEdit={() => setEditingId(selectedId)}
            onDoneEditing={() => setEditingId(null)}
            onClose={close}
            actions={actions}
          />
        )
      }
    >
      <ContactListArea
        search={search}
        onSearch={setSearch}
        isSearching={query !== "" || tagFilter !== null}
        isSettling={search.trim() !== query || list.isValidating}
        contacts={shown}
        error={list.error}
        onRetry={() => void list.mutate()}
        selectedId={selectedId}
        locale={locale}
        onAdd={actions.addContact}
        onClearFilters={() => {
          setSearch("");
          setTagFilter(null);
        }}
      />
      <TagManager
        open={isManagingTags}
        onClose={() => setManagingTags(false)}
        tags={tags.data ?? []}
        actions={actions}
      />
    </AppFrame>
  );
}
