import { getTranslations } from "next-intl/server";
import { LinkButton } from "@/components/ui/links";
import { BACK_TARGETS, type BackTarget } from "@/components/errors/back-targets";
import type { ErrorFrame } from "@/components/errors/error-state";
import { LazyErrorState } from "@/components/errors/lazy-error-state";

/** A route group's not-found page (a `notFound()` in one of its pages), inside the group's layout. */
export async function RouteNotFound({ back, frame }: { back: BackTarget; frame: ErrorFrame }) {
  const t = await getTranslations("errorPages");
  return (
    <LazyErrorState
      frame={frame}
      code="404"
      title={t("notFound.title")}
      text={t("notFound.text")}
      actions={
        <LinkButton href={BACK_TARGETS[back]} variant="contained">
          {t(`back.${back}`)}
        </LinkButton>
      }
    />
  );
}
