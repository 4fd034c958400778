"use client";

import { useState, type KeyboardEvent, type ReactNode } from "react";
import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { subjectInput } from "@/server/disciplines/schema";
import { issueFromZod } from "@/lib/errors/issue-from-zod";
import { useErrorText } from "@/lib/errors/use-error-text";
import { nameKey } from "@/lib/text/name-key";

type AddProps = {
  /** Called with a valid name; resolves to true when the subject was added (the field is then emptied). */
  onAdd: (name: string) => boolean | Promise<boolean>;
  pending?: boolean;
  error?: string | null;
  /** The discipline's subjects: a name one of them has (case and accents ignored) is refused here already. */
  taken: readonly string[];
};

/** "Novo assunto" + "Adicionar assunto"; Enter adds too (and never submits the surrounding form). */
export function AddSubjectRow({ onAdd, pending, error, taken }: AddProps) {
  const t = useTranslations("disciplines");
  const errorText = useErrorText();
  const [draft, setDraft] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const message = invalid ?? error;

  async function add() {
    const parsed = subjectInput.safeParse({ name: draft });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setInvalid(errorText.issue(issue ? issueFromZod(issue, { name: draft }) : { code: "required" }));
      return;
    }
    const same = taken.find((name) => nameKey(name) === nameKey(parsed.data.name));
    if (same !== undefined) {
      setInvalid(errorText.issue({ code: "subject_duplicate", params: { name: same } }));
      return;
    }
    setInvalid(null);
    if (await onAdd(parsed.data.name)) setDraft("");
  }

  function keyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void add();
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor="new-subject">{t("newSubjectLabel")}</Label>
      <div className="flex gap-2">
        <Input
          id="new-subject"
          value={draft}
          autoComplete="off"
          onChange={(event) => {
            setDraft(event.target.value);
            setInvalid(null);
          }}
          onKeyDown={keyDown}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? "new-subject-error" : undefined}
        />
        <Button type="button" variant="outline" disabled={pending} onClick={() => void add()}>
          <Plus aria-hidden />
          {pending ? t("adding") : t("addSubject")}
        </Button>
      </div>
      {message && (
        <p id="new-subject-error" className="text-sm text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

type RowProps = {
  /** 1-based position, for the labels. */
  position: number;
  name: string;
  enabled: boolean;
  onNameChange: (name: string) => void;
  /** Blur, or Enter in the name field. */
  onNameCommit?: () => void;
  onEnabledChange: (enabled: boolean) => void;
  error?: string | null;
  busy?: boolean;
  /** Extra controls, e.g. a remove button. */
  children?: ReactNode;
};

/** One subject: its name and the "Ativo" switch, grouped under the subject's name. */
export function SubjectFields({
  position,
  name,
  enabled,
  onNameChange,
  onNameCommit,
  onEnabledChange,
  error,
  busy,
  children,
}: RowProps) {
  const t = useTranslations("disciplines");
  const id = `subject-${position}`;
  return (
    <div
      role="group"
      aria-label={name.trim() || t("subjectNameLabel", { n: position })}
      aria-busy={busy || undefined}
      className="grid gap-1"
    >
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor={`${id}-name`} className="sr-only">
          {t("subjectNameLabel", { n: position })}
        </Label>
        <Input
          id={`${id}-name`}
          value={name}
          autoComplete="off"
          className="min-w-48 flex-1"
          onChange={(event) => onNameChange(event.target.value)}
          onBlur={onNameCommit}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            onNameCommit?.();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(event) => onEnabledChange(event.target.checked)}
            className="size-4 accent-primary"
          />
          {t("subjectEnabled")}
        </label>
        {children}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
