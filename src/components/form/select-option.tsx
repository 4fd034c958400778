import type { ReactNode } from "react";

/** One option of a select, keyed by its value: `items.map((item) => selectOption(item.id, item.name))`. */
export function selectOption(value: string | number, label: ReactNode) {
  return (
    <option key={value} value={value}>
      {label}
    </option>
  );
}
