/**
 * The player's follow link and its QR code, to show a friend across a table or send
 * them. The link carries only the public id (`/f/<id>`), never the secret. The QR code
 * is encoded by qrcode-generator (a small, maintained, dependency-free encoder: error
 * correction and masking are easy to get subtly wrong by hand) and drawn here as one SVG
 * path, dark on light in both themes as scanners expect.
 */
import "../i18n/english-pages.ts";
import qrcode from "qrcode-generator";
import { useSignal } from "@preact/signals";
import { t } from "../i18n/index.ts";
import { followLink } from "./api.ts";

/** The dark modules of `text`'s QR code as one SVG path in module units, and the code's size. */
export function qrPath(text: string): { size: number; d: string } {
  const qr = qrcode(0, "M");
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let d = "";
  for (let r = 0; r < size; r++) for (let c = 0; c < size; c++) if (qr.isDark(r, c)) d += `M${c} ${r}h1v1h-1z`;
  return { size, d };
}

export function FollowCode({ playerId }: { playerId: string }) {
  const link = followLink(location.origin, playerId);
  const copied = useSignal<string | null>(null);
  const { size, d } = qrPath(link);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      copied.value = t("friends.share.copied");
    } catch {
      (document.getElementById("follow-link") as HTMLInputElement | null)?.select();
      copied.value = t("common.linkSelected");
    }
  };
  return (
    <section class="card follow-code" aria-labelledby="follow-code-title">
      <h2 id="follow-code-title">{t("friends.share.title")}</h2>
      <p class="muted small">{t("friends.share.body")}</p>
      <svg class="qr" viewBox={`-4 -4 ${size + 8} ${size + 8}`} role="img" aria-label={t("friends.share.qr")}>
        <rect x="-4" y="-4" width={size + 8} height={size + 8} fill="#fff" />
        <path d={d} fill="#000" shape-rendering="crispEdges" />
      </svg>
      <div class="link-row">
        <label class="visually-hidden" for="follow-link">{t("friends.share.link")}</label>
        <input id="follow-link" readOnly value={link} onFocus={(e) => (e.currentTarget as HTMLInputElement).select()} />
        <button type="button" onClick={() => void copy()}>{t("common.copyLink")}</button>
      </div>
      {copied.value && <p class="small" role="status">{copied.value}</p>}
    </section>
  );
}
