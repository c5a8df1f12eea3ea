/**
 * The loading bar's state (spec sections 4 and 8): shown while any request is pending, hidden
 * when none remain; progress 0–100.
 */
type Listener = (state: { isLoading: boolean; progress: number | null }) => void;

const pendingUrls = new Map<string, number>();
const listeners = new Set<Listener>();
let progress: number | null = null;

function emit() {
  const state = { isLoading: pendingUrls.size > 0, progress };
  listeners.forEach((listener) => listener(state));
}

export function subscribeToLoading(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks a request as pending or finished; each URL counts as many times as it is in flight. */
export function setLoadingStatus(isLoading: boolean, url?: string): void {
  if (!url) {
    console.error("The request URL must be provided!");
    return;
  }
  const count = pendingUrls.get(url) ?? 0;
  if (isLoading) pendingUrls.set(url, count + 1);
  else if (count <= 1) pendingUrls.delete(url);
  else pendingUrls.set(url, count - 1);
  emit();
}

/** A determinate progress for the bar; null returns it to indeterminate. */
export function setLoadingProgress(value: number | null): void {
  if (value !== null && (value < 0 || value > 100)) {
    console.error("Progress value must be between 0 and 100!");
    return;
  }
  progress = value;
  emit();
}
