/**
 * A pool of converter workers, one per core the device offers (within bounds), each given one
 * image at a time. Queued images wait in order; a cancelled image leaves the queue, or, if it
 * is being converted, its worker is stopped and replaced.
 */
import type { ConversionResult, ConversionStage } from "./convert-image";
import type { ConvertRequest, WorkerMessage } from "./converter-protocol";

export class ConversionCancelled extends Error {
  constructor() {
    super("cancelled");
    this.name = "ConversionCancelled";
  }
}

export class ConversionFailed extends Error {
  constructor(readonly reason: Extract<WorkerMessage, { type: "failed" }>["reason"]) {
    super(reason);
    this.name = "ConversionFailed";
  }
}

/** How many workers: the device's cores, at least 1, and at most 4 so memory stays bounded. */
export function poolSize(
  cores: number | undefined = typeof navigator === "undefined" ? undefined : navigator.hardwareConcurrency,
): number {
  return Math.max(1, Math.min(4, Math.floor(cores || 2)));
}

interface Job {
  request: ConvertRequest;
  onStage: (stage: ConversionStage) => void;
  resolve: (result: ConversionResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
}

export type WorkerFactory = () => Worker;

const defaultFactory: WorkerFactory = () =>
  new Worker(new URL("./converter-worker.ts", import.meta.url), { type: "module", name: "image-converter" });

export class WorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];

  constructor(
    readonly size = poolSize(),
    private readonly createWorker: WorkerFactory = defaultFactory,
  ) {}

  convert(request: ConvertRequest, onStage: (stage: ConversionStage) => void = () => {}): Promise<ConversionResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, onStage, resolve, reject });
      this.dispatch();
    });
  }

  /** Stops one image, queued or in progress; its promise rejects with ConversionCancelled. */
  cancel(id: number): void {
    const queued = this.queue.findIndex((job) => job.request.id === id);
    if (queued >= 0) {
      this.queue.splice(queued, 1)[0]!.reject(new ConversionCancelled());
      return;
    }
    const slot = this.slots.find((s) => s.job?.request.id === id);
    if (slot) this.replace(slot, new ConversionCancelled());
  }

  cancelAll(): void {
    for (const job of this.queue.splice(0)) job.reject(new ConversionCancelled());
    for (const slot of [...this.slots]) if (slot.job) this.replace(slot, new ConversionCancelled());
  }

  /** Stops every worker; the pool can't be used afterwards. */
  dispose(): void {
    this.cancelAll();
    for (const slot of this.slots.splice(0)) slot.worker.terminate();
  }

  /** Workers are made as work arrives, so a page that converts nothing starts none. */
  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.shift()!;
      slot.job = job;
      slot.worker.postMessage(job.request);
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: this.createWorker(), job: null };
    slot.worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      const job = slot.job;
      if (!job || job.request.id !== data.id) return;
      if (data.type === "stage") return job.onStage(data.stage);
      slot.job = null;
      if (data.type === "done") job.resolve(data.result);
      else job.reject(new ConversionFailed(data.reason));
      this.dispatch();
    };
    slot.worker.onerror = (event) => {
      event.preventDefault();
      if (slot.job) this.replace(slot, new ConversionFailed("failed"));
    };
    this.slots.push(slot);
    return slot;
  }

  /** Stops a worker mid-image (cancel, crash) and puts a fresh one in its place if work waits. */
  private replace(slot: Slot, error: Error): void {
    const job = slot.job;
    slot.job = null;
    slot.worker.terminate();
    this.slots.splice(this.slots.indexOf(slot), 1);
    job?.reject(error);
    this.dispatch();
  }
}
