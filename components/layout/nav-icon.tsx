import { AppIcon, type AppIconProps } from "@/components/ui/app-icon";
import { iconUrl } from "@/lib/icons/names";

/** The icon of an item with none, or with a name that cannot be an icon. */
const FALLBACK_ICON = "mat_outline:description";

/**
 * A navigation item's icon by its registry name (`mat_outline:dashboard`; a bare name is Material
 * Twotone): drawn by AppIcon, so the menus ship no icon code at all.
 */
export function NavIcon({ name, ...props }: { name?: string } & Omit<AppIconProps, "name">) {
  return <AppIcon name={name && iconUrl(name) ? name : FALLBACK_ICON} {...props} />;
}
