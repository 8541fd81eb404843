/**
 * Broker benchmark (issue 26): how many WebSocket MQTT connections one embedded broker (the
 * reference server's aedes at /mqtt) and one Debian Mosquitto hold on this machine, on loopback, and
 * publish → delivery latency at that load.
 *
 *   npx tsx tests/bench/brokers.bench.ts      (part of npm run bench)
 *
 * Each broker is measured the same way:
 * 1. Ramp: connections as the shell makes them (MQTT 3.1.1 over WebSocket, its own user and password,
 *    clean: false, keepalive 10 s with PINGREQs on time, SUBSCRIBE to its own topic at QoS 1), in
 *    steps of 500, 1000, 2000, 4000, 8000, 16000 (BOUND), at most CONCURRENCY opening at once. After each
 *    step a settle of SETTLE_MS, then: connections held (SUBACK received and still open), ramp time,
 *    the broker process's RSS and CPU, failures. The ramp stops at the first step with a failure, at
 *    BOUND, or after RAMP_BUDGET_MS.
 * 2. At the highest step reached: MESSAGES publishes at RATE per second, each to a random held
 *    subscriber, from the server's side — the embedded broker through the server's own push path
 *    (ctx.push.publish, asked over IPC), Mosquitto through a publisher user over WebSocket — and the
 *    latency from the publish decision to the PUBLISH arriving at that subscriber, both read from
 *    performance.now() of this process.
 *
 * The embedded server runs in a process of its own (embeddedBrokerProcess.ts), as Mosquitto does:
 * both brokers' memory and CPU are their own process's, read from /proc. The clients run in this
 * process, on the same 2 cores: its CPU share is printed beside the broker's to say which bound the
 * figure. Writes bench-results/brokers.json and prints a summary table. Exits 1 when a broker holds
 * no step whole, a message is lost or misdelivered.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machineOf, runBench, stats, writeResult } from './benchKit';
import { heldWhole, maxOpenFiles, rampSteps, statCpuSeconds, statusMiB, stopReason, type StepRecord } from './brokerRamp';
import type { BenchUser, ChildMessage, ParentMessage } from './embeddedBrokerProcess';
import { KEEPALIVE_SECONDS, MqttFleet, connectPublisher, type Credentials } from './mqttFleet';
import { startMosquitto } from './mosquittoProcess';

const FIRST_STEP = 500;
// 16,000: the clients' process and each broker hold one descriptor per connection, and this
// machine's hard open-files limit is 20,000 (checked below).
const BOUND = Number(process.env.BROKER_BENCH_BOUND ?? 16_000);
const CONCURRENCY = 100;
const SETTLE_MS = 1500;
const RAMP_BUDGET_MS = 60_000;
const MESSAGES = 500;
const RATE = 100;
const DELIVERY_WAIT_MS = 10_000;

const HERE = path.dirname(fileURLToPath(import.meta.url));

interface Broker {
  name: string;
  version: string;
  pid: number;
  url: string;
  credentialsOf(index: number): Credentials;
  /** Publishes message `id` to the user of subscriber `index`, from the server's side. */
  publish(index: number, id: string): void;
  setupMs: number;
  stop(): Promise<void>;
}

interface StepResult extends StepRecord {
  rampMs: number;
  brokerRssMiB: number | undefined;
  brokerCpuPercent: number;
  clientCpuPercent: number;
}

const proc = (pid: number, file: string) => readFileSync(`/proc/${pid}/${file}`, 'utf8');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percent = (cpuSeconds: number, ms: number) => Math.round((cpuSeconds / (ms / 1000)) * 100);
const clientCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** Measures one broker: the ramp, then the latency at the highest step reached. */
async function measure(broker: Broker) {
  const sent = new Map<string, { index: number; at: number }>();
  const latencies: number[] = [];
  let misdelivered = 0;
  let duplicates = 0;
  const delivered = new Set<string>();
  const fleet = new MqttFleet(broker.url, (index) => broker.credentialsOf(index), (index, payload, at) => {
    let id: unknown;
    try {
      id = (JSON.parse(payload.toString('utf8')) as { id?: unknown }).id;
    } catch {
      return;
    }
    const message = typeof id === 'string' ? sent.get(id) : undefined;
    if (!message) return;
    if (message.index !== index) misdelivered += 1;
    else if (delivered.has(id as string)) duplicates += 1;
    else {
      delivered.add(id as string);
      latencies.push(at - message.at);
    }
  });
  const steps: StepResult[] = [];
  let stoppedBy: string | undefined;
  const rampStart = performance.now();
  // The broker with its users set up and no connection yet.
  const idleRssMiB = statusMiB(proc(broker.pid, 'status'), 'VmRSS');
  try {
    const plan = rampSteps(FIRST_STEP, BOUND);
    for (const [n, target] of plan.entries()) {
      const cpuBefore = { broker: statCpuSeconds(proc(broker.pid, 'stat')), client: clientCpuSeconds() };
      const opened = await fleet.openUpTo(target, CONCURRENCY);
      const busyMs = Math.max(1, opened.ms);
      const cpu = { broker: statCpuSeconds(proc(broker.pid, 'stat')) - cpuBefore.broker, client: clientCpuSeconds() - cpuBefore.client };
      await sleep(SETTLE_MS);
      const step: StepResult = {
        target,
        held: fleet.held(),
        failures: opened.failures,
        rampMs: opened.ms,
        brokerRssMiB: statusMiB(proc(broker.pid, 'status'), 'VmRSS'),
        brokerCpuPercent: percent(cpu.broker, busyMs),
        clientCpuPercent: percent(cpu.client, busyMs),
      };
      steps.push(step);
      console.log(
        `${broker.name}: ${step.held}/${target} held, ramp ${step.rampMs} ms (${opened.asked} new), RSS ${step.brokerRssMiB} MiB, CPU broker ${step.brokerCpuPercent}% client ${step.clientCpuPercent}%${Object.keys(step.failures).length ? `, failures ${JSON.stringify(step.failures)}` : ''}`,
      );
      stoppedBy = stopReason(step, n === plan.length - 1, performance.now() - rampStart, RAMP_BUDGET_MS);
      if (stoppedBy) break;
    }

    // Latency at the highest step reached, to the connections held there.
    const held = fleet.heldIndexes();
    const cpuBefore = { broker: statCpuSeconds(proc(broker.pid, 'stat')), client: clientCpuSeconds() };
    const publishStart = performance.now();
    for (let n = 0; n < MESSAGES && held.length > 0; n += 1) {
      const due = publishStart + (n * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      const index = held[Math.floor(Math.random() * held.length)]!;
      const id = `bench-${n}`;
      sent.set(id, { index, at: performance.now() });
      broker.publish(index, id);
    }
    const deadline = performance.now() + DELIVERY_WAIT_MS;
    while (delivered.size < sent.size && performance.now() < deadline) await sleep(20);
    const publishMs = performance.now() - publishStart;
    const publishCpu = { broker: statCpuSeconds(proc(broker.pid, 'stat')) - cpuBefore.broker, client: clientCpuSeconds() - cpuBefore.client };
    const heldAtEnd = fleet.held();
    return {
      broker: broker.name,
      version: broker.version,
      setupMs: broker.setupMs,
      brokerOpenFilesLimit: maxOpenFiles(proc(broker.pid, 'limits')),
      idleRssMiB,
      steps,
      stoppedBy,
      heldWhole: heldWhole(steps),
      rampMs: Math.round(steps.reduce((sum, step) => sum + step.rampMs, 0)),
      latency: {
        atConnections: held.length,
        heldAtEnd,
        published: sent.size,
        delivered: delivered.size,
        lost: sent.size - delivered.size,
        misdelivered,
        duplicates,
        ratePerSecond: RATE,
        ms: latencies.length > 0 ? stats(latencies, 2) : undefined,
        brokerCpuPercent: percent(publishCpu.broker, publishMs),
        clientCpuPercent: percent(publishCpu.client, publishMs),
      },
    };
  } finally {
    fleet.close();
    await broker.stop();
  }
}

/** The reference server in its own process, with BOUND signed-in users. */
async function startEmbedded(): Promise<Broker> {
  const started = performance.now();
  const child: ChildProcess = fork(path.join(HERE, 'embeddedBrokerProcess.ts'), [String(BOUND)], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ready = await new Promise<{ url: string; users: BenchUser[] }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the embedded broker's process exited with ${code}`)));
    child.on('message', (message: ChildMessage) => {
      if ('ready' in message) resolve(message);
      else console.error(`embedded: publish ${message.published} failed: ${message.error}`);
    });
  });
  child.removeAllListeners('exit');
  const send = (message: ParentMessage) => child.send(message);
  return {
    name: 'embedded (aedes)',
    version: `aedes in the reference server, Node ${process.version}`,
    pid: child.pid!,
    url: ready.url,
    credentialsOf: (index) => ready.users[index]!,
    publish: (index, id) => send({ publish: index, id }),
    setupMs: Math.round(performance.now() - started),
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      send({ stop: true });
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

async function startMosquittoBroker(): Promise<Broker> {
  const started = performance.now();
  const mosquitto = await startMosquitto(BOUND);
  const publisher = await connectPublisher(mosquitto.url, mosquitto.publisher.username, mosquitto.publisher.password);
  return {
    name: 'Mosquitto',
    version: mosquitto.version,
    pid: mosquitto.pid,
    url: mosquitto.url,
    credentialsOf: (index) => mosquitto.users[index]!,
    publish: (index, id) =>
      publisher.publish(mosquitto.users[index]!.topic, Buffer.from(JSON.stringify({ type: 'message', id, title: 'bench', sentAt: new Date().toISOString() }))),
    setupMs: Math.round(performance.now() - started),
    stop: async () => {
      publisher.close();
      await mosquitto.stop();
    },
  };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function summary(results: Measured[]): string {
  const rows = [['broker', 'held whole', 'stopped by', 'ramp s', 'RSS MiB idle→held', 'CPU broker/client (ramp)', 'p50 ms', 'p95 ms', 'max ms', 'lost', 'CPU broker/client (publish)']];
  for (const result of results) {
    const last = result.steps.at(-1);
    rows.push([
      result.broker,
      String(result.heldWhole),
      result.stoppedBy ?? '?',
      (result.rampMs / 1000).toFixed(1),
      `${result.idleRssMiB ?? '?'} → ${last?.brokerRssMiB ?? '?'}`,
      `${last?.brokerCpuPercent ?? '?'}% / ${last?.clientCpuPercent ?? '?'}%`,
      String(result.latency.ms?.median ?? '-'),
      String(result.latency.ms?.p95 ?? '-'),
      String(result.latency.ms?.max ?? '-'),
      String(result.latency.lost),
      `${result.latency.brokerCpuPercent}% / ${result.latency.clientCpuPercent}%`,
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}

async function main(): Promise<void> {
  const started = performance.now();
  const clientOpenFiles = maxOpenFiles(proc(process.pid, 'limits')) ?? 0;
  if (clientOpenFiles < BOUND + 200) {
    throw new Error(`the open-files limit (${clientOpenFiles}) is under ${BOUND + 200}: raise it (ulimit -n) or lower BROKER_BENCH_BOUND`);
  }
  const results: Measured[] = [];
  results.push(await measure(await startEmbedded()));
  results.push(await measure(await startMosquittoBroker()));
  const totalSeconds = Math.round((performance.now() - started) / 100) / 10;

  writeResult('brokers', {
    date: new Date().toISOString(),
    environment: { ...machineOf(), clientOpenFilesLimit: clientOpenFiles },
    method: {
      transport: 'MQTT 3.1.1 over WebSocket (subprotocol mqtt), loopback 127.0.0.1',
      client: `as the shell: own user and password, clean: false, keepalive ${KEEPALIVE_SECONDS} s with PINGREQ, SUBSCRIBE own topic QoS 1, PUBACK; raw packets over ws in one Node process`,
      steps: rampSteps(FIRST_STEP, BOUND),
      concurrency: CONCURRENCY,
      settleMs: SETTLE_MS,
      rampBudgetMs: RAMP_BUDGET_MS,
      messages: MESSAGES,
      ratePerSecond: RATE,
      latency: 'publish decision → PUBLISH read by the subscriber, performance.now() of the client process (embedded: includes the IPC hop to the server process)',
      bound: 'the clients share the 2 cores with the broker: see the CPU columns (client ≈ 100% means the client bounds the ramp time, not the broker)',
    },
    brokers: results,
    totalSeconds,
  });
  console.log(`\nbrokers (bound ${BOUND} connections, ${MESSAGES} publishes at ${RATE}/s; ${totalSeconds} s in all):\n${summary(results)}`);
  const failures = results.flatMap((result) => [
    ...(result.heldWhole === 0 ? [`${result.broker}: held no step whole`] : []),
    ...(result.latency.lost > 0 ? [`${result.broker}: ${result.latency.lost} messages lost`] : []),
    ...(result.latency.misdelivered > 0 ? [`${result.broker}: ${result.latency.misdelivered} messages at the wrong subscriber`] : []),
  ]);
  if (failures.length > 0) {
    console.error(`brokers: missed: ${failures.join('; ')}`);
    process.exitCode = 1;
  }
}

runBench(main);
