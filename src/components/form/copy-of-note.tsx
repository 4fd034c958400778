import type { ReactNode } from "react";
import Link from "next/link";
import { Alert, AlertDescription } from "@/components/ui/alert";

type Props = {
  /** The record this one was duplicated from. */
  href: string;
  /** The note, its link wrapped by `link`: `(link) => t.rich("copyOf", { link })`. */
  text: (link: (chunks: ReactNode) => ReactNode) => ReactNode;
};

/** Above a duplicated record's form: it is a copy, and of which record. */
export function CopyOfNote({ href, text }: Props) {
  return (
    <Alert role="note">
      <AlertDescription>
        <p>
          {text((chunks) => (
            <Link href={href} className="font-medium underline underline-offset-4">
              {chunks}
            </Link>
          ))}
        </p>
      </AlertDescription>
    </Alert>
  );
}
