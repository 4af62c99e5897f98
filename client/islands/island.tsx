import { createContext, lazy, useContext, useId, type ComponentType, type LazyExoticComponent } from "react";
import { useDocumentMode } from "./document-mode";
import { ISLANDS, type IslandName, type IslandProps } from "./island-table";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_ID_PREFIX_ATTRIBUTE,
  ISLAND_LINKED_BY_ATTRIBUTE,
  ISLAND_LOAD_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  ISLAND_REMEMBERS_ATTRIBUTE,
  type IslandLoad,
} from "./island-load";

/** An island the page's render met, to be rendered as its own root and put in its place. */
export interface IslandSlot {
  name: IslandName;
  props: object;
  /** The island root's `identifierPrefix`, also the mark of its place in the page's markup. */
  prefix: string;
}

/** Collects the islands of one server render of a document (client/prerender/render-page.tsx). */
export const IslandSlotsContext = createContext<IslandSlot[] | null>(null);

/** Where an island's own render goes in the page's markup. */
export const islandPlaceholder = (prefix: string): string => `<!--island:${prefix}-->`;

const serverComponents = new Map<IslandName, LazyExoticComponent<ComponentType<object>>>();

/** An island's component, loaded on the server as its own chunk, as the browser loads it. */
export function IslandComponent({ name, props }: { name: IslandName; props: object }) {
  let Component = serverComponents.get(name);
  if (!Component) {
    Component = lazy(async () => ({ default: (await ISLANDS[name]()) as ComponentType<object> }));
    serverComponents.set(name, Component);
  }
  return <Component {...props} />;
}

/**
 * An interactive part of a document (docs/decisions/072-documents-with-islands.md). The page's
 * render leaves a mark here and notes the island; the island is then rendered as a root of its
 * own (island-root.tsx) and put in the mark's place. The browser hydrates the element alone, as
 * the same root with the same identifier prefix, so every node and every generated id is kept.
 * The element names the island, when it loads and its props (JSON): props must be plain data.
 */
export function Island<N extends IslandName>({
  name,
  load,
  props,
  remembers,
  linkedBy,
}: {
  name: N;
  load: IslandLoad;
  props: IslandProps<N>;
  /** The storage key of what the island remembers in this browser (island-load.ts). */
  remembers?: string;
  /** The query parameter a `linked` island loads for (island-load.ts). */
  linkedBy?: string;
}) {
  const slots = useContext(IslandSlotsContext);
  // Unique in the page and the same on every pass of the page's render.
  const prefix = `i${useId().replace(/\W/g, "")}-`;
  if (!slots) throw new Error(`The ${name} island renders only in a document's server render`);
  slots.push({ name, props: props as object, prefix });
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_LOAD_ATTRIBUTE]: load,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_ID_PREFIX_ATTRIBUTE]: prefix,
        ...(remembers ? { [ISLAND_REMEMBERS_ATTRIBUTE]: remembers } : {}),
        ...(linkedBy ? { [ISLAND_LINKED_BY_ATTRIBUTE]: linkedBy } : {}),
      }}
      dangerouslySetInnerHTML={{ __html: islandPlaceholder(prefix) }}
    />
  );
}

/**
 * A part that acts, placed once for both renders: an island in a document, the component
 * itself in the app's screens (which hydrate whole).
 */
export function ActingPart<N extends IslandName>({
  island,
  load,
  props,
  linkedBy,
  component: Component,
}: {
  island: N;
  load: IslandLoad;
  props: IslandProps<N>;
  linkedBy?: string;
  component: ComponentType<IslandProps<N>>;
}) {
  if (useDocumentMode()) return <Island name={island} load={load} props={props} {...(linkedBy ? { linkedBy } : {})} />;
  const Part = Component as ComponentType<object>;
  return <Part {...(props as object)} />;
}
