import { SamplePlayer } from "#client/components/ui/sample-player";
import { ActingPart } from "#client/islands/island";
import { useLabels } from "#client/i18n/labels";
import type { ProductDetail } from "#worker/contract/shop-fields";
import { audioSampleUrl } from "#worker/contract/shop-samples";
import { durationClock, SAMPLE_LABELS } from "../samples-labels";

/**
 * A product's listening samples, each with its title, length and player (an island whose code
 * loads on the first press). Every player starts with `preload="none"`, so the page asks for no
 * audio until the visitor presses play, and one plays at a time.
 */
export function ProductSamples({ product }: { product: ProductDetail }) {
  const label = useLabels(SAMPLE_LABELS);
  return (
    <ol aria-label={label("samplesOf", { title: product.title })} className="space-y-4">
      {product.samples.map((sample) => {
        const title = product.samples.length > 1 ? sample.title : product.title;
        const length = sample.durationSeconds === null ? null : durationClock(sample.durationSeconds);
        return (
          <li key={sample.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/10" data-sample={sample.id}>
            <p className="flex items-baseline justify-between gap-3 font-semibold">
              <span>{sample.title}</span>
              {length && <span className="text-sm font-normal text-ink/70 tabular-nums">{length}</span>}
            </p>
            <ActingPart
              island="sample-player"
              load="press"
              props={{
                tone: "light",
                src: audioSampleUrl(product.slug, sample.id),
                labels: {
                  play: label("play", { title }),
                  pause: label("pause", { title }),
                  position: label("position", { title }),
                  of: label("of", { at: "{at}", length: "{length}" }),
                  idle: length ? label("idle", { length }) : label("idleUnknown"),
                  failed: label("failed"),
                },
              }}
              component={SamplePlayer}
            />
          </li>
        );
      })}
    </ol>
  );
}
