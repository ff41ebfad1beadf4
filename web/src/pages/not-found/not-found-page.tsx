import { CircleAlert, House } from "lucide-react";
import { Link } from "wouter";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { paths } from "@/lib/paths";

/** Any unknown path: the heading and text of docs/product.md §2.1, and a way back Home. */
export function NotFoundPage() {
  return (
    <main className="flex min-h-dvh w-full items-center justify-center bg-muted p-4">
      <Card className="w-full max-w-md">
        <CardContent className="space-y-4">
          <div className="flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold text-foreground">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Link href={paths.home} className={buttonVariants()}>
            <House aria-hidden="true" />
            Go to Home
          </Link>
        </CardContent>
      </Card>
    </main>
  );
}
