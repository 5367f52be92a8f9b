/**
 * Run before each browser test file, in the worker that runs it (worker processes run
 * several files one after another, `isolate: false`): when a test fails, print what each
 * of its pages showed and keep a screenshot (browser.ts reportPages).
 */
import { beforeEach } from "vitest";
import { reportPages } from "./browser.ts";

beforeEach(({ task, onTestFailed }) => onTestFailed(() => reportPages(task.name)));
