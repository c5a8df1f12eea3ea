"use client";
import dynamic from "next/dynamic";
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import Close from "@mui/icons-material/Close";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import Box from "@mui/material/Box";
import { PanelTrigger } from "@/components/shell/panels/panel-trigger";
import { TooltipIconButton } from "@/components/shell/panels/tooltip-icon-button";

// The search field (MUI's Autocomplete and Popper) loads when the bar opens, or where a layout
// shows the field in place (rendered on the server there, so it is in that page's HTML).
const SearchField = dynamic(() =>
  import("@/components/shell/panels/search-field").then((module) => module.SearchField),
);

export type SearchProps = {
  /**
   * "bar": a "Search" button that opens a full-width search bar over the top bar, which therefore
   * must be a positioned element (the shell's sticky header is); "basic": the input in place.
   */
  appearance: "bar" | "basic";
};

/** The top bar's search (specification, sections 2, 4, 5 and 9). */
export function Search({ appearance }: SearchProps) {
  const t = useTranslations("panels.search");
  const [isBarOpen, setIsBarOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const barId = useId();

  if (appearance === "basic") {
    return (
      <Box role="search" sx={{ width: { xs: "100%", sm: 280 }, minWidth: 0 }}>
        <SearchField appearance="basic" />
      </Box>
    );
  }

  function closeBar() {
    setIsBarOpen(false);
    // The bar covered the button; focus goes back where the user opened it.
    triggerRef.current?.focus();
  }

  return (
    <>
      <PanelTrigger
        ref={triggerRef}
        label={t("open")}
        icon={<SearchOutlined />}
        isOpen={isBarOpen}
        controls={barId}
        onClick={() => setIsBarOpen(true)}
      />
      {isBarOpen && (
        <Box
          id={barId}
          role="search"
          sx={(theme) => ({
            position: "absolute",
            inset: 0,
            zIndex: theme.zIndex.appBar + 1,
            display: "flex",
            alignItems: "center",
            gap: 1,
            px: { xs: 1.5, sm: 3 },
            bgcolor: "background.paper",
            color: "text.primary",
            borderBottom: 1,
            borderColor: "divider",
          })}
        >
          <SearchField appearance="bar" autoFocus onEscapeWithListClosed={closeBar} onNavigate={closeBar} />
          <TooltipIconButton label={t("close")} onClick={closeBar} edge="end">
            <Close />
          </TooltipIconButton>
        </Box>
      )}
    </>
  );
}
