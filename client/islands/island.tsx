import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { ISLANDS, type IslandName, type IslandProps } from "./island-table";
import { ISLAND_ATTRIBUTE, ISLAND_LOAD_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandLoad } from "./island-load";

const serverComponents = new Map<IslandName, LazyExoticComponent<ComponentType<object>>>();

function componentOf(name: IslandName): LazyExoticComponent<ComponentType<object>> {
  let component = serverComponents.get(name);
  if (!component) {
    component = lazy(async () => ({ default: (await ISLANDS[name]()) as ComponentType<object> }));
    serverComponents.set(name, component);
  }
  return component;
}

/**
 * An interactive part of a document (docs/decisions/072-documents-with-islands.md). The server
 * renders the component with its props inside an element that names it, when it loads and the
 * props (JSON); the browser hydrates that element alone (client/islands/hydrate-island.tsx),
 * with the same providers and the same Suspense boundary, so every node is kept. Props must
 * be plain data.
 */
export function Island<N extends IslandName>({
  name,
  load,
  props,
}: {
  name: N;
  load: IslandLoad;
  props: IslandProps<N>;
}) {
  const Component = componentOf(name);
  return (
    <div
      {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_LOAD_ATTRIBUTE]: load, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}
    >
      <Suspense fallback={null}>
        <Component {...(props as object)} />
      </Suspense>
    </div>
  );
}
