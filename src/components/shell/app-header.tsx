import { getTranslations } from "next-intl/server";
import type { AuthUser } from "@/server/auth/user";
import { Badge } from "@/components/ui/badge";
import { LanguageSwitch } from "./language-switch";
import { SignOutButton } from "./sign-out-button";

export async function AppHeader({ user }: { user: AuthUser }) {
  const t = await getTranslations("roles");
  return (
    <header className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 border-b px-6 py-3">
      <p className="mr-auto flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium" data-testid="current-user">
          {user.name}
        </span>
        <Badge variant="secondary">{t(user.role)}</Badge>
      </p>
      <LanguageSwitch />
      <SignOutButton />
    </header>
  );
}
