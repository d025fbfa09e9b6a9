/**
 * The virtual users (a child process, so that they share no event loop with what they measure): each signs in,
 * then acts as the tester's mix says until the window ends.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import https from 'node:https';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { type DocumentNode, type OperationDefinitionNode, print } from 'graphql';
import {
  ApproveOpportunityDocument,
  CreateOpportunityDocument,
  DashboardDocument,
  HistoryDocument,
  LoginDocument,
  MeDocument,
  OpportunityDetailsDocument,
  OpportunityListDocument,
} from '../../client/src/__generated__/graphql.js';
import { DEMO_PASSWORD, demoAccounts } from '../../server/db/seed/accounts.js';
import { withCheckDigits } from '../../server/lib/cnpj.js';
import { Browser } from '../../tests/fixtures/gateway.js';
import { createOpportunityInput } from '../../tests/fixtures/gateway-inputs.js';
import { seededRandom } from '../../tests/fixtures/processes.js';
import {
  type Failure,
  type FromGenerator,
  type GeneratorResult,
  GRACE_MS,
  HOST,
  LOGIN_CONCURRENCY,
  MIX,
  OPS,
  type Op,
  PAGE_SIZES,
  type Plan,
  percentile,
  type Role,
  roleOf,
  round1,
  STATUSES,
  THINK_MS,
  type ToGenerator,
} from './workload.js';

const operationName = (doc: DocumentNode) =>
  (doc.definitions.find((d) => d.kind === 'OperationDefinition') as OperationDefinitionNode).name?.value;

/** The documents as the client sends them: printed once, with their operation names. */
const documents = {
  login: { query: print(LoginDocument), operationName: operationName(LoginDocument) },
  list: { query: print(OpportunityListDocument), operationName: operationName(OpportunityListDocument) },
  details: { query: print(OpportunityDetailsDocument), operationName: operationName(OpportunityDetailsDocument) },
  history: { query: print(HistoryDocument), operationName: operationName(HistoryDocument) },
  dashboard: { query: print(DashboardDocument), operationName: operationName(DashboardDocument) },
  me: { query: print(MeDocument), operationName: operationName(MeDocument) },
  create: { query: print(CreateOpportunityDocument), operationName: operationName(CreateOpportunityDocument) },
  approve: { query: print(ApproveOpportunityDocument), operationName: operationName(ApproveOpportunityDocument) },
};

// biome-ignore lint/suspicious/noExplicitAny: answers are read by path, as the client's JSON
type Answer = any;

interface Row {
  id: string;
  name: string | null;
  status: string;
}

interface User {
  index: number;
  role: Role;
  browser: Browser;
  /** Ids this user saw (lists, dashboard, its creations), newest last. */
  seen: string[];
  /** Opportunities in analysis this representative may approve (its share, so that no two approve one). */
  toApprove: Row[];
  /** The list it looked at last, to page through. */
  last?: {
    filter: Record<string, unknown>;
    order?: Record<string, string>;
    pageSize: number;
    page: number;
    pageCount: number;
  };
}

async function generate(plan: Plan, send: (m: FromGenerator) => void): Promise<GeneratorResult> {
  // Idle connections are dropped before the gateway's own keep-alive timeout (Node's 5 s) closes them: reusing one
  // just as the server closes it fails with ECONNRESET, which a browser retries unseen and this client would count.
  http.globalAgent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, timeout: 4_000 });
  https.globalAgent = new https.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, timeout: 4_000 });
  const rnd = seededRandom(plan.seed);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const latencies = Object.fromEntries(OPS.map((op) => [op, [] as number[]])) as Record<Op, number[]>;
  const errors = Object.fromEntries(OPS.map((op) => [op, 0])) as Record<Op, number>;
  const errorsByCode: Record<string, number> = {};
  const retryAfter: Record<string, number> = {};
  const examples: string[] = [];
  let unavailable = 0;
  let windowStart = Number.POSITIVE_INFINITY;
  let windowEnd = Number.POSITIVE_INFINITY;
  const pending = new Map<number, { op: Op; at: number }>();
  let nextRequest = 0;
  const acknowledged = {
    created: [] as string[],
    approved: [] as string[],
    /** When each registration of `created` was sent and answered (epoch ms), in the same order. */
    createdTimes: [] as Array<[number, number]>,
  };
  const failures: Failure[] = [];
  const statuses: Record<string, number> = {};
  const marks: Record<string, { at: number; inFlight: number }> = {};
  if (plan.record) {
    process.on('message', (m: ToGenerator) => {
      if (m.type === 'mark') marks[m.name] = { at: Date.now(), inFlight: pending.size };
    });
  }
  /** The drill's record of one reply (or of none: status 0). */
  const recordReply = (op: Op, sentAt: number, status: number, code: string | undefined, retryAfter: boolean) => {
    if (!plan.record) return;
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (code !== undefined) failures.push({ sentAt, endedAt: Date.now(), op, status, code, retryAfter });
  };
  const inWindow = (at: number) => at >= windowStart && at < windowEnd;
  const listKinds: Record<string, number[]> = {};
  const sizes: Record<string, { total: number; n: number; max: number }> = {};
  const timed = (op: Op, ms: number, tags: string[]) => {
    latencies[op].push(ms);
    for (const tag of tags) {
      listKinds[tag] ??= [];
      listKinds[tag].push(ms);
    }
  };

  const failure = (op: Op, at: number, code: string, example: string) => {
    if (!inWindow(at)) return;
    errors[op] += 1;
    errorsByCode[`${op}:${code}`] = (errorsByCode[`${op}:${code}`] ?? 0) + 1;
    if (code === 'SERVICE_UNAVAILABLE') unavailable += 1;
    if (examples.length < 20) examples.push(`${op} ${code}: ${example.slice(0, 300)}`);
  };

  /** One GraphQL request of `user`, timed to the end of its body; its data, or undefined when it failed. */
  async function send_(
    user: User,
    op: Op | 'login',
    variables: Record<string, unknown>,
    tags: string[] = [],
  ): Promise<Answer> {
    const doc = documents[op];
    const at = performance.now();
    const sentAt = Date.now();
    const id = nextRequest++;
    if (op !== 'login') pending.set(id, { op, at });
    try {
      const reply = await user.browser.request('POST', '/graphql', {
        body: JSON.stringify({ operationName: doc.operationName, query: doc.query, variables }),
        headers: { 'content-type': 'application/json' },
      });
      const ms = performance.now() - at;
      if (!pending.delete(id) && op !== 'login') return undefined; // counted as unfinished already
      let body: {
        data?: Answer;
        errors?: Array<{ message: string; extensions?: { code?: string; retryAfter?: number } }>;
      } = {};
      try {
        body = JSON.parse(reply.text);
      } catch {
        /* not JSON: an error below */
      }
      if (op === 'login') {
        if (reply.status !== 200 || body.errors) throw new Error(`login ${reply.status}: ${reply.text.slice(0, 300)}`);
        return body.data;
      }
      if (inWindow(at)) {
        timed(op, ms, tags);
        sizes[op] ??= { total: 0, n: 0, max: 0 };
        const size = sizes[op];
        size.total += reply.text.length;
        size.n += 1;
        size.max = Math.max(size.max, reply.text.length);
      }
      // Where the wait came from: the HTTP header, or the error's extensions (a GraphQL answer is a 200).
      const header = reply.headers['retry-after'];
      const extension = body.errors?.find((e) => e.extensions?.retryAfter !== undefined)?.extensions?.retryAfter;
      const retry = header !== undefined ? `header ${header}` : extension !== undefined ? `extension ${extension}` : '';
      if (retry && inWindow(at)) retryAfter[retry] = (retryAfter[retry] ?? 0) + 1;
      if (reply.status !== 200 || body.errors?.length || !body.data) {
        const code = body.errors?.[0]?.extensions?.code ?? `HTTP_${reply.status}`;
        failure(op, at, code, reply.text);
        recordReply(op, sentAt, reply.status, code, header !== undefined || extension !== undefined);
        return undefined;
      }
      recordReply(op, sentAt, reply.status, undefined, false);
      if (plan.record && op === 'create') {
        acknowledged.created.push(body.data.createOpportunity.opportunity.id);
        acknowledged.createdTimes.push([sentAt, Date.now()]);
      }
      if (plan.record && op === 'approve') acknowledged.approved.push((variables.input as { id: string }).id);
      return body.data;
    } catch (error) {
      if (op === 'login') throw error;
      if (!pending.delete(id)) return undefined;
      if (inWindow(at)) timed(op, performance.now() - at, tags);
      failure(op, at, 'NETWORK', error instanceof Error ? error.message : String(error));
      recordReply(op, sentAt, 0, 'NETWORK', false);
      return undefined;
    }
  }

  // Logins first, a few at once, timed apart from the load.
  const all: User[] = Array.from({ length: plan.users }, (_, index) => ({
    index,
    role: roleOf(index),
    browser: new Browser(plan.gatewayUrls[index % plan.gatewayUrls.length], plan.host ?? HOST),
    seen: [],
    toApprove: [],
  }));
  const loginTimes: number[] = [];
  const loginStart = performance.now();
  let nextLogin = 0;
  await Promise.all(
    Array.from({ length: LOGIN_CONCURRENCY }, async () => {
      while (nextLogin < all.length) {
        const user = all[nextLogin++];
        const t = performance.now();
        await send_(user, 'login', {
          input: { username: demoAccounts[user.role].email, password: DEMO_PASSWORD, keepConnected: true },
        });
        loginTimes.push(performance.now() - t);
      }
    }),
  );
  const loginTotal = performance.now() - loginStart;
  loginTimes.sort((a, b) => a - b);
  console.log(`  ${all.length} users signed in in ${Math.round(loginTotal)} ms`);

  const representatives = all.filter((u) => u.role === 'representative');
  const approverOf = (id: string) => {
    let h = 0;
    for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    return representatives[h % representatives.length]?.index;
  };
  const remember = (user: User, rows: Row[]) => {
    for (const r of rows) {
      user.seen.push(r.id);
      if (user.role === 'representative' && r.status === 'ANALYSIS' && approverOf(r.id) === user.index) {
        if (!user.toApprove.some((a) => a.id === r.id)) user.toApprove.push(r);
      }
    }
    if (user.seen.length > 200) user.seen.splice(0, user.seen.length - 200);
    if (user.toApprove.length > 50) user.toApprove.splice(0, user.toApprove.length - 50);
  };
  const weighted = <T>(items: Array<[T, number]>): T => {
    let r = rnd.next() * items.reduce((s, [, w]) => s + w, 0);
    for (const [item, w] of items) {
      r -= w;
      if (r < 0) return item;
    }
    return items[items.length - 1][0];
  };
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const v = plan.vocabulary;
  let creations = 0;

  /** A new list as a user composes it: some filters at once, often none; an order; the first page. */
  const newList = (): NonNullable<User['last']> => {
    const filter: Record<string, unknown> = {};
    if (rnd.next() < 0.45) {
      filter.statuses = rnd.shuffle([...STATUSES]).slice(0, rnd.int(1, 3));
    }
    if (rnd.next() < 0.25) {
      // Ranges that end today (the last 30 days most often), or a month or a quarter somewhere in the past.
      const [from, to] = weighted<() => [number, number]>([
        [() => [30, 0], 4],
        [() => [7, 0], 2],
        [() => [365, 0], 1],
        [
          () => {
            const end = rnd.int(30, 700);
            return [end + 30, end];
          },
          2,
        ],
        [
          () => {
            const end = rnd.int(400, 800);
            return [end + 90, end];
          },
          1,
        ],
      ])();
      filter.dateFrom = day(from);
      filter.dateTo = day(to);
    }
    if (rnd.next() < 0.15 && v.places.length) {
      const place = weighted(v.places.map((p) => [p, p.weight] as [typeof p, number]));
      filter.state = place.state;
      if (rnd.next() < 0.6) filter.city = place.city;
    }
    if (rnd.next() < 0.12) filter.name = rnd.next() < 0.75 ? v.name.common : v.name.none;
    if (rnd.next() < 0.08) filter.fantasyName = rnd.next() < 0.75 ? v.client.common : v.client.none;
    const order =
      rnd.next() < 0.5
        ? undefined
        : { field: rnd.pick(['CREATED_AT', 'ESTIMATED']), direction: rnd.pick(['ASC', 'DESC']) };
    return { filter, order, pageSize: weighted(PAGE_SIZES), page: 1, pageCount: 1 };
  };

  /** What a list asks, to tell which kinds of list are slow. */
  const tagsOf = (l: NonNullable<User['last']>, role: Role) => {
    const f = l.filter;
    return [
      l.page === 1 ? 'first page' : l.page <= 5 ? 'pages 2-5' : 'deep page (> 5)',
      `${l.pageSize} rows`,
      role === 'resale' || role === 'seller' ? 'resale scope' : 'brand scope',
      Object.keys(f).length ? 'filtered' : 'no filter',
      ...(f.statuses ? ['statuses'] : []),
      ...(f.dateFrom ? ['date range'] : []),
      ...(f.state ? [f.city ? 'state and city' : 'state'] : []),
      ...(f.name ? [f.name === v.name.none ? 'name (no match)' : 'name (~2%)'] : []),
      ...(f.fantasyName ? [f.fantasyName === v.client.none ? 'client (no match)' : 'client (~2%)'] : []),
      l.order ? `${l.order.field} ${l.order.direction}` : 'default order',
    ];
  };

  const list = async (user: User, next: NonNullable<User['last']>) => {
    const data = await send_(
      user,
      'list',
      {
        filter: next.filter,
        ...(next.order ? { order: next.order } : {}),
        page: next.page,
        pageSize: next.pageSize,
      },
      tagsOf(next, user.role),
    );
    if (!data) return;
    remember(user, data.opportunities.items);
    user.last = { ...next, pageCount: data.opportunities.pageInfo.pageCount };
  };

  const actions: Record<Op, (user: User) => Promise<void>> = {
    async list(user) {
      const last = user.last;
      if (last && last.pageCount > 1 && rnd.next() < 0.35) {
        // Paging through the list it has: the next page, or one far down (the page links, a typed page number).
        const page =
          rnd.next() < 0.6
            ? Math.min(last.page + 1, last.pageCount)
            : Math.round(Math.exp(Math.log(2) + rnd.next() * (Math.log(last.pageCount) - Math.log(2))));
        return list(user, { ...last, page });
      }
      return list(user, newList());
    },
    async details(user) {
      if (!user.seen.length) return list(user, newList());
      await send_(user, 'details', { id: rnd.pick(user.seen) });
    },
    async history(user) {
      if (!user.seen.length) return list(user, newList());
      await send_(user, 'history', { typeId: rnd.pick(user.seen), page: 1, pageSize: 10 });
    },
    async dashboard(user) {
      const data = await send_(user, 'dashboard', {});
      if (data) remember(user, data.dashboard.latest);
    },
    async me(user) {
      await send_(user, 'me', {});
    },
    async create(user) {
      const n = creations++;
      const root = `${v.cnpjPrefix}${String(n % 10_000).padStart(4, '0')}`;
      const place = v.places.length ? rnd.pick(v.places) : { state: 'SP', city: 'São Paulo' };
      const company = `Carga ${n} ${v.client.common}`;
      const data = await send_(user, 'create', {
        input: createOpportunityInput({
          cnpj: withCheckDigits(`${root}0001`),
          fantasyName: company,
          corporateName: `${company} Comércio Ltda`,
          state: place.state,
          city: place.city,
        }),
      });
      if (data) user.seen.push(data.createOpportunity.opportunity.id);
    },
    async approve(user) {
      let row = user.toApprove.shift();
      if (!row) {
        // The representative looks for work: the list of opportunities in analysis, then one of them.
        await list(user, {
          filter: { statuses: ['ANALYSIS'] },
          order: rnd.next() < 0.5 ? undefined : { field: 'CREATED_AT', direction: 'ASC' },
          pageSize: 25,
          page: rnd.int(1, 3),
          pageCount: 1,
        });
        row = user.toApprove.shift();
        if (!row) return;
        await think();
      }
      await send_(user, 'approve', { input: { id: row.id, name: row.name || 'Oportunidade aprovada' } });
    },
  };

  const think = () => new Promise((r) => setTimeout(r, THINK_MS[0] + rnd.next() * (THINK_MS[1] - THINK_MS[0])));
  const act = (user: User): Promise<void> => {
    let op = weighted(MIX);
    if (op === 'write')
      op = user.role === 'representative' ? 'approve' : user.role === 'support' ? 'details' : 'create';
    // The dashboard is the representatives' and support's landing page; the resale side lands on the list.
    if (op === 'dashboard' && (user.role === 'resale' || user.role === 'seller')) {
      return list(user, { filter: {}, pageSize: 10, page: 1, pageCount: 1 });
    }
    return actions[op](user);
  };

  const begin = performance.now();
  windowStart = begin + plan.warmupMs;
  windowEnd = windowStart + plan.durationMs;
  loop.enable();
  setTimeout(() => send({ type: 'window-start' }), plan.warmupMs);
  setTimeout(() => send({ type: 'window-end' }), plan.warmupMs + plan.durationMs);
  const progress = setInterval(() => {
    const now = performance.now();
    if (now < windowStart) return;
    const done = OPS.reduce((s, op) => s + latencies[op].length, 0);
    const errs = OPS.reduce((s, op) => s + errors[op], 0);
    console.log(
      `  +${Math.round((now - windowStart) / 1000)} s: ${done} answers, ${errs} errors, ${pending.size} awaited`,
    );
  }, 10_000);
  await Promise.all(
    all.map(async (user) => {
      await new Promise((r) => setTimeout(r, (user.index / all.length) * plan.warmupMs * 0.8));
      while (performance.now() < windowEnd) {
        await act(user);
        await think();
      }
    }),
  );
  // Every user has stopped; the answers still awaited are waited for, and those that never come are errors.
  const deadline = windowEnd + GRACE_MS;
  while (pending.size && performance.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  clearInterval(progress);
  loop.disable();
  let unfinished = 0;
  for (const [id, p] of pending) {
    pending.delete(id);
    if (!inWindow(p.at)) continue;
    unfinished += 1;
    timed(p.op, performance.now() - p.at, []);
    failure(p.op, p.at, 'UNFINISHED', `no answer after ${Math.round(performance.now() - p.at)} ms`);
  }
  return {
    latencies,
    errors,
    errorsByCode,
    retryAfter,
    unavailable,
    unfinished,
    windowMs: plan.durationMs,
    loginMs: {
      n: loginTimes.length,
      p50: round1(percentile(loginTimes, 0.5)),
      max: round1(loginTimes[loginTimes.length - 1] ?? 0),
      totalMs: Math.round(loginTotal),
    },
    loopDelayP99Ms: round1(loop.percentile(99) / 1e6),
    examples,
    listKinds,
    answerSizes: Object.fromEntries(
      Object.entries(sizes).map(([op, z]) => [op, { mean: Math.round(z.total / z.n), max: z.max }]),
    ),
    ...(plan.record ? { acknowledged, failures, statuses, marks } : {}),
  };
}

/**
 * The users of this bench against servers started elsewhere (deploy/drill): the generator child over `plan`, with
 * `onWindow` called as its counted window starts and ends, and `mark` to note the requests awaited at a moment.
 */
export function startGenerator(plan: Plan, onWindow: (edge: 'start' | 'end') => void = () => {}) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_LOAD_GENERATOR: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const result = new Promise<GeneratorResult>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`load generator exited (${code}) before its result`)));
    child.on('message', (m: FromGenerator) => {
      if (m.type === 'window-start') onWindow('start');
      else if (m.type === 'window-end') onWindow('end');
      else if (m.type === 'result') resolve(m.result);
      else reject(new Error(`load generator: ${m.message}`));
    });
    child.send(plan);
  });
  return {
    result,
    /** The child's process id (the bench reads its CPU). */
    pid: child.pid,
    mark: (name: string) => child.connected && child.send({ type: 'mark', name } satisfies ToGenerator),
    kill: () => child.exitCode === null && child.signalCode === null && child.kill('SIGKILL'),
    /** Killed if still running, once it has exited. */
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

if (process.env.BENCH_LOAD_GENERATOR) {
  const send = (m: FromGenerator) => process.send?.(m);
  process.once('message', (plan: Plan) => {
    generate(plan, send).then(
      (result) => process.send?.({ type: 'result', result } satisfies FromGenerator, () => process.exit(0)),
      (error: unknown) =>
        process.send?.(
          { type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) },
          () => process.exit(1),
        ),
    );
  });
}
