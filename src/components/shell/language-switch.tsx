"use client";

import { useId, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { isLocale, localeCookie, type Locale } from "@/i18n/locales";
import { Select } from "@/components/ui/select";

// Each language is named in itself, so a reader finds theirs whatever the current language is.
const options: { value: Locale; label: string }[] = [
  { value: "pt-BR", label: "Português" },
  { value: "en", label: "English" },
];

const oneYear = 60 * 60 * 24 * 365;

export function LanguageSwitch() {
  const t = useTranslations("language");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const id = useId();

  function change(value: string) {
    if (!isLocale(value)) return;
    document.cookie = `${localeCookie}=${value}; path=/; max-age=${oneYear}; samesite=lax`;
    startTransition(() => router.refresh());
  }

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center text-muted-foreground">
        <Languages className="size-4" aria-hidden />
        <span className="sr-only">{t("label")}</span>
      </label>
      <Select
        id={id}
        value={locale}
        disabled={pending}
        onChange={(event) => change(event.target.value)}
        className="h-8 w-auto"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}
