import { workerProject } from "./vitest.config.ts";

/** The worker test files that need a workerd each (own-runtime.ts says which and why). */
export default workerProject(true);
