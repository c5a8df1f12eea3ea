"use client";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type KeyboardEvent } from "react";
import CheckCircle from "@mui/icons-material/CheckCircle";
import RadioButtonUnchecked from "@mui/icons-material/RadioButtonUnchecked";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import Autocomplete from "@mui/material/Autocomplete";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import ListSubheader from "@mui/material/ListSubheader";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { ADORNED_SMALL_AUTOCOMPLETE_SX } from "@/components/shell/panels/adorned-autocomplete";
import { useSearchResults } from "@/lib/swr/use-search-results";
import { searchResultLabel, type SearchOption } from "@/lib/shell/panels/search-rules";

/** The suggestion list's height limit (specification, section 9). */
const LIST_MAX_HEIGHT = 256;

type SearchFieldProps = {
  appearance: "bar" | "basic";
  autoFocus?: boolean;
  /** Escape pressed while the suggestion list is closed (the bar closes itself then). */
  onEscapeWithListClosed?: () => void;
  /** A result was chosen and its page is opening. */
  onNavigate?: () => void;
};

/**
 * The search input with its grouped suggestion list: arrow keys move through the results, Enter
 * or a click opens one with the app's router, Escape closes the list.
 */
export function SearchField({ appearance, autoFocus, onEscapeWithListClosed, onNavigate }: SearchFieldProps) {
  const t = useTranslations("panels.search");
  const router = useRouter();
  const [input, setInput] = useState("");
  const [isListWanted, setIsListWanted] = useState(false);
  const { options, isSettled, hasFailed } = useSearchResults(input);
  // The list opens with results, or with 'No results found!' once the answer says so; never
  // with a premature "no results" while the first request is still on its way.
  const isListOpen = isListWanted && (options.length > 0 || isSettled);

  function groupLabel(groupId: string): string {
    const option = options.find((candidate) => candidate.groupId === groupId);
    const key = `groups.${groupId}` as `groups.${SearchOption["groupId"]}`;
    return t.has(key) ? t(key) : (option?.groupLabel ?? groupId);
  }

  function openResult(option: SearchOption) {
    setIsListWanted(false);
    setInput("");
    onNavigate?.();
    router.push(option.result.link);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) {
    // With the list open, Escape only closes the list (the Autocomplete does that).
    if (event.key === "Escape" && !isListOpen && onEscapeWithListClosed) {
      event.defaultMuiPrevented = true;
      event.preventDefault();
      onEscapeWithListClosed();
    }
  }

  return (
    <Autocomplete<SearchOption, false, boolean, false>
      fullWidth
      sx={appearance === "basic" ? ADORNED_SMALL_AUTOCOMPLETE_SX : undefined}
      options={options}
      value={null}
      inputValue={input}
      open={isListOpen}
      onOpen={() => setIsListWanted(true)}
      onClose={() => setIsListWanted(false)}
      onInputChange={(_event, value, reason) => {
        // Only the user's typing (or clearing) changes the query; the Autocomplete's own updates
        // (a chosen option's label) do not, since choosing one navigates and clears the input.
        if (reason !== "input" && reason !== "clear") return;
        setInput(value);
        setIsListWanted(reason === "input");
      }}
      onChange={(_event, option) => option && openResult(option)}
      onKeyDown={onKeyDown}
      // The server already filtered; the list shows its answer as it is.
      filterOptions={(unfiltered) => unfiltered}
      groupBy={(option) => option.groupId}
      getOptionLabel={(option) => searchResultLabel(option.result)}
      getOptionKey={(option) => `${option.groupId}:${option.result.link}`}
      isOptionEqualToValue={(option, value) =>
        option.groupId === value.groupId && option.result.link === value.result.link
      }
      autoHighlight
      clearOnBlur={false}
      forcePopupIcon={false}
      disableClearable={appearance === "bar"}
      clearText={t("clear")}
      noOptionsText={hasFailed ? t("failed") : t("noResults")}
      slotProps={{
        listbox: { sx: { maxHeight: LIST_MAX_HEIGHT } },
        // A flat surface, so the sticky group titles match the rows behind them in the dark
        // scheme too (elevation would tint the rows only); the border sets it off the bar.
        paper: { elevation: 8, sx: { backgroundImage: "none", border: 1, borderColor: "divider" } },
      }}
      renderGroup={(params) => (
        <li key={params.key}>
          <ListSubheader
            component="div"
            sx={{
              top: -8,
              lineHeight: "32px",
              fontSize: 12,
              fontWeight: 600,
              letterSpacing: 0.5,
              textTransform: "uppercase",
            }}
          >
            {groupLabel(params.group)}
          </ListSubheader>
          <Box component="ul" sx={{ p: 0 }}>
            {params.children}
          </Box>
        </li>
      )}
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5, minWidth: 0 }}>
          <SearchResultRow option={option} />
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={t("placeholder")}
          variant={appearance === "bar" ? "standard" : "outlined"}
          size={appearance === "bar" ? "medium" : "small"}
          sx={appearance === "bar" ? { "& .MuiInputBase-input": { fontSize: "1.05rem" } } : undefined}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, "aria-label": t("label"), enterKeyHint: "search" },
            input: {
              ...params.slotProps.input,
              ...(appearance === "bar" ? { disableUnderline: true } : {}),
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined color="action" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

/** A result as its group shows it: a contact's avatar and name, a page's title and address, a task's title and state. */
function SearchResultRow({ option }: { option: SearchOption }) {
  const t = useTranslations("panels.search");
  const { result } = option;
  const label = searchResultLabel(result);
  switch (option.groupId) {
    case "contacts":
      return (
        <>
          <Avatar src={result.avatar ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 14 }}>
            {label.slice(0, 1).toUpperCase()}
          </Avatar>
          <Typography variant="body2" noWrap>
            {label}
          </Typography>
        </>
      );
    case "pages":
      return (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap>
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {result.link}
          </Typography>
        </Box>
      );
    case "tasks":
      return (
        <>
          {result.completed ? (
            <CheckCircle color="success" fontSize="small" titleAccess={t("completed")} />
          ) : (
            <RadioButtonUnchecked color="disabled" fontSize="small" titleAccess={t("notCompleted")} />
          )}
          <Typography
            variant="body2"
            noWrap
            sx={result.completed ? { textDecoration: "line-through", color: "text.secondary" } : undefined}
          >
            {label}
          </Typography>
        </>
      );
    default:
      // A group the shell does not know yet (the product's events): its title is enough.
      return (
        <Typography variant="body2" noWrap>
          {label}
        </Typography>
      );
  }
}
