/** A link to a finished match's results page (`/r/<tableId>`), the address to share. */
import { navigate } from "../state/route.ts";
import { t } from "../i18n/index.ts";

/** "Results page" for a table, routed in the app. */
export function ResultsLink({ tableId }: { tableId: string }) {
  const href = `/r/${tableId}`;
  return (
    <p class="small muted center">
      <a
        href={href}
        onClick={(e) => {
          if (e.ctrlKey || e.metaKey || e.shiftKey) return;
          e.preventDefault();
          navigate(href);
        }}
      >
        {t("matchEnd.resultsPage")}
      </a>{" "}
      {t("matchEnd.resultsKept")}
    </p>
  );
}
