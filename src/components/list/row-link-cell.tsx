import type { ReactNode } from "react";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button";
import { TableCell } from "@/components/ui/table";

type Props = {
  href: string;
  /** The row's name, which screen readers hear after the link's text. */
  name: string;
  children: ReactNode;
};

/** The last cell of a row: a small button-like link to the row's record ("Editar"). */
export function RowLinkCell({ href, children, name }: Props) {
  return (
    <TableCell className="text-right">
      <Link href={href} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {children}
        <span className="sr-only">{` ${name}`}</span>
      </Link>
    </TableCell>
  );
}
