import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestInfo } from '@quai/engine/request';
import { renderToolPage } from '../render-tool-page';
import type { DevTool, DevToolLink } from '../tool';
import type { SiteRuntime } from '../../server/runtime';
import { moduleLoader } from '../../shell/Document';
import type { FlowEntry } from './examples';
import { recordedTest, recordedTestFileName } from './export-test';
import { FlowPage, type FlowPageProps } from './page/FlowPage';
import { FlowsIndex } from './page/FlowsIndex';
import { flowHref, FLOWS_PATH } from './paths-of';
import { flowEntries } from './registry';
import { FlowRunError, parseRun, replay, type FlowStep } from './run';
import { flowPageProps, flowSummaries, type Draft } from './view';
import flowsCss from './flows.css?raw';

/** The script that zooms and pans the state chart (its own Vite input: no other page loads it). */
const DIAGRAM_ENTRY = 'site/devtools/flows/client/diagram-controls.ts';

type Query = Record<string, string | string[] | undefined>;
type MachineRequest = FastifyRequest<{ Params: { machine: string }; Querystring: Query }>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const entryNamed = (name: string): FlowEntry | undefined => flowEntries.find((entry) => entry.name === name);

/** The inspector's own stylesheet, inlined with the page's nonce: no other page carries it. */
// biome-ignore lint/security/noDangerouslySetInnerHtml: the inspector's own style sheet file, read from this repository.
const Styles = ({ nonce }: { nonce: string }) => <style nonce={nonce} dangerouslySetInnerHTML={{ __html: flowsCss }} />;

function parseJson(text: string | undefined, what: string): unknown {
  try {
    return JSON.parse(text ?? '');
  } catch (error) {
    throw new FlowRunError(`${what} is not valid JSON (${(error as Error).message})`);
  }
}

/** The step a form of the page asks for. */
function stepFromForm(query: Query): { step: FlowStep; draft?: Draft } {
  const action = first(query.do);
  if (action === 'send') {
    const type = first(query.type);
    if (!type) throw new FlowRunError('the event has no type');
    const text = first(query.payload);
    const draft = { field: `event:${type}`, text: text ?? '' };
    try {
      const payload = text === undefined || text.trim() === '' ? {} : parseJson(text, `the payload of ${type}`);
      if (!payload || typeof payload !== 'object' || Array.isArray(payload))
        throw new FlowRunError(`the payload of ${type} is a JSON object`);
      return { step: { do: 'send', event: { ...(payload as object), type } }, draft };
    } catch (error) {
      throw Object.assign(error as FlowRunError, { draft });
    }
  }
  if (action === 'resolve' || action === 'reject' || action === 'sendBack') {
    const effect = first(query.effect);
    if (!effect) throw new FlowRunError('the answer names no effect');
    const draft = { field: `effect:${effect}`, text: first(query.answer) ?? '' };
    try {
      const value = parseJson(first(query.answer), `the answer of ${effect}`);
      if (action !== 'sendBack') return { step: { do: action, effect, value }, draft };
      const event = value as { type?: unknown };
      if (!event || typeof event !== 'object' || typeof event.type !== 'string')
        throw new FlowRunError('an event sent back is a JSON object with a "type"');
      return { step: { do: 'sendBack', effect, event: event as { type: string } }, draft };
    } catch (error) {
      throw Object.assign(error as FlowRunError, { draft });
    }
  }
  if (action === 'advance') {
    const ms = Number(first(query.ms));
    if (!Number.isInteger(ms) || ms <= 0) throw new FlowRunError('time advances by a positive whole number of milliseconds');
    return { step: { do: 'advance', ms } };
  }
  throw new FlowRunError('"do" is one of send, resolve, reject, sendBack, advance');
}

/** The number of steps shown: all of them unless `at` goes back in the run. */
function stepsShown(query: Query, steps: FlowStep[]): number {
  const at = first(query.at);
  if (at === undefined) return steps.length;
  const value = Number(at);
  if (!Number.isInteger(value) || value < 0 || value > steps.length)
    throw new FlowRunError(`"at" is a step number from 0 to ${steps.length}`);
  return value;
}

/** A machine's page in the developers' tools' layout, with the script that zooms and pans its chart. */
function renderMachinePage(
  runtime: SiteRuntime,
  page: { request: RequestInfo; nonce: string; tools: readonly DevToolLink[]; props: FlowPageProps; status: number },
) {
  const script = runtime.options.assets.entryScript?.(DIAGRAM_ENTRY);
  const { nonce, props } = page;
  return renderToolPage(runtime, {
    request: page.request,
    nonce,
    title: `Flows – ${props.name}`,
    tool: 'flows',
    tools: page.tools,
    status: page.status,
    body: (
      <>
        <Styles nonce={nonce} />
        <FlowPage {...props} />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: made by moduleLoader from the build's own script address. */}
        {script ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: moduleLoader([script]) }} /> : null}
      </>
    ),
  });
}

/**
 * The flow inspector's routes, beside the block gallery, in the developers' tools' layout (its header links `tools`): `/_flows` lists the machines,
 * `/_flows/<machine>` steps through one (the run lives in the query string, so every state is
 * a link and works without JavaScript), `/step` applies a form and redirects to the new run,
 * `/export` gives the run as a Vitest file.
 */
async function registerFlowRoutes(app: FastifyInstance, { tools }: { tools: readonly DevToolLink[] }): Promise<void> {
  app.get(FLOWS_PATH, (request, reply) =>
    app.sendPage(request, reply, (runtime, info, nonce) =>
      renderToolPage(runtime, {
        request: info,
        nonce,
        title: 'Flows',
        tool: 'flows',
        tools,
        body: (
          <>
            <Styles nonce={nonce} />
            <FlowsIndex entries={flowSummaries(flowEntries)} />
          </>
        ),
      }),
    ),
  );

  const renderMachine = (
    request: MachineRequest,
    reply: FastifyReply,
    page: (entry: FlowEntry) => Promise<{ steps: FlowStep[]; at: number; refused?: { error: string; draft?: Draft } }>,
  ) =>
    app.sendPage(request, reply, async (runtime, info, nonce) => {
      const entry = entryNamed(request.params.machine);
      if (!entry) return runtime.renderErrorPage(404, info, nonce);
      let shown: { steps: FlowStep[]; at: number; refused?: { error: string; draft?: Draft } };
      try {
        shown = await page(entry);
        const props = await flowPageProps(entry, shown.steps, shown.at, shown.refused);
        return renderMachinePage(runtime, { request: info, nonce, tools, props, status: shown.refused ? 400 : 200 });
      } catch (error) {
        if (!(error instanceof FlowRunError)) throw error;
        // A run that cannot be replayed: shown from the start, with the reason.
        const props = await flowPageProps(entry, [], 0, { error: error.message });
        return renderMachinePage(runtime, { request: info, nonce, tools, props, status: 400 });
      }
    });

  app.get<{ Params: { machine: string }; Querystring: Query }>(`${FLOWS_PATH}/:machine`, (request, reply) =>
    renderMachine(request, reply, async () => {
      const steps = parseRun(first(request.query.run));
      return { steps, at: stepsShown(request.query, steps) };
    }),
  );

  app.get<{ Params: { machine: string }; Querystring: Query }>(`${FLOWS_PATH}/:machine/step`, async (request, reply) => {
    const entry = entryNamed(request.params.machine);
    let steps: FlowStep[] = [];
    try {
      steps = parseRun(first(request.query.run));
      const { step } = stepFromForm(request.query);
      if (entry) {
        replay(entry.machine, entry.examples.input, [...steps, step]);
        return reply.redirect(flowHref(entry.name, [...steps, step]), 303);
      }
    } catch (error) {
      if (!(error instanceof FlowRunError)) throw error;
      const refused = { error: error.message, draft: (error as FlowRunError & { draft?: Draft }).draft };
      return renderMachine(request, reply, async () => ({ steps, at: steps.length, refused }));
    }
    return renderMachine(request, reply, async () => ({ steps, at: steps.length }));
  });

  app.get<{ Params: { machine: string }; Querystring: Query }>(`${FLOWS_PATH}/:machine/export`, async (request, reply) => {
    const entry = entryNamed(request.params.machine);
    if (!entry) return reply.status(404).type('text/plain; charset=utf-8').send(`No machine named ${request.params.machine}`);
    try {
      const steps = parseRun(first(request.query.run));
      const { states } = replay(entry.machine, entry.examples.input, steps);
      return reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="${recordedTestFileName(entry)}"`)
        .send(recordedTest(entry, steps, states));
    } catch (error) {
      if (!(error instanceof FlowRunError)) throw error;
      return reply.status(400).type('text/plain; charset=utf-8').send(error.message);
    }
  });
}

/** The flow inspector at /_flows, and what ?inspect needs of every page. */
export const devTool: DevTool = {
  path: FLOWS_PATH,
  plugin: registerFlowRoutes,
  // The hosted inspector (site/client/browser-inspect.ts) talks to the page through a window it
  // opens: pages asked with ?inspect keep their opener, which the site's cross-origin opener
  // policy otherwise cuts.
  onEveryAnswer: async (request, reply) => {
    if (request.method === 'GET' && /[?&]inspect(=|&|$)/.test(request.url)) reply.removeHeader('cross-origin-opener-policy');
  },
};
