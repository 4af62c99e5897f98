import { useLocation, useSearch } from "wouter";

/**
 * A list's filter kept in the address (`?<param>=<choice>`), so a link can open the list on one
 * and Back returns to it; the first of `choices` is the default and leaves the address bare.
 */
export function useAddressFilter<T extends string>(param: string, choices: readonly T[]): [T, (next: T) => void] {
  const asked = new URLSearchParams(useSearch()).get(param);
  const current = (choices as readonly string[]).includes(asked ?? "") ? (asked as T) : choices[0]!;
  const [path, navigate] = useLocation();
  return [current, (next) => navigate(next === choices[0] ? path : `${path}?${param}=${next}`)];
}

/** The filter's buttons: one pressed (`aria-pressed`), in a named group. */
export function FilterButtons<T extends string>({
  name,
  choices,
  current,
  onPick,
  text,
}: {
  /** The group's accessible name. */
  name: string;
  choices: readonly T[];
  current: T;
  onPick: (choice: T) => void;
  text: (choice: T) => string;
}) {
  return (
    <div role="group" aria-label={name} className="flex flex-wrap gap-2">
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={current === choice}
          onClick={() => onPick(choice)}
          className={`inline-flex min-h-11 items-center rounded-md px-4 font-semibold ring-1 ${
            current === choice ? "bg-ink text-white ring-ink" : "bg-white text-ink ring-ink/20 hover:ring-wine"
          }`}
        >
          {text(choice)}
        </button>
      ))}
    </div>
  );
}
