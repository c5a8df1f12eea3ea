"use client";
import { useTranslations } from "next-intl";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import CheckIcon from "@mui/icons-material/Check";
import { Flag } from "@/components/shell/language-flag";
import { LOCALES, type Locale } from "@/lib/i18n/config";

/** The language switcher's menu: each language with its flag, the active one checked. */
export function LanguageMenu({
  id,
  buttonId,
  anchorEl,
  locale,
  onClose,
  onChoose,
}: {
  id: string;
  buttonId: string;
  anchorEl: HTMLElement | null;
  locale: Locale;
  onClose: () => void;
  onChoose: (locale: Locale) => void;
}) {
  const t = useTranslations("topBar");
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
      transformOrigin={{ vertical: "top", horizontal: "right" }}
      slotProps={{ paper: { sx: { minWidth: 192, mt: 0.5 } }, list: { "aria-labelledby": buttonId } }}
    >
      {LOCALES.map((code) => (
        <MenuItem key={code} role="menuitemradio" selected={code === locale} lang={code} onClick={() => onChoose(code)}>
          <ListItemIcon>
            <Flag locale={code} />
          </ListItemIcon>
          <ListItemText>{t(`languageNames.${code}`)}</ListItemText>
          {code === locale && <CheckIcon fontSize="small" color="primary" aria-hidden />}
        </MenuItem>
      ))}
    </Menu>
  );
}
