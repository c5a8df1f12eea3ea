"use client";
import { useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import Clear from "@mui/icons-material/Clear";
import PersonAddAlt from "@mui/icons-material/PersonAddAlt";
import PersonSearchOutlined from "@mui/icons-material/PersonSearchOutlined";
import Search from "@mui/icons-material/Search";
import ContactsOutlined from "@mui/icons-material/ContactsOutlined";
import { ContactList } from "@/components/apps/contacts/contact-list";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { NoticePanel } from "@/components/ui/notice-panel";
import { RetryAlert } from "@/components/ui/retry-alert";
import type { ContactAnswer } from "@/lib/contacts/schema";

type Props = {
  search: string;
  onSearch: (value: string) => void;
  /** A search or a tag narrows the list (an empty answer is "no results", not "no contacts"). */
  isSearching: boolean;
  /** Typing has not settled yet, or the answer is being read. */
  isSettling: boolean;
  contacts: readonly ContactAnswer[] | undefined;
  error: unknown;
  onRetry: () => void;
  selectedId: string | null;
  locale: string;
  onAdd: () => void;
  onClearFilters: () => void;
};

/** The search box above the list, and the list in whichever state it is: loading, failed, empty or there. */
export function ContactListArea(props: Props) {
  const { search, onSearch, isSearching, isSettling, contacts, error } = props;
  const t = useTranslations("contactsApp");
  const tc = useTranslations("appsCommon");

  let body;
  if (error && !contacts) {
    body = <RetryAlert message={t("list.loadFailed")} retryLabel={tc("retry")} onRetry={props.onRetry} />;
  } else if (!contacts) {
    body = (
      <Paper variant="outlined" sx={{ py: 1 }}>
        <ListSkeleton
          rows={8}
          pictureSize={40}
          lines={["45%", "30%"]}
          action={{ width: 24, height: 24 }}
          actionFrom="md"
        />
      </Paper>
    );
  } else if (contacts.length === 0 && isSearching) {
    body = (
      <NoticePanel
        icon={<PersonSearchOutlined />}
        title={t("list.noResultsTitle")}
        text={search.trim() ? t("list.noResultsText", { query: search.trim() }) : t("list.noTaggedText")}
        action={<Button onClick={props.onClearFilters}>{t("list.showAll")}</Button>}
      />
    );
  } else if (contacts.length === 0) {
    body = (
      <NoticePanel
        icon={<ContactsOutlined />}
        title={t("list.emptyTitle")}
        text={t("list.emptyText")}
        action={
          <Button variant="contained" startIcon={<PersonAddAlt />} onClick={props.onAdd}>
            {t("addContact")}
          </Button>
        }
      />
    );
  } else {
    body = (
      <ContactList contacts={contacts} selectedId={props.selectedId} locale={props.locale} label={t("list.label")} />
    );
  }

  return (
    <Box>
      <TextField
        type="search"
        fullWidth
        size="small"
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        placeholder={t("list.searchPlaceholder")}
        slotProps={{
          htmlInput: { "aria-label": t("list.search"), maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search />
              </InputAdornment>
            ),
            endAdornment: search ? (
              <InputAdornment position="end">
                <IconButton size="small" edge="end" aria-label={tc("clearSearch")} onClick={() => onSearch("")}>
                  <Clear fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
          },
        }}
        sx={{
          mb: 0.5,
          "& .MuiInputBase-root": { borderRadius: 6, bgcolor: "background.paper" },
          // The clear button below replaces the browser's own.
          "& input::-webkit-search-cancel-button": { display: "none" },
        }}
      />
      <Box sx={{ height: 4, mb: 1 }}>
        {isSettling && contacts && <LinearProgress aria-hidden sx={{ borderRadius: 2 }} />}
      </Box>
      {isSearching && contacts && contacts.length > 0 && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ mb: 1, px: 0.5 }}>
          {t("list.results", { count: contacts.length })}
        </Typography>
      )}
      {body}
    </Box>
  );
}
