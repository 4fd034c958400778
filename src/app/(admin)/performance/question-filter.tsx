"use client";

import { useId, useState } from "react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { MarkdownExcerpt } from "@/components/markdown/markdown-excerpt";
import { useTRPC } from "@/lib/trpc/client";
import { useDebouncedText } from "@/lib/use-debounced-text";

type Props = { questionId: string | null; schoolId: string | null; onChange: (id: string | null) => void };
type Option = { id: string; description: string; discipline_name: string; subject_name: string };

const optionLimit = 8;

/**
 * The question filter as a combobox (WAI-ARIA pattern): typing searches the bank's text, archived
 * questions included since their answers still count, and choosing one sets the id in the URL.
 */
export function QuestionFilter({ questionId, schoolId, onChange }: Props) {
  const t = useTranslations("performance");
  const trpc = useTRPC();
  const id = useId();
  const [query, setQuery] = useState("");
  const [text, setText] = useDebouncedText(query, setQuery, 250);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = useQuery(trpc.questions.get.queryOptions(questionId ? { questionId } : skipToken, { retry: false }));
  const search = { q: query || undefined, school_id: schoolId ?? undefined, archived: "include" as const };
  const results = useQuery({
    ...trpc.questions.list.queryOptions({ ...search, limit: optionLimit }),
    enabled: open && !questionId,
  });
  const options: Option[] = results.data?.items ?? [];
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(option: Option) {
    onChange(option.id);
    setText("");
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (options.length ? (index + step + options.length) % options.length : -1));
    } else if (event.key === "Enter" && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
      setActive(-1);
    }
  }

  if (questionId) {
    const label = chosen.data ? (
      <MarkdownExcerpt source={chosen.data.description} max={90} />
    ) : chosen.isError ? (
      t("questionMissing")
    ) : (
      "…"
    );
    return (
      <div className="grid content-start gap-2">
        <Label id={`${id}-label`}>{t("questionLabel")}</Label>
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          className="flex min-h-9 items-center gap-2 rounded-md border bg-muted/40 px-3 py-1 text-sm"
        >
          <span className="line-clamp-2 min-w-0 flex-1">{label}</span>
          <Button type="button" variant="ghost" size="icon" className="size-7" onClick={() => onChange(null)}>
            <X aria-hidden />
            <span className="sr-only">{t("questionClear")}</span>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={`${id}-input`}>{t("questionLabel")}</Label>
      <div className="relative">
        <Input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          value={text}
          placeholder={t("questionPlaceholder")}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("questionOptions")}
          hidden={!open || options.length === 0}
          className="absolute z-20 mt-1 max-h-80 w-full min-w-72 overflow-auto rounded-md border bg-popover p-1 text-sm shadow-md"
        >
          {options.map((option, index) => (
            <li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="grid cursor-pointer rounded px-2 py-1.5 aria-selected:bg-accent"
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(option)}
            >
              <span className="line-clamp-2">
                <MarkdownExcerpt source={option.description} max={120} />
              </span>
              <span className="text-xs text-muted-foreground">
                {option.discipline_name} · {option.subject_name}
              </span>
            </li>
          ))}
        </ul>
        {open && options.length === 0 && (
          <p
            role="status"
            className="absolute z-20 mt-1 w-full rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md"
          >
            {results.isPending ? t("questionSearching") : t("questionNoMatch")}
          </p>
        )}
      </div>
    </div>
  );
}
