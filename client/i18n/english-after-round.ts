/**
 * Imported by the modules of the after-round chunk that use its English
 * (messages/en-after-round.ts): puts it beside the main bundle's, so it travels with
 * that chunk instead of with the game page.
 */
import { addEnglish } from "./index.ts";
import enAfterRound from "./messages/en-after-round.ts";

addEnglish(enAfterRound);
