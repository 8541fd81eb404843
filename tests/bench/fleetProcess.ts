/**
 * A fleet of MQTT-over-WebSocket subscribers (mqttFleet.ts: each as the shell connects, its own user
 * and token, its own topic at QoS 1) in a process of its own, for push.bench.ts (forked by it; not
 * run by hand). Its own process so that thousands of clients' work does not run on the server's
 * event loop: the server's figures stay the server's, and this process's CPU is reported beside them.
 *
 * Parent → child (IPC):
 *   { credentials, url }   who the subscribers are (index i connects as credentials[i]) and where
 *   { open, concurrency }  open connections until `open` were asked for → { opened, held }
 *   { arm, eventType }     from now on, record each subscriber's first receipt of an event of that type
 *   { collect }            → { collected: receipts (wall-clock ms or null, by index), duplicates, cpuSeconds }
 *   { stop }               close every connection and exit
 * Child → parent, unasked: { complete } once every held subscriber (at arm time) received the armed event.
 */
import { MqttFleet, type Credentials, type StepOpened } from './mqttFleet';

export type FleetRequest =
  | { credentials: Credentials[]; url: string }
  | { open: number; concurrency: number }
  | { arm: true; eventType: string }
  | { collect: true }
  | { stop: true };

export type FleetAnswer =
  | { opened: StepOpened; held: number }
  | { armed: true; expected: number }
  | { complete: true }
  | { collected: { receipts: Array<number | null>; heldIndexes: number[]; duplicates: number; cpuSeconds: number } }
  | { error: string };

/** Wall-clock milliseconds with sub-millisecond steps (the parent reads the same clock). */
const wallNow = (at: number) => performance.timeOrigin + at;

let fleet: MqttFleet | undefined;
let armedType: string | undefined;
let expected = new Set<number>();
let receipts = new Map<number, number>();
let duplicates = 0;
let cpuAtArm = process.cpuUsage();

const send = (answer: FleetAnswer): void => {
  process.send?.(answer);
};

function onMessage(index: number, payload: Buffer, at: number): void {
  if (armedType === undefined) return;
  let type: unknown;
  try {
    type = (JSON.parse(payload.toString('utf8')) as { type?: unknown }).type;
  } catch {
    return;
  }
  if (type !== armedType) return;
  if (receipts.has(index)) {
    duplicates += 1;
    return;
  }
  receipts.set(index, wallNow(at));
  if (expected.has(index) && receipts.size >= expected.size && [...expected].every((i) => receipts.has(i))) send({ complete: true });
}

process.on('message', (request: FleetRequest) => {
  void (async () => {
    if ('credentials' in request) {
      fleet = new MqttFleet(request.url, (index) => request.credentials[index]!, onMessage);
    } else if ('open' in request) {
      if (!fleet) return send({ error: 'no credentials yet' });
      const opened = await fleet.openUpTo(request.open, request.concurrency);
      send({ opened, held: fleet.held() });
    } else if ('arm' in request) {
      armedType = request.eventType;
      expected = new Set(fleet?.heldIndexes() ?? []);
      receipts = new Map();
      duplicates = 0;
      cpuAtArm = process.cpuUsage();
      send({ armed: true, expected: expected.size });
    } else if ('collect' in request) {
      const heldIndexes = [...expected].sort((a, b) => a - b);
      const cpu = process.cpuUsage(cpuAtArm);
      send({ collected: { receipts: heldIndexes.map((index) => receipts.get(index) ?? null), heldIndexes, duplicates, cpuSeconds: (cpu.user + cpu.system) / 1e6 } });
    } else {
      fleet?.close();
      process.exit(0);
    }
  })().catch((error: unknown) => send({ error: String(error) }));
});
process.on('disconnect', () => process.exit(1));
