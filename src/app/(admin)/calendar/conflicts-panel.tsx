import type { ReactNode } from "react";

type Props = {
  /** The section's id stem: its title is `${id}-title`. */
  id: string;
  title: string;
  /** What it shows is being read. */
  busy: boolean;
  children: ReactNode;
};

/** The box, under its title, of what saving a block or a series would meet: bookings, other blocks. */
export function ConflictsPanel({ id, title, busy, children }: Props) {
  return (
    <section aria-labelledby={`${id}-title`} aria-busy={busy || undefined} className="grid gap-2 rounded-md border p-3">
      <h3 id={`${id}-title`} className="text-sm font-medium">
        {title}
      </h3>
      {children}
    </section>
  );
}
