import type { Role } from "@domain/enums";
import {
  BadgeCheck,
  BookOpenCheck,
  ClipboardCheck,
  FileStack,
  FileText,
  House,
  LayoutDashboard,
  type LucideIcon,
  Shield,
  Upload,
  Users,
} from "lucide-react";
import { paths } from "@/lib/paths";

export type NavItem = { href: string; label: string; icon: LucideIcon; adminOnly?: boolean };

/**
 * docs/product.md §2.2: everyone sees the first eight (Logbook: §22.3, Eligibility: §19.4, Documents: §20.5), admins
 * also Team and Admin.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { href: paths.home, label: "Home", icon: House },
  { href: paths.upload, label: "Upload", icon: Upload },
  { href: paths.forms, label: "Work History", icon: FileText },
  { href: paths.checklists, label: "Checklists", icon: ClipboardCheck },
  { href: paths.logbook, label: "Logbook", icon: BookOpenCheck },
  { href: paths.dashboard, label: "Dashboard", icon: LayoutDashboard },
  { href: paths.eligibility, label: "Eligibility", icon: BadgeCheck },
  { href: paths.documents, label: "Documents", icon: FileStack },
  { href: paths.team, label: "Team", icon: Users, adminOnly: true },
  { href: paths.admin, label: "Admin", icon: Shield, adminOnly: true },
];

export function navItemsFor(role: Role): NavItem[] {
  return NAV_ITEMS.filter((item) => !item.adminOnly || role === "admin");
}

/** Home is active only on "/"; the others also on the pages below them (/forms/{id}). */
export function isActivePath(href: string, location: string): boolean {
  if (href === paths.home) return location === paths.home;
  return location === href || location.startsWith(`${href}/`);
}
