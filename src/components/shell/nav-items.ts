import { BookOpen, KeyRound, LayoutDashboard, type LucideIcon } from "lucide-react";
import type { Role } from "@/generated/prisma/enums";

/** One entry of the admin navigation. `labelKey` is in the "nav" messages; no `roles` means everyone. */
export type NavItem = { href: string; labelKey: string; icon: LucideIcon; roles?: readonly Role[] };

/** Every area of the admin, in menu order: a new page appears in the sidebar by adding it here. */
export const navItems: readonly NavItem[] = [
  { href: "/", labelKey: "dashboard", icon: LayoutDashboard },
  { href: "/disciplines", labelKey: "disciplines", icon: BookOpen, roles: ["PLATFORM_ADMIN", "SCHOOL_ADMIN", "TEACHER"] },
  { href: "/settings/tokens", labelKey: "tokens", icon: KeyRound },
];
