import { ArrowRight, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { cn } from "@/lib/utils";

/** A card that is one link: title, a line about it and optional points. */
export function ActionCard({
  href,
  title,
  description,
  icon: Icon,
  points,
  className,
}: {
  href: string;
  title: string;
  description: ReactNode;
  icon: LucideIcon;
  points?: readonly string[];
  className?: string;
}) {
  return (
    <Link
      href={href}
      className={cn(
        "group flex h-full flex-col gap-3 rounded-lg border bg-card p-5 text-card-foreground shadow-sm outline-none transition-colors hover:border-primary/40 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
        className,
      )}
    >
      <span className="flex items-center justify-between gap-3">
        <span className="flex size-10 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <ArrowRight
          className="size-4 text-muted-foreground transition-transform group-hover:translate-x-0.5 group-hover:text-primary"
          aria-hidden="true"
        />
      </span>
      <span className="space-y-1">
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-muted-foreground">{description}</span>
      </span>
      {points ? (
        <ul className="mt-auto space-y-1 text-sm text-muted-foreground">
          {points.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <span className="size-1.5 shrink-0 rounded-full bg-primary/60" aria-hidden="true" />
              {point}
            </li>
          ))}
        </ul>
      ) : null}
    </Link>
  );
}
