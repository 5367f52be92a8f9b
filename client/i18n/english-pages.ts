/**
 * Imported by every page that loads on demand (the ranked pages, the daily board,
 * practice): puts their English (messages/en-pages.ts) beside the main bundle's, so
 * it travels with their chunks instead of with the game page.
 */
import { addEnglish } from "./index.ts";
import enPages from "./messages/en-pages.ts";

addEnglish(enPages);
