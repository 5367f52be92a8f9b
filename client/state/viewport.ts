/**
 * Keeps the board in view while the on-screen keyboard is open. Phones open the keyboard
 * over the page and shrink only the visual viewport (Android Chrome's default, iOS
 * Safari), so CSS viewport units still measure the full screen and a board sized by them
 * is pushed off the top when the Word field scrolls into view. While a round is on
 * screen this tracks `visualViewport` and publishes its height as `--vvh` on the root
 * element (and where the round starts, `--round-top`), with the class `short` when a portrait screen has little height left (the
 * keyboard is up, or the phone is small): round.css then sizes the board from what is
 * really visible and tightens the spacing so board, verdict and Word field fit together.
 */
import { useEffect } from "preact/hooks";

/** Below this visible height (px) a portrait round switches to its compact layout. */
const SHORT_PX = 560;

/** Follow the visual viewport for as long as the calling component is mounted. */
export function useVisualViewportFit(): void {
  useEffect(() => {
    const vv = window.visualViewport;
    const root = document.documentElement;
    const update = () => {
      const height = vv?.height ?? innerHeight;
      const width = vv?.width ?? innerWidth;
      root.style.setProperty("--vvh", `${Math.round(height)}px`);
      // Where the round starts on the page (below the top bar), for the compact layout's height.
      const round = document.querySelector(".round");
      if (round) root.style.setProperty("--round-top", `${Math.round(round.getBoundingClientRect().top + scrollY)}px`);
      root.classList.toggle("short", height < SHORT_PX && width < height * 1.2);
    };
    update();
    vv?.addEventListener("resize", update);
    addEventListener("resize", update);
    return () => {
      vv?.removeEventListener("resize", update);
      removeEventListener("resize", update);
      root.style.removeProperty("--vvh");
      root.classList.remove("short");
    };
  }, []);
}
