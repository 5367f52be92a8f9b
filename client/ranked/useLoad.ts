/** Loading a page's data: the answer, or the error to show, or neither yet. */
import { useSignal } from "@preact/signals";
import { useEffect } from "preact/hooks";
import { ApiError } from "./api.ts";

/** What a page has loaded so far. */
export interface Loaded<T> {
  data: T | null;
  error: ApiError | null;
  reload: () => void;
}

/** Run `load` when `key` changes (and on `reload()`); keeps the latest answer only. */
export function useLoad<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const data = useSignal<T | null>(null);
  const error = useSignal<ApiError | null>(null);
  const round = useSignal(0);
  useEffect(() => {
    let live = true;
    error.value = null;
    load().then(
      (d) => live && (data.value = d),
      (e: unknown) => live && (error.value = e instanceof ApiError ? e : new ApiError(0, "internal", String(e))),
    );
    return () => void (live = false);
  }, [key, round.value]);
  return { data: data.value, error: error.value, reload: () => round.value++ };
}
