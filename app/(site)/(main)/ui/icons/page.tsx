import { redirect } from "next/navigation";

// The icon pages start with the specification's default set (bare names are Material Twotone).
export default function IconsPage() {
  redirect("/ui/icons/material-twotone");
}
