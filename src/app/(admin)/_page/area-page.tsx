import { Suspense, type ReactNode } from "react";
import Link from "next/link";
import { Plus } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button";

const widths = {
  "4xl": "max-w-4xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
  "7xl": "max-w-7xl",
} as const;

type Frame = {
  /** The namespace of the area's messages: `title`, `description`, `backToList` and the named title. */
  messages: string;
  width: keyof typeof widths;
  children: ReactNode;
};

type AreaProps = Frame & {
  /** Instead of the area's `description`. */
  description?: string;
  actions?: ReactNode;
  /** The content reads the URL's state: it renders in a Suspense boundary, the loading line until then. */
  suspense?: boolean;
};

/** An area's main page: the area's `title`, its `description` and the actions beside them, above the content. */
export async function AreaPage({ messages, width, description, actions, suspense, children }: AreaProps) {
  const t = await getTranslations(messages);
  const tCommon = await getTranslations("common");
  return (
    <div className={`mx-auto ${widths[width]} space-y-6`}>
      <PageHeader title={t("title")} description={description ?? t("description")} actions={actions} />
      {suspense ? (
        <Suspense fallback={<p className="text-sm text-muted-foreground">{tCommon("loading")}</p>}>{children}</Suspense>
      ) : (
        children
      )}
    </div>
  );
}

/**
 * A page of one record of an area, or of a new one: a link back to the area's list (`backToList`, at `/<messages>`),
 * and the title of the message named, if any (else the content renders its heading).
 */
export async function RecordPage({ messages, width, title, children }: Frame & { title?: string }) {
  const t = await getTranslations(messages);
  const back = { href: `/${messages}`, label: t("backToList") };
  return (
    <div className={`mx-auto ${widths[width]} space-y-6`}>
      <PageHeader back={back} title={title && t(title)} />
      {children}
    </div>
  );
}

/** A list page's button to the form of a new record. */
export function NewLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={buttonVariants()}>
      <Plus aria-hidden />
      {children}
    </Link>
  );
}
