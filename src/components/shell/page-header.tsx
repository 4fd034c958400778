import type { ReactNode } from "react";
import Link from "next/link";
import { ArrowLeft } from "lucide-react";

type Props = {
  /** The page this one belongs to, as a link above the heading. */
  back?: { href: string; label: string };
  /** Left out where the heading waits for the page's data and its content renders it. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons and links at the heading's end (a list page's "new"); `false` keeps their row, empty. */
  actions?: ReactNode;
};

/** The top of a page: a back link, the `h1` with its description, and the page's actions beside them. */
export function PageHeader({ back, title, description, actions }: Props) {
  const heading = title !== undefined && <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>;
  const described =
    description === undefined ? (
      heading
    ) : (
      <div className="space-y-1">
        {heading}
        <p className="text-muted-foreground">{description}</p>
      </div>
    );
  return (
    <>
      {back && (
        <Link
          href={back.href}
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      )}
      {actions !== undefined ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {described}
          {actions}
        </div>
      ) : (
        described
      )}
    </>
  );
}
