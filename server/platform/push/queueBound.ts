// A bound on what aedes' in-memory persistence keeps per persistent session. aedes queues a QoS 1
// message for every stored (clean: false) subscription until the client acknowledges it, with no
// limit of its own; these wrappers count each session's queue and stop queueing beyond a limit
// (a lower one while the client is offline). What is not queued is not lost: messages and to-dos
// live in the database, and the shell re-reads the unread list after every reconnect.

/** The part of aedes' persistence (promise form, as aedes 1.x calls it) these wrappers touch. */
export interface OutgoingPersistence {
  outgoingEnqueue(sub: { clientId: string }, packet: unknown): Promise<unknown>;
  outgoingEnqueueCombi(subs: ReadonlyArray<{ clientId: string }>, packet: unknown): Promise<unknown>;
  outgoingClearMessageId(client: { id: string }, packet: unknown): Promise<unknown>;
  outgoingUpdate(client: { id: string }, packet: { brokerId?: string }): Promise<unknown>;
  outgoingStream(client: { id: string }): AsyncIterable<unknown>;
  cleanSubscriptions(client: { id: string }): Promise<unknown>;
}

export interface QueueLimits {
  /** Messages kept for a session whose client is connected (sent, awaiting PUBACK). */
  online: number;
  /** Messages kept for a session whose client is away. */
  offline: number;
}

export interface QueueBound {
  /** Messages queued now for a session. */
  queued(clientId: string): number;
  /** Messages not queued because a session was full, since start. */
  readonly dropped: number;
  /** Removes a stored session: its subscriptions and its queue. */
  dropSession(clientId: string): Promise<void>;
}

/**
 * Wraps the persistence's queue methods in place (aedes holds the object) and answers the counters.
 * `brokerId`: this broker's id on a bus shared with other instances' brokers (mqemitter-redis).
 */
export function boundOutgoingQueues(persistence: OutgoingPersistence, isOnline: (clientId: string) => boolean, limits: QueueLimits, brokerId?: string): QueueBound {
  const counts = new Map<string, number>();
  let dropped = 0;
  const admit = (clientId: string): boolean => {
    const count = counts.get(clientId) ?? 0;
    if (count >= (isOnline(clientId) ? limits.online : limits.offline)) {
      dropped += 1;
      return false;
    }
    counts.set(clientId, count + 1);
    return true;
  };
  const enqueue = persistence.outgoingEnqueue.bind(persistence);
  const enqueueCombi = persistence.outgoingEnqueueCombi.bind(persistence);
  const clear = persistence.outgoingClearMessageId.bind(persistence);
  persistence.outgoingEnqueue = async (sub, packet) => (admit(sub.clientId) ? enqueue(sub, packet) : undefined);
  persistence.outgoingEnqueueCombi = async (subs, packet) => {
    const admitted = subs.filter((sub) => admit(sub.clientId));
    return admitted.length > 0 ? enqueueCombi(admitted, packet) : undefined;
  };
  // aedes queues a QoS 1 message for the persistent sessions of the broker it is published on, then
  // each broker's delivery updates the queued copy with its packet id, and closes the client when
  // there is none ("no such packet"). A message from another instance's broker (over the shared bus)
  // was queued there, not here: without this, every such message cut the receiver's socket and the
  // user learnt of it only from the re-read after the reconnect. It is queued here on arrival.
  const update = persistence.outgoingUpdate.bind(persistence);
  persistence.outgoingUpdate = async (client, packet) => {
    if (brokerId !== undefined && packet.brokerId !== undefined && packet.brokerId !== brokerId) {
      try {
        return await update(client, packet);
      } catch {
        await persistence.outgoingEnqueue({ clientId: client.id }, packet);
      }
    }
    return update(client, packet);
  };
  persistence.outgoingClearMessageId = async (client, packet) => {
    const removed = await clear(client, packet);
    if (removed) {
      const count = (counts.get(client.id) ?? 1) - 1;
      if (count > 0) counts.set(client.id, count);
      else counts.delete(client.id);
    }
    return removed;
  };
  return {
    queued: (clientId) => counts.get(clientId) ?? 0,
    get dropped() {
      return dropped;
    },
    dropSession: async (clientId) => {
      const client = { id: clientId };
      await persistence.cleanSubscriptions(client);
      const queued: unknown[] = [];
      for await (const packet of persistence.outgoingStream(client)) queued.push(packet);
      for (const packet of queued) await persistence.outgoingClearMessageId(client, packet);
      counts.delete(clientId);
    },
  };
}
