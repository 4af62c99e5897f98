/** Longest a caller waits on a read another request started before it reads for itself. */
const SHARED_READ_MAX_MS = 1000;

/**
 * Coalesces concurrent reads of one value without ever answering a caller from a read that
 * started before it asked: a caller arriving while a read is under way waits for the next one,
 * which starts as soon as that one ends and serves everyone who arrived meanwhile. So many
 * concurrent requests cost about two reads, not one each, and each still sees every change
 * committed before it arrived. A shared read belongs to the request that started it; if that
 * request is cancelled mid-read, its waiters read for themselves after SHARED_READ_MAX_MS and
 * the stuck read is forgotten.
 */
export function freshReads<T>(maxWaitMs = SHARED_READ_MAX_MS): (read: () => Promise<T>) => Promise<T> {
  let running: { promise: Promise<T>; started: number } | undefined;
  let queued: Promise<T> | undefined;
  const start = (read: () => Promise<T>) => {
    const current = { promise: read(), started: Date.now() };
    running = current;
    const clear = () => {
      if (running === current) running = undefined;
    };
    current.promise.then(clear, clear);
    return current.promise;
  };
  return (read) => {
    if (running && Date.now() - running.started > maxWaitMs) running = queued = undefined;
    if (!running) return start(read);
    const after = running.promise;
    queued ??= after.then(
      () => ((queued = undefined), start(read)),
      () => ((queued = undefined), start(read)),
    );
    return withDeadline(queued, maxWaitMs, read);
  };
}

/** `shared`, or this caller's own `read()` if `shared` hasn't settled within `ms`. */
function withDeadline<T>(shared: Promise<T>, ms: number, read: () => Promise<T>): Promise<T> {
  let timer = 0;
  const own = new Promise<T>((resolve, reject) => {
    timer = setTimeout(() => read().then(resolve, reject), ms);
  });
  return Promise.race([shared, own]).finally(() => clearTimeout(timer));
}

/**
 * Shares one read with every caller that asks within `maxAgeMs` of the moment it began, so a
 * burst of requests costs one read per window instead of one each. `renew` starts a read that
 * later callers share from then on. A read that rejects, or whose value `keep` refuses, is
 * shared only while it is under way: the next caller after it ends reads again.
 */
export function recentReads<T>(maxAgeMs: number, keep: (value: T) => boolean = () => true) {
  let recent: { began: number; value: Promise<T> } | undefined;
  const renew = (read: () => Promise<T>): Promise<T> => {
    const entry = { began: Date.now(), value: read() };
    recent = entry;
    const forget = () => {
      if (recent === entry) recent = undefined;
    };
    entry.value.then((value) => keep(value) || forget(), forget);
    return entry.value;
  };
  return {
    get: (read: () => Promise<T>): Promise<T> =>
      recent && Date.now() - recent.began < maxAgeMs ? recent.value : renew(read),
    renew,
    /** Drops the shared read, so the next caller reads again. */
    forget: () => {
      recent = undefined;
    },
  };
}
