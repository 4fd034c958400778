import { useCallback, useSyncExternalStore } from "react";

/** The table's secondary columns, shown only when chosen; the choice stays in this browser (localStorage). */
export const optionalColumns = ["created", "times_seen"] as const;
export type OptionalColumn = (typeof optionalColumns)[number];

const storageKey = "questions.columns";
const listeners = new Set<() => void>();

function read(): string {
  try {
    return window.localStorage.getItem(storageKey) ?? "";
  } catch {
    return "";
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The chosen columns and a toggle; none on the server's render, so the first paint matches. */
export function useColumnChoice() {
  const raw = useSyncExternalStore(subscribe, read, () => "");
  const shown = new Set(
    raw.split(",").filter((c): c is OptionalColumn => (optionalColumns as readonly string[]).includes(c)),
  );
  const toggle = useCallback((column: OptionalColumn, on: boolean) => {
    const next = new Set(read().split(",").filter(Boolean));
    if (on) next.add(column);
    else next.delete(column);
    try {
      window.localStorage.setItem(storageKey, [...next].join(","));
    } catch {
      // a browser that refuses storage keeps the default columns
    }
    for (const listener of listeners) listener();
  }, []);
  return { shown, toggle };
}
