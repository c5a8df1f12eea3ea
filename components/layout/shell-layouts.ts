import type { NavAppearance } from "@/components/layout/vertical-navigation";
import type { LayoutName } from "@/lib/shell/layout-resolution";
import type { Navigation } from "@/lib/shell/navigation-types";

export type Tone = "dark" | "light" | "coloured";
export type VerticalConfig = {
  kind: "vertical";
  menu: keyof Navigation;
  tone: Tone;
  appearance: NavAppearance;
  width: number;
  /** What sits at the top of the navigation, and at its foot. */
  header: "logo" | "user";
  footer?: "user";
  showAccount?: boolean;
};
export type HorizontalConfig = { kind: "horizontal"; style: "centered" | "enterprise" | "material" | "modern" };

/** How each full layout of the shell is drawn; "empty" has no shell at all. */
export const LAYOUTS: Record<Exclude<LayoutName, "empty">, VerticalConfig | HorizontalConfig> = {
  classic: { kind: "vertical", menu: "default", tone: "dark", appearance: "default", width: 280, header: "logo" },
  classy: { kind: "vertical", menu: "default", tone: "light", appearance: "default", width: 280, header: "user" },
  compact: { kind: "vertical", menu: "compact", tone: "dark", appearance: "compact", width: 112, header: "logo" },
  dense: { kind: "vertical", menu: "default", tone: "dark", appearance: "default", width: 280, header: "logo" },
  futuristic: {
    kind: "vertical",
    menu: "futuristic",
    tone: "coloured",
    appearance: "default",
    width: 280,
    header: "logo",
    footer: "user",
  },
  thin: { kind: "vertical", menu: "compact", tone: "dark", appearance: "thin", width: 80, header: "logo" },
  "product-classic": {
    kind: "vertical",
    menu: "product",
    tone: "dark",
    appearance: "default",
    width: 280,
    header: "logo",
    showAccount: true,
  },
  "product-futuristic": {
    kind: "vertical",
    menu: "product",
    tone: "coloured",
    appearance: "default",
    width: 280,
    header: "logo",
    footer: "user",
    showAccount: true,
  },
  centered: { kind: "horizontal", style: "centered" },
  enterprise: { kind: "horizontal", style: "enterprise" },
  material: { kind: "horizontal", style: "material" },
  modern: { kind: "horizontal", style: "modern" },
};

/** The dense layout's side navigation when it is folded to icons. */
export const DENSE_WIDTH = 80;

export const toneSx = (tone: Tone) =>
  tone === "dark"
    ? {
        bgcolor: "#111827",
        color: "#e5e7eb",
        "& .Mui-selected": { bgcolor: "rgba(255,255,255,0.1) !important", color: "#fff" },
      }
    : tone === "coloured"
      ? {
          bgcolor: "primary.dark",
          backgroundImage: "linear-gradient(180deg, rgba(0,0,0,0.1), rgba(0,0,0,0.35))",
          color: "primary.contrastText",
          "& .Mui-selected": { bgcolor: "rgba(255,255,255,0.18) !important" },
        }
      : { bgcolor: "background.paper", color: "text.primary", borderRight: 1, borderColor: "divider" };
