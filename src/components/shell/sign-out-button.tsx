"use client";

import { LogOut } from "lucide-react";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  const t = useTranslations("shell");
  return (
    <Button variant="outline" size="sm" onClick={() => signOut({ callbackUrl: "/sign-in" })}>
      <LogOut aria-hidden />
      {t("signOut")}
    </Button>
  );
}
