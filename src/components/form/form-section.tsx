import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

type Props = {
  title: ReactNode;
  description?: ReactNode;
  /** The title's id, for a form or a region it names. */
  titleId?: string;
  /** The layout of the content (its grid). */
  className?: string;
  children: ReactNode;
};

/** A card with its title (and what it is for) above its content: the sections of the long forms. */
export function FormSection({ title, description, titleId, className, children }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
