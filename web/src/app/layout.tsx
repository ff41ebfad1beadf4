import type { CurrentUser } from "@domain/schemas/user";
import { Bell, ChevronDown, LogOut, Menu, Plane, Shield, UserRound, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { TooltipProvider } from "@/components/ui/tooltip";
import { AlertSettingsDialog } from "@/features/alerts/components/alert-settings-dialog";
import { useAuth } from "@/lib/auth";
import { formatRole, getInitials } from "@/lib/format";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/utils";
import { isActivePath, navItemsFor } from "./navigation";
import { UnsavedChangesDialog, useSignOut } from "./sign-out";

export const MAIN_CONTENT_ID = "main-content";

function NavLinks({
  user,
  location,
  orientation,
  onNavigate,
}: {
  user: CurrentUser;
  location: string;
  orientation: "horizontal" | "vertical";
  onNavigate?: () => void;
}) {
  return (
    <ul
      className={cn("flex", orientation === "vertical" ? "flex-col gap-1" : "items-center gap-0.5 xl:gap-1")}
    >
      {navItemsFor(user.role).map(({ href, label, icon: Icon }) => {
        const active = isActivePath(href, location);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? "page" : undefined}
              onClick={onNavigate}
              className={cn(
                "flex items-center gap-2 rounded-md py-2 text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
                // The header's row holds all ten admin items from 1024 px: words only, tighter there.
                orientation === "horizontal" ? "px-1.5 xl:px-3" : "px-3",
                active
                  ? "bg-primary/10 text-primary"
                  : "text-muted-foreground hover:bg-accent hover:text-accent-foreground",
              )}
            >
              {orientation === "vertical" ? <Icon className="size-4 shrink-0" aria-hidden="true" /> : null}
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function UserMenu({ user }: { user: CurrentUser }) {
  const signOut = useSignOut(user.id);
  const [, navigate] = useLocation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [alertSettingsOpen, setAlertSettingsOpen] = useState(false);
  // Not modal: a modal menu marks the whole page aria-hidden while its links stay focusable
  // (axe aria-hidden-focus); a menu button needs no focus trap, Tab and Escape close it.
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        {/* The name starts with the initials it shows (WCAG 2.5.3, label in name): "JM User menu". */}
        <Button ref={triggerRef} variant="ghost" className="h-10 gap-2 px-2" title={user.fullName}>
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground">
            {getInitials(user.fullName)}
          </span>{" "}
          <span className="sr-only">User menu</span>
          <ChevronDown
            className="hidden size-4 text-muted-foreground sm:block lg:hidden xl:block"
            aria-hidden="true"
          />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-medium" title={user.fullName}>
            {user.fullName}
          </p>
          <p className="truncate text-xs text-muted-foreground" title={user.email}>
            {user.email}
          </p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate(paths.account)}>
          <UserRound aria-hidden="true" />
          Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => setAlertSettingsOpen(true)}>
          <Bell aria-hidden="true" />
          Alert settings
        </DropdownMenuItem>
        {user.role === "admin" ? (
          <DropdownMenuItem onSelect={() => navigate(paths.admin)}>
            <Shield aria-hidden="true" />
            Admin Panel
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem disabled={signOut.pending} onSelect={() => void signOut.signOut()}>
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
      {/* Outside the menu's content, which closes on select; the dialog renders in a portal. */}
      <UnsavedChangesDialog
        open={signOut.confirming}
        onStay={signOut.stay}
        onDiscard={() => void signOut.discardAndSignOut()}
        returnFocusTo={triggerRef}
      />
      <AlertSettingsDialog
        open={alertSettingsOpen}
        onOpenChange={setAlertSettingsOpen}
        returnFocusTo={triggerRef}
      />
    </DropdownMenu>
  );
}

/**
 * Header, navigation and main landmark around every signed-in page. Tooltips only appear on
 * signed-in pages, so their provider (and the positioning code it brings) lives here rather than in
 * AppProviders: the signed-out first load does not carry it.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <TooltipProvider>
      <SignedInLayout>{children}</SignedInLayout>
    </TooltipProvider>
  );
}

function SignedInLayout({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  const shownLocation = useRef(location);

  // After navigating, move focus to the new page so keyboard and screen-reader users start there.
  useEffect(() => {
    if (shownLocation.current === location) return;
    shownLocation.current = location;
    mainRef.current?.focus();
  }, [location]);

  if (!user) return null;

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="fixed top-2 left-2 z-[200] -translate-y-[200%] rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-md outline-none focus-visible:translate-y-0 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        Skip to content
      </a>
      <Collapsible open={menuOpen} onOpenChange={setMenuOpen} asChild>
        <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/80">
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-4 sm:px-6 lg:px-8">
            <Link
              href={paths.home}
              className="flex shrink-0 items-center gap-2 rounded-md font-semibold text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <span className="flex size-8 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <Plane className="size-4" aria-hidden="true" />
              </span>
              {/* Words from 1280 px (and on phones); between, the row needs the room for the navigation. */}
              <span className="text-lg tracking-tight lg:sr-only xl:not-sr-only">Hangar Log</span>
            </Link>

            <nav aria-label="Main" className="hidden min-w-0 flex-1 lg:block">
              <NavLinks user={user} location={location} orientation="horizontal" />
            </nav>

            <div className="ml-auto flex shrink-0 items-center gap-2">
              <Badge variant={user.role === "admin" ? "default" : "secondary"}>{formatRole(user.role)}</Badge>
              <UserMenu user={user} />
              <CollapsibleTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="lg:hidden"
                  aria-label={menuOpen ? "Close navigation menu" : "Open navigation menu"}
                >
                  {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
                </Button>
              </CollapsibleTrigger>
            </div>
          </div>
          <CollapsibleContent className="border-t px-4 py-3 lg:hidden">
            <nav aria-label="Main">
              <NavLinks
                user={user}
                location={location}
                orientation="vertical"
                onNavigate={() => setMenuOpen(false)}
              />
            </nav>
          </CollapsibleContent>
        </header>
      </Collapsible>

      <main
        id={MAIN_CONTENT_ID}
        ref={mainRef}
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8 lg:py-8"
      >
        {children}
      </main>
    </div>
  );
}
