import { useEffect, useRef, useState } from "react";
import { PauseIcon, PlayIcon } from "./icons";

export interface SamplePlayerLabels {
  play: string;
  pause: string;
  position: string;
  /** "{at} of {length}", read out for the position slider. */
  of: (at: string, length: string) => string;
  /** Shown before anything is loaded: what this is and how long the whole track is. */
  idle: string;
  failed: string;
}

/** Seconds as a clock, "3:07". */
export function clockOf(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * A listening sample's player on a dark band: play and pause, a position slider that the
 * keyboard moves (arrows, Home, End), and the time. Nothing is fetched until the visitor
 * presses play (`preload="none"`), so the page costs no audio bytes until then.
 */
export function SamplePlayer({ src, labels }: { src: string; labels: SamplePlayerLabels }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [at, setAt] = useState(0);
  const [length, setLength] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  // Leaving the page stops the sound with it.
  useEffect(() => {
    const element = audio.current;
    return () => element?.pause();
  }, []);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      setFailed(false);
      element.play().catch(() => setFailed(true));
    } else {
      element.pause();
    }
  };

  const known = length !== null && Number.isFinite(length) && length > 0;
  return (
    <div className="mt-5">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? labels.pause : labels.play}
          className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-gold text-ink transition-colors hover:bg-white motion-reduce:transition-none"
        >
          {playing ? <PauseIcon width="18" height="18" /> : <PlayIcon width="18" height="18" />}
        </button>
        <input
          type="range"
          min={0}
          max={known ? length : 1}
          step={0.1}
          value={known ? Math.min(at, length) : 0}
          disabled={!known}
          aria-label={labels.position}
          aria-valuetext={known ? labels.of(clockOf(at), clockOf(length)) : undefined}
          onChange={(event) => {
            const element = audio.current;
            if (!element) return;
            element.currentTime = Number(event.target.value);
            setAt(element.currentTime);
          }}
          className="sample-position h-1.5 min-w-0 flex-1 cursor-pointer accent-gold disabled:cursor-default disabled:opacity-60"
        />
        <span className="shrink-0 text-sm text-white/80 tabular-nums" data-testid="sample-time">
          {known ? `${clockOf(at)} / ${clockOf(length)}` : ""}
        </span>
      </div>
      <p className="mt-2 text-xs text-white/70" aria-live="polite">
        {failed ? labels.failed : known ? "" : labels.idle}
      </p>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setAt(0);
          if (audio.current) audio.current.currentTime = 0;
        }}
        onLoadedMetadata={(event) => setLength(event.currentTarget.duration)}
        onDurationChange={(event) => setLength(event.currentTarget.duration)}
        onTimeUpdate={(event) => setAt(event.currentTarget.currentTime)}
        onError={() => {
          setPlaying(false);
          setFailed(true);
        }}
      />
    </div>
  );
}
