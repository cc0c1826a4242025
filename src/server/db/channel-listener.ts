import pg from 'pg';

/** Waits before each reconnect: 0.5 s, doubling to 30 s; a working connection starts again at 0.5 s. */
const LISTEN_RETRY_MS = { first: 500, max: 30_000 };

type Subscription = { onNotify: (payload: string) => void; onReconnect: () => void };

/**
 * One listening connection per server for every channel (the catalogue, the content…), kept apart
 * from the pool. It is opened with the first subscription, reconnects when dropped (then tells every
 * subscriber, since notices may have been missed) and closes with the last.
 */
export function channelListener(connectionString: string) {
  const subscriptions = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  /** The channels the current connection LISTENs on. */
  let listening = new Set<string>();
  let ready = false;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let wait = LISTEN_RETRY_MS.first;
  let connectedOnce = false;

  const stopped = () => subscriptions.size === 0;

  const retry = () => {
    if (stopped() || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    timer.unref();
    wait = Math.min(wait * 2, LISTEN_RETRY_MS.max);
  };

  const lost = (which: pg.Client) => {
    if (client !== which) return;
    client = null;
    ready = false;
    retry();
  };

  /** LISTENs on every subscribed channel the connection does not listen on yet. */
  async function listenAll(current: pg.Client) {
    for (let missing = [...subscriptions.keys()].filter((c) => !listening.has(c)); missing.length > 0; ) {
      for (const channel of missing) {
        await current.query(`LISTEN ${channel}`);
        listening.add(channel);
      }
      missing = [...subscriptions.keys()].filter((c) => !listening.has(c));
    }
  }

  async function connect() {
    const next = new pg.Client({ connectionString });
    client = next;
    listening = new Set();
    ready = false;
    // A dropped connection (a restart, a failover) is retried, never a crash.
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      for (const subscription of subscriptions.get(message.channel) ?? [])
        subscription.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await listenAll(next);
      if (stopped() || client !== next) {
        await next.end().catch(() => {});
        return;
      }
      ready = true;
      wait = LISTEN_RETRY_MS.first;
      if (connectedOnce) {
        for (const set of subscriptions.values()) for (const subscription of set) subscription.onReconnect();
      }
      connectedOnce = true;
    } catch {
      await next.end().catch(() => {});
      if (client === next) {
        client = null;
        retry();
      }
    }
  }

  return function listen(
    channel: string,
    onNotify: (payload: string) => void,
    onReconnect: () => void,
  ): () => Promise<void> {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    const subscription = { onNotify, onReconnect };
    const set = subscriptions.get(channel) ?? new Set();
    set.add(subscription);
    subscriptions.set(channel, set);
    if (!started) {
      started = true;
      void connect();
    } else if (client && ready) {
      const current = client;
      listenAll(current).catch(() => current.end().catch(() => {}));
    }
    return async () => {
      set.delete(subscription);
      if (set.size === 0) subscriptions.delete(channel);
      if (!stopped()) return;
      started = false;
      connectedOnce = false;
      if (timer) clearTimeout(timer);
      timer = null;
      const current = client;
      client = null;
      ready = false;
      await current?.end().catch(() => {});
    };
  };
}
