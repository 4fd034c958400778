"use client";

import { useSearchParams } from "next/navigation";

/** A list page's filters, kept in the URL's search params so a reload or a shared link keeps them ("" when unset). */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const filters = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ""])) as Record<K, string>;

  function update(changes: Partial<Record<K, string>>) {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    const query = next.toString();
    // The native history API keeps Next's router in sync without a server round trip.
    window.history.replaceState(null, "", query ? `${window.location.pathname}?${query}` : window.location.pathname);
  }

  return { filters, update };
}
