import type { ReactNode } from "react";
import { Link, useLocation, useSearch } from "wouter";

/** The sign-in page, set to bring the reader back to `location` (unprefixed) afterwards. */
export function signInHref(location: string, search = ""): string {
  return `/auth?redirect=${encodeURIComponent(search ? `${location}?${search}` : location)}`;
}

/** A link to /auth that brings the reader back to this page once signed in. */
export function SignInLink({ children, className = "" }: { children: ReactNode; className?: string }) {
  const [location] = useLocation();
  const search = useSearch();
  return (
    <Link
      href={signInHref(location, search)}
      className={`font-medium text-wine underline underline-offset-4 ${className}`}
    >
      {children}
    </Link>
  );
}
