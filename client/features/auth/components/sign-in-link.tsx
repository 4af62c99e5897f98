import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";

/** A link to /auth that brings the reader back to this page once signed in. */
export function SignInLink({ children, className = "" }: { children: ReactNode; className?: string }) {
  const [location] = useLocation();
  const search = useSearch();
  const back = encodeURIComponent(search ? `${location}?${search}` : location);
  return (
    <Link href={`/auth?redirect=${back}`} className={`font-medium text-wine underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-wine ${className}`}>
      {children}
    </Link>
  );
}
