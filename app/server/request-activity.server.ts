/**
 * How many HTTP requests this process is answering, so that background work (the outbox
 * worker, the dashboard's fold) can wait, up to its own maximum, for a moment when none is.
 * ADR 0008 (benchmarks and hardening checks).
 */
export type RequestActivity = {
  /** Counts a request as begun; call the function returned once it has ended (extra calls do nothing). */
  begin(): () => void;
  /** Requests begun and not yet ended. */
  inFlight(): number;
  /**
   * Resolves as soon as no request is in flight (at once when none is), or after `maxWaitMs`
   * whatever happens, to `true` when it found the process idle and `false` when it gave up.
   */
  whenIdle(maxWaitMs: number): Promise<boolean>;
};

/** What background work needs of it: a wait for a quiet moment. */
export type QuietMoments = Pick<RequestActivity, "whenIdle">;

export function createRequestActivity(): RequestActivity {
  let inFlight = 0;
  const waiting = new Set<(idle: boolean) => void>();

  function settleWaiting() {
    for (const resolve of [...waiting]) resolve(true);
  }

  return {
    begin() {
      inFlight++;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight--;
        if (inFlight === 0) settleWaiting();
      };
    },
    inFlight: () => inFlight,
    whenIdle(maxWaitMs) {
      if (inFlight === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => finish(false), Math.max(0, maxWaitMs));
        // A wait must not keep a stopping process alive.
        timer.unref?.();
        function finish(idle: boolean) {
          clearTimeout(timer);
          waiting.delete(finish);
          resolve(idle);
        }
        waiting.add(finish);
      });
    },
  };
}
