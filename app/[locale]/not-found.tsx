import { getTranslations } from "next-intl/server";
import { ErrorCard } from "@/components/public/error-card";
import ui from "@/components/public/ui.module.css";
import { PageLink } from "@/components/public/page-link";

// A notFound() in a public page (an unknown event or host), between the public header and footer.
export default async function PublicNotFound() {
  const t = await getTranslations("errorPages");
  return (
    <ErrorCard
      code="404"
      title={t("notFound.title")}
      text={t("notFound.text")}
      actions={
        <PageLink href="/home" className={`${ui.button} ${ui.contained}`}>
          {t("back.home")}
        </PageLink>
      }
    />
  );
}
