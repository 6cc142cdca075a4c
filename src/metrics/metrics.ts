/**
 * The bot's Prometheus metrics (prom-client), one Registry per process. The router and the store
 * are handed observers (`interactions`, `store`) rather than importing this module, so the table
 * and engine stay pure and the store knows nothing of Discord or of prom-client.
 *
 *   sabot_gateway_status{shard}              1 while the shard's gateway session is ready, else 0
 *   sabot_interaction_seconds{kind,outcome}  from an interaction's arrival to its handler's end
 *   sabot_commits_total{backend}             journal commits made durable
 *   sabot_commit_seconds{backend}            from a commit's start to its commit point
 *   sabot_storage_errors_total{backend}      batches of commands storage failed
 *   sabot_ownership_changes_total{change}    servers' leases gained or lost by this process
 * and prom-client's default process metrics (CPU, memory, event loop lag, GC).
 */
import {
  Counter,
  collectDefaultMetrics,
  Gauge,
  Histogram,
  type MetricObjectWithValues,
  type MetricValue,
  Registry,
} from 'prom-client';
import type { InteractionKind, InteractionObserver, InteractionOutcome } from '../discord/router.js';
import type { OwnershipChange, StoreObserver } from '../store/observer.js';

/** The storage a STORAGE_URL names, as the `backend` label says it. */
export type Backend = 'sqlite' | 'postgresql' | 'redis';

export const backendOf = (storageUrl: string): Backend =>
  storageUrl.startsWith('redis') ? 'redis' : storageUrl.startsWith('postgres') ? 'postgresql' : 'sqlite';

/** A registry's metrics as data (what AggregatorRegistry.aggregate takes, one per process). */
export type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/** One shard's gateway as this process sees it. */
export interface GatewayState {
  readonly shard: number;
  readonly ready: boolean;
}

/** Where the gateway status comes from at each scrape: the client's sessions, or the manager's shards. */
export type GatewayStates = () => readonly GatewayState[];

/** Interactions are answered within Discord's 3 s; the buckets centre on what a player notices. */
const INTERACTION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
/** A commit on SQLite takes a fraction of a millisecond; on a remote server a network round trip. */
const COMMIT_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** Registers `sabot_gateway_status`, read from `states` at each scrape. */
export const gatewayGauge = (registry: Registry, states: GatewayStates): Gauge<'shard'> =>
  new Gauge({
    name: 'sabot_gateway_status',
    help: "1 while the shard's gateway session is ready (identified or resumed), 0 otherwise",
    labelNames: ['shard'],
    registers: [registry],
    collect() {
      this.reset();
      for (const { shard, ready } of states()) this.set({ shard: String(shard) }, ready ? 1 : 0);
    },
  });

export interface BotMetricsOptions {
  readonly backend: Backend;
}

export class BotMetrics {
  readonly registry = new Registry();
  private readonly interactionSeconds: Histogram<'kind' | 'outcome'>;
  private readonly commits: Counter<'backend'>;
  private readonly commitSeconds: Histogram<'backend'>;
  private readonly storageErrors: Counter<'backend'>;
  private readonly ownershipChanges: Counter<'change'>;
  private readonly backend: Backend;

  constructor(options: BotMetricsOptions) {
    const registers = [this.registry];
    this.backend = options.backend;
    this.interactionSeconds = new Histogram({
      name: 'sabot_interaction_seconds',
      help: 'Interactions (commands, buttons, selects, forms) from arrival to the end of their handling',
      labelNames: ['kind', 'outcome'],
      buckets: INTERACTION_BUCKETS,
      registers,
    });
    this.commits = new Counter({
      name: 'sabot_commits_total',
      help: 'Journal commits made durable (one per batch of commands for a server)',
      labelNames: ['backend'],
      registers,
    });
    this.commitSeconds = new Histogram({
      name: 'sabot_commit_seconds',
      help: "A journal commit's time to its commit point",
      labelNames: ['backend'],
      buckets: COMMIT_BUCKETS,
      registers,
    });
    this.storageErrors = new Counter({
      name: 'sabot_storage_errors_total',
      help: 'Batches of commands that failed because storage failed (a read, a lease claim or a commit)',
      labelNames: ['backend'],
      registers,
    });
    this.ownershipChanges = new Counter({
      name: 'sabot_ownership_changes_total',
      help: "Servers' leases this process gained (took or took over) or lost (found taken by another process)",
      labelNames: ['change'],
      registers,
    });
    // Both series exist from the start, so a rate over them is 0 rather than absent.
    for (const change of ['gained', 'lost'] as const) this.ownershipChanges.inc({ change }, 0);
    this.commits.inc({ backend: this.backend }, 0);
    this.storageErrors.inc({ backend: this.backend }, 0);
  }

  /** Adds prom-client's process metrics (CPU, memory, event loop, GC), in the process the bot runs in. */
  collectProcessMetrics(): void {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Reports the gateway of the shards `states` lists. Only the process that serves the endpoint
   * does: under a sharding manager the manager reports its shards, so they are not counted twice.
   */
  reportGateway(states: GatewayStates): void {
    gatewayGauge(this.registry, states);
  }

  /** For the router. */
  readonly interactions: InteractionObserver = {
    interactionStarted: (kind: InteractionKind) => {
      const end = this.interactionSeconds.startTimer({ kind });
      return (outcome: InteractionOutcome) => {
        end({ outcome });
      };
    },
  };

  /** For the store. */
  readonly store: StoreObserver = {
    commitStarted: () => {
      const end = this.commitSeconds.startTimer({ backend: this.backend });
      return () => {
        end();
        this.commits.inc({ backend: this.backend });
      };
    },
    storageFailed: () => this.storageErrors.inc({ backend: this.backend }),
    ownershipChanged: (change: OwnershipChange) => this.ownershipChanges.inc({ change }),
  };

  /** The Prometheus text exposition. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  /** The same as data, for a sharding manager to aggregate (AggregatorRegistry). */
  json(): Promise<MetricsJson> {
    return this.registry.getMetricsAsJSON();
  }
}
